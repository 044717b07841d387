import type { UnitId } from "@/lib/data";
import { TYPE_COUNT, typeIndex, type Battle } from "./core/battle";
import { decodeEndState, endStatePlaces, mergeEndStates } from "./end-states";
import { wilson, type Estimate } from "./wilson";
import type { Tally } from "./tally";

export type UnitCountsById = Readonly<Partial<Record<UnitId, number>>>;

/** One end state: the survivors of every unit type of both sides (0 included), and its chance. */
export interface EndState extends Estimate {
  readonly attacker: UnitCountsById;
  readonly defender: UnitCountsById;
}

/** A side's losses of each unit type (only types with losses), and the chance of losing exactly that. */
export interface LossState {
  readonly lost: UnitCountsById;
  readonly p: number;
}

export interface EndStates {
  /** Trials the end states were counted over: the first END_STATE_CHUNKS chunks (0 when not kept). */
  readonly counted: number;
  /** The most likely end states, most likely first. */
  readonly mostLikely: readonly EndState[];
}

/** End states kept in a result: enough for "the two or three most likely". */
export const TOP_END_STATES = 5;
/** Most likely losses kept per side. */
export const TOP_LOSS_STATES = 3;

function counted(t: Tally): number {
  let n = 0;
  for (let i = 2; i < t.endStates.length; i += 3) n += t.endStates[i]!;
  return n;
}

/** Indices of the `k` largest counts (ties: the smaller key first, so the answer is the same for any split). */
function topIndices(counts: readonly number[], k: number): number[] {
  const order = counts.map((_, i) => i);
  order.sort((x, y) => counts[y]! - counts[x]! || x - y);
  return order.slice(0, k);
}

/** Survivors by unit type of one side, in the side's unit order, from survivors by group. */
function bySide(b: Battle, survivors: readonly number[], side: 0 | 1): Partial<Record<UnitId, number>> {
  const out: Partial<Record<UnitId, number>> = {};
  b.typesBySide[side].forEach((id, j) => {
    out[id] = survivors[b.groupOfType[side * TYPE_COUNT + b.typeIndexBySide[side][j]!]!]!;
  });
  return out;
}

/** The most likely end states, and each side's most likely losses (the end states summed over the other side). */
export function endStateStats(
  b: Battle,
  t: Tally,
): { endStates: EndStates; likelyLosses: [LossState[], LossState[]] } {
  const n = counted(t);
  const places = endStatePlaces(b);
  if (n === 0 || !places) return { endStates: { counted: 0, mostLikely: [] }, likelyLosses: [[], []] };
  const triples = mergeEndStates(t.endStates, []);
  const counts: number[] = [];
  for (let i = 2; i < triples.length; i += 3) counts.push(triples[i]!);
  const mostLikely = topIndices(counts, TOP_END_STATES).map((i): EndState => {
    const survivors = decodeEndState(b, places, triples[3 * i]!, triples[3 * i + 1]!);
    return { ...wilson(counts[i]!, n), attacker: bySide(b, survivors, 0), defender: bySide(b, survivors, 1) };
  });
  const likelyLosses = ([0, 1] as const).map((side) => {
    const marginal = new Map<number, number>();
    for (let i = 0; i < triples.length; i += 3) {
      const key = triples[i + side]!;
      marginal.set(key, (marginal.get(key) ?? 0) + triples[i + 2]!);
    }
    const keys = [...marginal.keys()].sort((x, y) => x - y);
    return topIndices(
      keys.map((k) => marginal.get(k)!),
      TOP_LOSS_STATES,
    ).map((i): LossState => {
      const key = keys[i]!;
      const survivors = decodeEndState(b, places, side === 0 ? key : 0, side === 1 ? key : 0);
      const kept = bySide(b, survivors, side);
      const lost: Partial<Record<UnitId, number>> = {};
      for (const id of b.typesBySide[side]) {
        const start = b.startCount[side][typeIndex(id)] ?? 0;
        const loss = start - (kept[id] ?? 0);
        if (loss > 0) lost[id] = loss;
      }
      return { lost, p: marginal.get(key)! / n };
    });
  }) as [LossState[], LossState[]];
  return { endStates: { counted: n, mostLikely }, likelyLosses };
}
