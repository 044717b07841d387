import { outcomeIndex, type AttackContext } from "./attack-context";
import { keptFaces } from "./kept-faces";
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
/** Defence positions the attacker's choices are made for at a time (their answers side by side). */
const BLOCK = 8;

/**
 * Rows of `nd` numbers (one per defence position), one row per (kind set rerolled, clipped kept total),
 * allocated as they are first needed: the attacker's value of that reroll.
 */
class Rows {
  values: Float64Array;
  private used = 0;
  private readonly start: Int32Array;

  constructor(
    private readonly nd: number,
    private readonly keys: number,
    kindSets: number,
  ) {
    this.start = new Int32Array(kindSets * keys).fill(-1);
    this.values = new Float64Array(nd * keys);
  }

  /** The row's offset in `values`, or -1 when it has not been made. */
  at(set: number, key: number): number {
    return this.start[set * this.keys + key]!;
  }

  /** Rows made so far (row r starts at r · nd). */
  get count(): number {
    return this.used / this.nd;
  }

  /** Makes a zero row (`values` may move). */
  make(set: number, key: number): number {
    if (this.used + this.nd > this.values.length) {
      this.values = grown(this.values);
    }
    const at = this.used;
    this.used += this.nd;
    this.start[set * this.keys + key] = at;
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

  // The defender's best answer to each defence position, after the attack total clippedKeys[k] (`after`: the worth
  // of each total the defence dice can show).
  const after = new Float64Array(ctx.defenseKeys);
  const defendRow = (k: number, out: Float64Array, at: number): void => {
    for (const d of ctx.defenseTotals) after[d] = worth[outcomeIndex(ctx, k, d)]!;
    for (let j = 0; j < nd; j++) {
      let best = Number.POSITIVE_INFINITY;
      let bestChoice = 0;
      for (let c = 0; c < dc.masks.length; c++) {
        const kept = keptTotal(fd, j, dc.masks[c]!);
        const r = dc.rerolled[c]!;
        let v = 0;
        for (let i = 0; i < r.keys.length; i++) v += r.probs[i]! * after[kept + r.keys[i]!]!;
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

  // The attacker's best choice per (attack position, defence position), over the graph of kept faces
  // (lib/assault/engine/kept-faces.ts), children first: a node's best is keeping its faces (its row) or its best
  // child (a tie keeps the fewer dice rerolled, then the earlier option). BLOCK defence positions at a time,
  // side by side: a node's answers for them are one read, and the answers of every node stay in cache.
  const graph = keptFaces(ctx);
  const { count, rowKey, childStart, child, top } = graph;
  const rowOf = new Int32Array(count);
  for (let i = 0; i < count; i++) rowOf[i] = row(Math.floor(rowKey[i]! / keys), rowKey[i]! % keys) / nd;
  const values = rows.values; // (every row is made: rows no longer move)
  // Defence positions with equal rows (a kept dodge is worth nothing against any attack, ...) get the same
  // choices: one lane per distinct column of the rows.
  const { lanes, laneOf } = defenseLanes(values, rows.count, nd);
  const nl = lanes.length;
  const made = rows.count;
  const lanesP = new Float64Array(nl);
  for (let j = 0; j < nd; j++) lanesP[laneOf[j]!]! += fd.p[j]!;
  // The answers are kept in slots of BLOCK lanes: one per row (keeping exactly a node's faces; a node without
  // children has only that answer, so it is its row's slot), one per node that has children and is not a roll
  // (the rolls are nobody's children), and the last for the roll being answered, read as soon as it is made.
  // A roll's chance is that of the positions that keep its node (they make the same choices).
  const rollP = new Float64Array(count);
  for (let a = 0; a < fa.count; a++) rollP[top[a]!]! += fa.p[a]!;
  const slotOf = Int32Array.from(rowOf);
  let slots = made;
  let rolls = 0;
  for (let i = 0; i < count; i++)
    if (rollP[i]! > 0) rolls++;
    else if (childStart[i + 1]! > childStart[i]!) slotOf[i] = slots++;
  const rollSlot = slots++;
  const childSlot = new Int32Array(child.length);
  for (let e = 0; e < child.length; e++) childSlot[e] = slotOf[child[e]!]!;
  const best = new Float64Array(slots * BLOCK);
  const rerolled = new Int32Array(slots * BLOCK);
  const chosen = new Int32Array(slots * BLOCK);
  // (a row's choice is itself and what it rerolls, in every lane)
  for (let i = 0; i < count; i++)
    for (let l = 0; l < BLOCK; l++) {
      rerolled[rowOf[i]! * BLOCK + l] = graph.rerolled[i]!;
      chosen[rowOf[i]! * BLOCK + l] = rowOf[i]!;
    }
  // The nodes answered in each block: those with their own slot (children first), then the rolls in order.
  const inner = slots - 1 - made;
  const visit = new Int32Array(inner + rolls);
  for (let i = 0, v = 0, roll = inner; i < count; i++)
    if (rollP[i]! > 0) visit[roll++] = i;
    else if (slotOf[i]! >= made) visit[v++] = i;
  // The attack positions' mass per (row, lane), for a defence roll of chance 1: the rows and lanes it takes.
  const mass = new Float64Array(made * nl);
  let value = 0;
  for (let l0 = 0; l0 < nl; l0 += BLOCK) {
    const width = Math.min(BLOCK, nl - l0);
    for (let r = 0; r < made; r++)
      for (let l = 0; l < width; l++) best[r * BLOCK + l] = values[r * nd + lanes[l0 + l]!]!;
    for (let v = 0; v < visit.length; v++) {
      // Node i's best in the block's lanes: its row, or a child's best.
      const i = visit[v]!;
      const at = (v < inner ? slotOf[i]! : rollSlot) * BLOCK;
      const r = rowOf[i]! * BLOCK;
      for (let l = 0; l < width; l++) {
        best[at + l] = best[r + l]!;
        rerolled[at + l] = rerolled[r + l]!;
        chosen[at + l] = chosen[r + l]!;
      }
      for (let e = childStart[i]!; e < childStart[i + 1]!; e++) {
        const c = childSlot[e]! * BLOCK;
        for (let l = 0; l < width; l++) {
          const w = best[c + l]!;
          const so = best[at + l]!;
          if (w < so - TIE) continue;
          // Better, or as good (a tie) with fewer dice rerolled.
          if (w > so + TIE || rerolled[c + l]! < rerolled[at + l]!) {
            best[at + l] = w;
            rerolled[at + l] = rerolled[c + l]!;
            chosen[at + l] = chosen[c + l]!;
          }
        }
      }
      if (v < inner) continue;
      // A roll: its answer is read at once.
      const p = rollP[i]!;
      for (let l = 0; l < width; l++) {
        value += p * lanesP[l0 + l]! * best[at + l]!;
        mass[chosen[at + l]! * nl + l0 + l]! += p;
      }
    }
  }

  // Push the mass down through the rerolls, one die at a time (bigger kind sets first), to kept totals.
  for (let set = ar.kindSets - 1; set > 0; set--) {
    const rest = ar.peelRest[set]!;
    for (let k = 0; k < keys; k++) {
      const at = rows.at(set, k);
      if (at < 0) continue;
      const from = (at / nd) * nl;
      for (const f of ar.peelFaces[set]!) {
        const to = (rows.at(rest, clippedIndex[clip[clippedKeys[k]! + f.key]!]!) / nd) * nl;
        for (let l = 0; l < nl; l++) mass[to + l]! += f.p * mass[from + l]!;
      }
    }
  }

  // Then the defender's rerolls, to outcomes.
  const outcomes = new Float64Array(ctx.outcomes);
  for (let k = 0; k < keys; k++) {
    const at = rows.at(0, k);
    if (at < 0) continue;
    for (let j = 0; j < nd; j++) {
      const m = mass[(at / nd) * nl + laneOf[j]!]! * fd.p[j]!;
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

/**
 * The lanes: the distinct columns of `rows` rows of `nd` numbers (exactly equal numbers; one lane per class of
 * defence positions that get the same choices). `lanes` holds the first
 * column of each lane, `laneOf` each column's lane.
 */
function defenseLanes(
  values: Float64Array,
  rows: number,
  nd: number,
): { lanes: Int32Array; laneOf: Int32Array } {
  const lanes: number[] = [];
  const laneOf = new Int32Array(nd);
  for (let j = 0; j < nd; j++) {
    let l = 0;
    for (; l < lanes.length; l++) {
      let r = 0;
      while (r < rows && values[r * nd + j] === values[r * nd + lanes[l]!]) r++;
      if (r === rows) break;
    }
    if (l === lanes.length) lanes.push(j);
    laneOf[j] = l;
  }
  return { lanes: Int32Array.from(lanes), laneOf };
}

/** The total of position i without the dice in `mask` (those are rerolled). */
function keptTotal(positions: Positions, i: number, mask: number): number {
  let kept = positions.total[i]!;
  for (let at = i * positions.dice; mask; at++, mask >>>= 1) if (mask & 1) kept -= positions.faces[at]!;
  return kept;
}
