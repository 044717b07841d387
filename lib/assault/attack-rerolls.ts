import type { FaceGroup } from "./pool";

/**
 * The attacker's reroll choices (docs/assault.md#engine): every set of at most `rerolls` of its dice, as a die
 * mask, and the kinds of dice it rerolls, as an index into a table of kind counts (rerolling either of two red
 * dice is the same reroll). Rerolling a kind set is rerolling one die of it (`peelFaces`) and then the rest
 * (`peelRest`), which is how lib/assault/single-attack.ts builds the value of a reroll from smaller ones.
 */
export interface AttackRerolls {
  readonly masks: Int32Array;
  /** Kind set of each mask (0 = nothing rerolled). */
  readonly kindSet: Int32Array;
  readonly kindSets: number;
  /** Per kind set (but 0): the faces of one of its dice, and the kind set without that die. */
  readonly peelFaces: readonly (readonly FaceGroup[])[];
  readonly peelRest: Int32Array;
}

/** `dice` and `kinds` list the pool with dice of one kind side by side. */
export function attackRerolls(
  dice: readonly (readonly FaceGroup[])[],
  kinds: readonly number[],
  rerolls: number,
): AttackRerolls {
  // One digit per kind in the pool: digit t counts the rerolled dice of the t-th kind.
  const first: number[] = [];
  const count: number[] = [];
  const digitOf = kinds.map((kind, i) => {
    if (i === 0 || kind !== kinds[i - 1]) {
      first.push(i);
      count.push(0);
    }
    count[count.length - 1]!++;
    return count.length - 1;
  });
  const radix: number[] = [];
  let kindSets = 1;
  for (const c of count) {
    radix.push(kindSets);
    kindSets *= c + 1;
  }
  const peelFaces: (readonly FaceGroup[])[] = [[]];
  const peelRest = new Int32Array(kindSets);
  for (let set = 1; set < kindSets; set++) {
    const t = count.findIndex((c, d) => Math.floor(set / radix[d]!) % (c + 1) > 0);
    peelFaces.push(dice[first[t]!]!);
    peelRest[set] = set - radix[t]!;
  }
  const masks: number[] = [];
  const kindSet: number[] = [];
  for (let mask = 0; mask < 1 << dice.length; mask++) {
    let bits = 0;
    let set = 0;
    for (let i = 0; i < dice.length; i++)
      if (mask & (1 << i)) {
        bits++;
        set += radix[digitOf[i]!]!;
      }
    if (bits > rerolls) continue;
    masks.push(mask);
    kindSet.push(set);
  }
  return {
    masks: Int32Array.from(masks),
    kindSet: Int32Array.from(kindSet),
    kindSets,
    peelFaces,
    peelRest,
  };
}
