import type { UnitId } from "@/lib/data";
import type { Battle } from "./core/battle";
import { TYPE_COUNT } from "./core/battle";
import type { BattleState } from "./core/battle-state";
import { CHUNK_SIZE } from "./chunks";
import { theaterHolder } from "./core/presence";

/**
 * How each traced trial of a run ended: its outcome code and, per unit type, the units not destroyed. Every
 * trial plays on its own random stream (`core/rng.ts:TrialStreams`), so trial i of one setup and trial i of
 * another with the same seed are a pair: a comparison of two runs' traces (`paired.ts`) measures their
 * difference without the noise of two independent samples. Only a run asked for it keeps a trace, and only
 * of its first TRACE_MAX_TRIALS trials (a paired difference needs far fewer than a headline chance).
 */
export interface TrialTrace {
  /** The run's trial index of the first trial held (a multiple of CHUNK_SIZE). */
  readonly first: number;
  /** Trials held. */
  readonly trials: number;
  /** Outcome code of each trial (`core/outcomes.ts:OUTCOMES` order). */
  readonly outcome: Uint8Array;
  /** Who retreated in each trial: 1 the attacker, 2 the defender, 3 both. */
  readonly retreated: Uint8Array;
  /**
   * Who holds each theater at the end of each trial: space holder | ground holder << 2, each coded as the tally's
   * `holds` (0 the attacker alone, 1 the defender alone, 2 nobody, 3 both still there).
   */
  readonly holds: Uint8Array;
  /** The unit types of each side (`Battle.typesBySide`): a trial's columns are the attacker's, then the defender's. */
  readonly units: readonly [readonly UnitId[], readonly UnitId[]];
  /** Columns per trial: the attacker's unit types, then the defender's. */
  readonly width: number;
  /** Units of each column at the start of every trial (0 for a type that can only join during combat). */
  readonly start: readonly number[];
  /** Units not destroyed (in the system or retreated), index trial * width + type. */
  readonly survivors: Uint16Array;
  /** 1 where a unit of the column's type that the side brought was destroyed (joiners not counted), as `survivors`. */
  readonly broughtLost: Uint8Array;
}

export const TRACE_MAX_TRIALS = 200_000;

/** The trials of chunks [from, to) of a run of `trials` that a trace holds (none past TRACE_MAX_TRIALS). */
export function emptyTrace(b: Battle, trials: number, from: number, to: number): TrialTrace {
  const first = Math.min(from * CHUNK_SIZE, TRACE_MAX_TRIALS);
  const last = Math.min(to * CHUNK_SIZE, trials, TRACE_MAX_TRIALS);
  const n = Math.max(0, last - first);
  const width = b.typesBySide[0].length + b.typesBySide[1].length;
  const units = b.typesBySide;
  const start = [0, 1].flatMap((side) =>
    Array.from(b.typeIndexBySide[side as 0 | 1], (type) => b.startCount[side as 0 | 1][type]!),
  );
  return {
    first,
    trials: n,
    outcome: new Uint8Array(n),
    retreated: new Uint8Array(n),
    holds: new Uint8Array(n),
    units,
    width,
    start,
    survivors: new Uint16Array(n * width),
    broughtLost: new Uint8Array(n * width),
  };
}

/** Writes trial `trial` (the run's index) of the end position in `s`, if the trace holds it. Allocation-free. */
export function recordTrial(b: Battle, s: BattleState, outcome: number, trial: number, t: TrialTrace): void {
  const i = trial - t.first;
  if (i < 0 || i >= t.trials) return;
  t.outcome[i] = outcome;
  t.retreated[i] = s.retreated[0]! + 2 * s.retreated[1]!;
  t.holds[i] = theaterHolder(b, s, 0) | (theaterHolder(b, s, 1) << 2);
  let at = i * t.width;
  for (let side = 0; side < 2; side++) {
    const types = b.typeIndexBySide[side as 0 | 1];
    for (let j = 0; j < types.length; j++) {
      const g = b.groupOfType[side * TYPE_COUNT + types[j]!]!;
      t.broughtLost[at] = s.broughtLost(g) > 0 ? 1 : 0;
      t.survivors[at++] = s.live[g]! + s.away[g]!;
    }
  }
}

/** The traces of consecutive chunk ranges joined into one (in any order given; they must not overlap). */
export function joinTraces(parts: readonly TrialTrace[]): TrialTrace | null {
  const sorted = parts.filter((p) => p.trials > 0).sort((x, y) => x.first - y.first);
  if (sorted.length === 0) return null;
  const width = sorted[0]!.width;
  const first = sorted[0]!.first;
  let end = first;
  for (const p of sorted) {
    if (p.first !== end || p.width !== width) throw new Error("traces to join must be consecutive");
    end += p.trials;
  }
  const outcome = new Uint8Array(end - first);
  const retreated = new Uint8Array(end - first);
  const holds = new Uint8Array(end - first);
  const survivors = new Uint16Array((end - first) * width);
  const broughtLost = new Uint8Array((end - first) * width);
  for (const p of sorted) {
    outcome.set(p.outcome, p.first - first);
    retreated.set(p.retreated, p.first - first);
    holds.set(p.holds, p.first - first);
    survivors.set(p.survivors, (p.first - first) * width);
    broughtLost.set(p.broughtLost, (p.first - first) * width);
  }
  const { units, start } = sorted[0]!;
  return {
    first,
    trials: end - first,
    outcome,
    retreated,
    holds,
    units,
    width,
    start,
    survivors,
    broughtLost,
  };
}
