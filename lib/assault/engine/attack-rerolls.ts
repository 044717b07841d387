import type { FaceGroup } from "./pool";

/**
 * The attacker's rerolls (docs/assault.md#engine): at most `rerolls` of its dice, and the kinds of dice rerolled
 * as an index into a table of kind counts (a kind set: rerolling either of two red dice is the same reroll).
 * Rerolling a kind set is rerolling one die of it (`peelFaces`) and then the rest (`peelRest`), which is how
 * lib/assault/engine/single-attack.ts builds the value of a reroll from smaller ones.
 */
export interface AttackRerolls {
  /** Dice that may be rerolled (at most the pool). */
  readonly rerolls: number;
  /** Sets of at most `rerolls` dice: the choices at one roll. */
  readonly choices: number;
  /** Kind set of each die alone, and of every die (their sum). */
  readonly weight: Int32Array;
  readonly allDice: number;
  /** How many different sets of faces some of the dice can show (room for the attacker's shared answers). */
  readonly faceSets: number;
  /** Index of the first die of each die's kind (dice of one kind are side by side). */
  readonly firstOfKind: Int32Array;
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
  // At most m dice of a kind with g faces: C(g + m, m) multisets.
  let faceSets = 1;
  count.forEach((m, t) => {
    const g = dice[first[t]!]!.length;
    for (let i = 1; i <= m; i++) faceSets = (faceSets * (g + i)) / i;
  });
  let choices = 0;
  for (let mask = 0; mask < 1 << dice.length; mask++) {
    let bits = 0;
    for (let m = mask; m; m >>>= 1) bits += m & 1;
    if (bits <= rerolls) choices++;
  }
  return {
    rerolls: Math.min(rerolls, dice.length),
    choices,
    weight: Int32Array.from(digitOf, (t) => radix[t]!),
    allDice: kindSets - 1,
    faceSets,
    firstOfKind: Int32Array.from(digitOf, (t) => first[t]!),
    kindSets,
    peelFaces,
    peelRest,
  };
}
