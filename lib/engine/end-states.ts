import type { Battle } from "./core/battle";
import type { BattleState } from "./core/battle-state";

/**
 * End states: how many units of every type of both sides survive a combat, counted jointly, so the page can
 * say "Empire keeps 2 Star Destroyers, Rebels destroyed: 31%". A side's state is one integer, its survivors
 * of each group written in mixed radix (group g's digit runs 0..maxUnits[g], the most it can have with the units that may join; place value
 * `place[g]`); a combat's
 * end state is the pair (attacker key, defender key).
 *
 * The joint histogram has up to ∏(start + 1) cells, far too many to keep densely in a large battle, so a
 * chunk counts its states in a small open-addressing table (a chunk has at most CHUNK_SIZE distinct states,
 * so the table never fills) and hands them to the tally as [attacker key, defender key, count] triples;
 * merging tallies adds the counts of equal states and sorts them, which gives the same list for any split
 * of the chunks.
 * Only the first END_STATE_CHUNKS chunks are counted (10,000 trials: the chances of the most likely states to
 * within about ±1 point), so the list stays bounded and the cost stays small in long runs (what counting costs:
 * docs/performance.md; why: docs/answer-first.md).
 */
export const END_STATE_CHUNKS = 5;

/** Place value of each group's digit in its side's key, or null when a side's states do not fit in 2^53. */
export function endStatePlaces(b: Battle): Float64Array | null {
  const place = new Float64Array(b.groups);
  const next = [1, 1];
  for (let g = 0; g < b.groups; g++) {
    const side = b.side[g]!;
    place[g] = next[side]!;
    next[side]! *= b.maxUnits[g]! + 1;
  }
  return next[0]! <= Number.MAX_SAFE_INTEGER && next[1]! <= Number.MAX_SAFE_INTEGER ? place : null;
}

/** A chunk's end states in a fixed open-addressing table: allocation-free per combat. */
export class EndStateCounter {
  private readonly place: Float64Array;
  private readonly keyA: Float64Array;
  private readonly keyD: Float64Array;
  private readonly hits: Int32Array;
  /** Slots in use, in the order they were first filled (so a flush visits only those). */
  private readonly used: Int32Array;
  private usedCount = 0;
  private readonly mask: number;
  /** Groups [0, split) are the attacker's (groups are ordered by side). */
  private readonly split: number;

  /** `chunkSize`: the most combats counted between flushes. */
  constructor(b: Battle, place: Float64Array, chunkSize: number) {
    this.place = place;
    const size = 2 << Math.ceil(Math.log2(chunkSize)); // at most half full
    this.mask = size - 1;
    this.split = b.side.indexOf(1) < 0 ? b.groups : b.side.indexOf(1);
    this.keyA = new Float64Array(size);
    this.keyD = new Float64Array(size);
    this.hits = new Int32Array(size);
    this.used = new Int32Array(size);
  }

  /** Counts the end position in `s`. */
  count(b: Battle, s: BattleState): void {
    const place = this.place;
    const live = s.live;
    const away = s.away;
    const split = this.split;
    const n = b.groups;
    let a = 0;
    let d = 0;
    for (let g = 0; g < split; g++) a += (live[g]! + away[g]!) * place[g]!;
    for (let g = split; g < n; g++) d += (live[g]! + away[g]!) * place[g]!;
    this.add(a, d);
  }

  private add(a: number, d: number): void {
    const mask = this.mask;
    let slot = (Math.imul((a + d * 40503) | 0, 0x9e3779b1) >>> 16) & mask;
    for (;;) {
      const hits = this.hits[slot]!;
      if (hits === 0) {
        this.keyA[slot] = a;
        this.keyD[slot] = d;
        this.hits[slot] = 1;
        this.used[this.usedCount++] = slot;
        return;
      }
      if (this.keyA[slot] === a && this.keyD[slot] === d) {
        this.hits[slot] = hits + 1;
        return;
      }
      slot = (slot + 1) & mask;
    }
  }

  /**
   * Appends the chunk's states to the tally's triples and empties the table. Nothing is sorted here, in the
   * workers: `mergeTallies` and the summary add up repeated states (`mergeEndStates`).
   */
  flushInto(t: { endStates: number[] }): void {
    const out = t.endStates;
    for (let i = 0; i < this.usedCount; i++) {
      const slot = this.used[i]!;
      out.push(this.keyA[slot]!, this.keyD[slot]!, this.hits[slot]!);
      this.hits[slot] = 0;
    }
    this.usedCount = 0;
  }
}

/**
 * The end states of two tallies as one list in canonical order (by attacker key, then defender key), each
 * state once with its counts added: the same list whatever order the chunks were merged in.
 */
export function mergeEndStates(x: readonly number[], y: readonly number[]): number[] {
  const counts = new Map<number, Map<number, number>>();
  for (const list of [x, y]) {
    for (let i = 0; i < list.length; i += 3) {
      const a = list[i]!;
      let row = counts.get(a);
      if (!row) counts.set(a, (row = new Map()));
      row.set(list[i + 1]!, (row.get(list[i + 1]!) ?? 0) + list[i + 2]!);
    }
  }
  const out: number[] = [];
  for (const a of [...counts.keys()].sort((p, q) => p - q)) {
    const row = counts.get(a)!;
    for (const d of [...row.keys()].sort((p, q) => p - q)) out.push(a, d, row.get(d)!);
  }
  return out;
}
