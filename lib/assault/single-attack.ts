import { outcomeIndex, type AttackContext } from "./attack-context";
import type { Positions } from "./pool";

/**
 * One attack under the reroll policy (docs/assault.md#rerolls): `worth[outcome]` is what an outcome is worth
 * to the attacker. The attacker rerolls first (the Rules Reference resolves the attacker's effects before the
 * defender's), choosing the dice that maximise the expected worth knowing the defender will answer; the
 * defender then rerolls to minimise it. Both see every die. Ties keep the fewer / earlier-listed rerolls.
 * Returns the chance of each outcome and the expected worth (the value a brute-force check can compare).
 */
export interface AttackAnswer {
  readonly outcomes: Float64Array;
  readonly value: number;
}

const TIE = 1e-12;
const OCTAL = Int32Array.from({ length: 8 }, (_, i) => 8 ** i);

/**
 * Rows of `nd` numbers (one per defence position), one row per (kind set rerolled, clipped kept total),
 * allocated as they are first needed: the attacker's value of that reroll, and the mass that takes it.
 */
class Rows {
  values: Float64Array;
  mass: Float64Array;
  private used = 0;
  private readonly start: Int32Array;

  constructor(
    private readonly nd: number,
    private readonly keys: number,
    kindSets: number,
  ) {
    this.start = new Int32Array(kindSets * keys).fill(-1);
    this.values = new Float64Array(nd * keys);
    this.mass = new Float64Array(nd * keys);
  }

  /** The row's offset in `values`, or -1 when it has not been made. */
  at(set: number, key: number): number {
    return this.start[set * this.keys + key]!;
  }

  /** Makes a zero row (`values` and `mass` may move). */
  make(set: number, key: number): number {
    if (this.used + this.nd > this.values.length) {
      this.values = grown(this.values);
      this.mass = grown(this.mass);
    }
    const at = this.used;
    this.used += this.nd;
    this.start[set * this.keys + key] = at;
    return at;
  }
}

/**
 * Room for `room` of the attacker's answers, `nd` numbers each: value, chosen row and dice rerolled per defence
 * position.
 */
class Answers {
  readonly values: Float64Array;
  readonly rows: Int32Array;
  readonly rerolled: Int32Array;
  private used = 0;

  constructor(
    private readonly nd: number,
    room: number,
  ) {
    this.values = new Float64Array(nd * room);
    this.rows = new Int32Array(nd * room);
    this.rerolled = new Int32Array(nd * room);
  }

  /** The next answer's offset. */
  make(): number {
    const at = this.used;
    this.used += this.nd;
    return at;
  }
}

function grown(values: Float64Array): Float64Array {
  const more = new Float64Array(values.length * 2);
  more.set(values);
  return more;
}

export function playAttack(ctx: AttackContext, worth: Float64Array): AttackAnswer {
  const { attackPositions: fa, defensePositions: fd, attackRerolls: ar, defenseChoices: dc, clip } = ctx;
  const { clippedKeys, clippedIndex } = ctx;
  const nd = fd.count;
  const keys = clippedKeys.length;
  const defChoice = new Int32Array(keys * nd);

  // The defender's best answer to each defence position, after the attack total clippedKeys[k].
  const defendRow = (k: number, out: Float64Array, at: number): void => {
    for (let j = 0; j < nd; j++) {
      let best = Number.POSITIVE_INFINITY;
      let bestChoice = 0;
      for (let c = 0; c < dc.masks.length; c++) {
        const kept = keptTotal(fd, j, dc.masks[c]!);
        const r = dc.rerolled[c]!;
        let v = 0;
        for (let i = 0; i < r.keys.length; i++)
          v += r.probs[i]! * worth[outcomeIndex(ctx, k, kept + r.keys[i]!)]!;
        if (v < best - TIE) {
          best = v;
          bestChoice = c;
        }
      }
      out[at + j] = best;
      defChoice[k * nd + j] = bestChoice;
    }
  };

  // Row (set, k): the value, per defence position, of keeping clipped total k and rerolling the kind set:
  // the defender's answer for set 0, else the average over one die's faces of the row without that die.
  const rows = new Rows(nd, keys, ar.kindSets);
  const row = (set: number, k: number): number => {
    const known = rows.at(set, k);
    if (known >= 0) return known;
    const at = rows.make(set, k);
    if (set === 0) {
      defendRow(k, rows.values, at);
      return at;
    }
    const rest = ar.peelRest[set]!;
    for (const f of ar.peelFaces[set]!) {
      const from = row(rest, clippedIndex[clip[clippedKeys[k]! + f.key]!]!);
      const values = rows.values;
      for (let j = 0; j < nd; j++) values[at + j]! += f.p * values[from + j]!;
    }
    return at;
  };

  // The attacker's best choice per (attack position, defence position): the dice it keeps. The best of keeping
  // at most the dice `mask` of position a (their total, and `set` the kinds of the others) is: keep them all
  // (row(set, total)), or the best of rerolling one more of them while rerolls are left. That depends only on
  // the faces kept, so an answer between the whole roll and the last reroll is kept in `shared` for every
  // position that keeps the same faces. An answer holds, per defence position, the value, the row of the dice
  // finally kept (where the mass goes) and how many dice that rerolls (a tie keeps the fewer).
  const n = fa.dice;
  const kinds = ctx.attackKinds;
  const mustKeep = n - ar.rerolls;
  // (with one reroll, nothing is shared: a roll's options are its own dice)
  const sharing = mustKeep < n - 1;
  const memo = new Int32Array(sharing ? 8 ** n : 0).fill(-1);
  const shared = new Answers(nd, sharing ? ar.faceSets : 0);
  const top = new Answers(nd, 1);
  top.make();
  const { values: topValues, rows: topRows } = top;

  // Offers answer `from` (rows of `values`: one row, `dice` rerolled, when `chosen` is null) to answer `at`.
  const offer = (
    out: Answers,
    at: number,
    values: Float64Array,
    from: number,
    chosen: Int32Array | null,
    rerolled: Int32Array | null,
    dice: number,
  ): void => {
    const { values: best, rows: bestRows, rerolled: bestRerolled } = out;
    for (let j = 0; j < nd; j++) {
      const v = values[from + j]!;
      const now = best[at + j]!;
      if (v < now - TIE) continue;
      const count = rerolled ? rerolled[from + j]! : dice;
      // Better, or as good (a tie) with fewer dice rerolled.
      if (v > now + TIE || count < bestRerolled[at + j]!) {
        best[at + j] = v;
        bestRows[at + j] = chosen ? chosen[from + j]! : from;
        bestRerolled[at + j] = count;
      }
    }
  };

  const fill = (
    out: Answers,
    at: number,
    a: number,
    mask: number,
    size: number,
    total: number,
    set: number,
  ) => {
    const w = row(set, clippedIndex[clip[total]!]!);
    const { values: best, rows: bestRows, rerolled } = out;
    for (let j = 0; j < nd; j++) {
      best[at + j] = rows.values[w + j]!;
      bestRows[at + j] = w;
      rerolled[at + j] = n - size;
    }
    if (size <= mustKeep) return;
    for (let i = 0; i < n; i++) {
      if ((mask & (1 << i)) === 0) continue;
      // Of identical kept dice, reroll the first (the same choice, once).
      const twin = i > 0 && kinds[i] === kinds[i - 1] && fa.groups[a * n + i] === fa.groups[a * n + i - 1];
      if (twin && mask & (1 << (i - 1))) continue;
      const rest = total - fa.faces[a * n + i]!;
      if (size - 1 <= mustKeep) {
        const r = row(set + ar.weight[i]!, clippedIndex[clip[rest]!]!);
        offer(out, at, rows.values, r, null, null, n - size + 1);
      } else {
        const from = sharedAnswer(a, mask & ~(1 << i), size - 1, rest, set + ar.weight[i]!);
        offer(out, at, shared.values, from, shared.rows, shared.rerolled, 0);
      }
    }
  };

  const sharedAnswer = (a: number, mask: number, size: number, total: number, set: number): number => {
    // The kept faces as a number: per die kind, its kept dice's face groups in order, one octal digit each.
    let key = 0;
    let rank = 0;
    for (let i = 0; i < n; i++) {
      if (i > 0 && kinds[i] !== kinds[i - 1]) rank = 0;
      if (mask & (1 << i)) key += (fa.groups[a * n + i]! + 1) * OCTAL[ar.firstOfKind[i]! + rank++]!;
    }
    const known = memo[key]!;
    if (known >= 0) return known;
    const at = shared.make();
    memo[key] = at;
    fill(shared, at, a, mask, size, total, set);
    return at;
  };

  let value = 0;
  for (let a = 0; a < fa.count; a++) {
    // (without attacker rerolls, positions are totals: n = 0)
    fill(top, 0, a, (1 << n) - 1, n, fa.total[a]!, 0);
    for (let j = 0; j < nd; j++) {
      const p = fa.p[a]! * fd.p[j]!;
      value += p * topValues[j]!;
      rows.mass[topRows[j]! + j]! += p; // (rows.mass moves as rows are made)
    }
  }
  const mass = rows.mass;

  // Push the mass down through the rerolls, one die at a time (bigger kind sets first), to kept totals.
  for (let set = ar.kindSets - 1; set > 0; set--) {
    const rest = ar.peelRest[set]!;
    for (let k = 0; k < keys; k++) {
      const at = rows.at(set, k);
      if (at < 0) continue;
      for (const f of ar.peelFaces[set]!) {
        const to = rows.at(rest, clippedIndex[clip[clippedKeys[k]! + f.key]!]!);
        for (let j = 0; j < nd; j++) mass[to + j]! += f.p * mass[at + j]!;
      }
    }
  }

  // Then the defender's rerolls, to outcomes.
  const outcomes = new Float64Array(ctx.outcomes);
  for (let k = 0; k < keys; k++) {
    const at = rows.at(0, k);
    if (at < 0) continue;
    for (let j = 0; j < nd; j++) {
      const m = mass[at + j]!;
      if (m === 0) continue;
      const c = defChoice[k * nd + j]!;
      const kept = keptTotal(fd, j, dc.masks[c]!);
      const r = dc.rerolled[c]!;
      for (let i = 0; i < r.keys.length; i++)
        outcomes[outcomeIndex(ctx, k, kept + r.keys[i]!)]! += m * r.probs[i]!;
    }
  }
  return { outcomes, value };
}

/** The total of position i without the dice in `mask` (those are rerolled). */
function keptTotal(positions: Positions, i: number, mask: number): number {
  let kept = positions.total[i]!;
  for (let at = i * positions.dice; mask; at++, mask >>>= 1) if (mask & 1) kept -= positions.faces[at]!;
  return kept;
}
