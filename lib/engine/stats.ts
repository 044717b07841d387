import type { UnitId } from "@/lib/data";
import type { Battle } from "./core/battle";
import { TYPE_COUNT, typeIndex } from "./core/battle";
import { OUTCOMES, type Outcome } from "./core/outcomes";
import { endStatePlaces, mergeEndStates } from "./end-states";
import type {
  EndState,
  EndStates,
  Estimate,
  Holder,
  JointHold,
  LossState,
  SideStats,
  SimulationResult,
  SurvivorStats,
  TimelineRound,
} from "./simulation-result";
import type { Tally } from "./tally";

/**
 * The summary: a tally's raw counts turned, in one pass, into the plain-JSON result a user sees
 * (`simulation-result.ts`): every share with its Wilson interval, the survivor curves and losses, the most likely
 * end states and losses, and the per-round timeline.
 */

const HOLDERS: readonly Holder[] = ["attacker", "defender", "none", "contested"];

const Z95 = 1.959963984540054;

export function summarize(b: Battle, t: Tally, seed: string): SimulationResult {
  const n = t.trials || 1;
  const outcomes = Object.fromEntries(
    OUTCOMES.map((o, i) => [o, wilson(t.outcomes[i] ?? 0, t.trials)]),
  ) as Record<Outcome, Estimate>;
  const holdsOf = (theater: number) =>
    Object.fromEntries(HOLDERS.map((h, i) => [h, (t.holds[theater * 4 + i] ?? 0) / n])) as Record<
      Holder,
      number
    >;
  const ends = endStateStats(b, t);
  const distribution: { rounds: number; p: number }[] = [];
  let mean = 0;
  t.rounds.forEach((count, r) => {
    if (count === 0) return;
    distribution.push({ rounds: r, p: count / n });
    mean += (r * count) / n;
  });
  return {
    trials: t.trials,
    seed,
    outcomes,
    stalemates: { structural: (t.stalemates[0] ?? 0) / n, roundCap: (t.stalemates[1] ?? 0) / n },
    holds: { space: holdsOf(0), ground: holdsOf(1) },
    holdsJoint: jointHolds(t),
    rounds: { mean, distribution },
    attacker: sideStats(b, t, 0, ends.likelyLosses[0]),
    defender: sideStats(b, t, 1, ends.likelyLosses[1]),
    diceRolled: t.diceRolled,
    wins: {
      attacker: {
        byRetreat: wilson(countRetreats(t, [0], 1, true), t.trials),
        byDestruction: wilson(countRetreats(t, [0], 1, false), t.trials),
      },
      defender: {
        byRetreat: wilson(countRetreats(t, [1], 0, true), t.trials),
        byDestruction: wilson(countRetreats(t, [1], 0, false), t.trials),
      },
    },
    endStates: ends.endStates,
    timeline: timelineStats(t),
  };
}

/** Wilson score interval: well behaved near 0 and 1, unlike p ± 1.96·se. */
export function wilson(count: number, n: number): Estimate {
  if (n === 0) return { p: 0, low: 0, high: 1, count };
  const p = count / n;
  const z2 = Z95 * Z95;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { p, low: Math.max(0, center - half), high: Math.min(1, center + half), count };
}

/** Trials with one of `outcomes` in which the side did (retreated) or did not retreat. */
function countRetreats(t: Tally, outcomes: readonly number[], side: 0 | 1, retreated: boolean): number {
  let n = 0;
  for (const o of outcomes)
    for (let flags = 0; flags < 4; flags++)
      if (((flags >> side) & 1) === (retreated ? 1 : 0)) n += t.outcomeRetreats[o * 4 + flags] ?? 0;
  return n;
}

function sideStats(b: Battle, t: Tally, side: 0 | 1, likelyLosses: readonly LossState[]): SideStats {
  const n = t.trials || 1;
  const survivors = b.typesBySide[side].map((unit, j): SurvivorStats => {
    const hist = t.survivors[side]?.[j] ?? [];
    const start = b.startCount[side][typeIndex(unit)] ?? 0;
    const exactly = hist.map((c) => c / n);
    const atLeast: number[] = new Array(exactly.length).fill(0);
    let acc = 0;
    for (let k = exactly.length - 1; k >= 0; k--) {
      acc += exactly[k]!;
      atLeast[k] = Math.min(1, acc);
    }
    const mean = exactly.reduce((sum, p, k) => sum + p * k, 0);
    const broughtLost = (t.broughtLost[side]?.[j] ?? 0) / n;
    if (!b.joins) return { unit, start, mean, exactly, atLeast, broughtLost };
    return { unit, start, mean, exactly, atLeast, broughtLost, gained: (t.gained[side]?.[j] ?? 0) / n };
  });
  const byUnit: Partial<Record<UnitId, number>> = {};
  let units = 0;
  for (const s of survivors) {
    // (units that joined and were destroyed are losses too)
    const lost = s.start + (s.gained ?? 0) - s.mean;
    byUnit[s.unit] = lost;
    units += lost;
  }
  return {
    survivors,
    losses: { units, byUnit },
    retreated: wilson(t.retreated[side] ?? 0, t.trials),
    // (the other side's win or mutual destruction, without having retreated)
    wipedOut: wilson(countRetreats(t, [1 - side, 2], side, false), t.trials),
    keptHalf: wilson(t.keptHalf[side] ?? 0, t.trials),
    strengthLost: [...(t.strengthLost[side] ?? [])],
    likelyLosses,
    cards: b.mode.cardStats(b, t.modeCounts, side, t.trials),
  };
}

/** The joint holds that happened, most likely first (ties in code order, so any split of the run agrees). */
function jointHolds(t: Tally): JointHold[] {
  const n = t.trials || 1;
  const out: JointHold[] = [];
  t.holdsJoint.forEach((count, i) => {
    if (count > 0) out.push({ space: HOLDERS[i >> 2]!, ground: HOLDERS[i & 3]!, p: count / n, count });
  });
  return out.sort((x, y) => y.count - x.count);
}

/** End states kept in a result: enough for "the two or three most likely". */
const TOP_END_STATES = 5;
/** Most likely losses kept per side. */
const TOP_LOSS_STATES = 3;

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
function endStateStats(
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

/** Survivors of each group in an end state (the attacker's groups read from `a`, the defender's from `d`). */
function decodeEndState(b: Battle, place: Float64Array, a: number, d: number): number[] {
  const out: number[] = [];
  for (let g = 0; g < b.groups; g++) {
    const key = b.side[g] === 0 ? a : d;
    out.push(Math.floor(key / place[g]!) % (b.maxUnits[g]! + 1));
  }
  return out;
}

/** Rounds 1 to the last one any combat reached (`tally.ts:recordRound` says what the tally keeps). */
function timelineStats(t: Tally): TimelineRound[] {
  const n = t.trials || 1;
  let last = 0;
  for (let i = 0; i < t.endings.length; i++) if (t.endings[i]! > 0) last = Math.floor(i / 5);
  const ended = [0, 0, 0, 0, 0];
  const endedUnits = [0, 0];
  const rounds: TimelineRound[] = [];
  for (let k = 1; k <= last; k++) {
    // Combats that ended after an earlier round keep their end position.
    for (let o = 0; o < 5; o++) ended[o]! += t.endings[(k - 1) * 5 + o] ?? 0;
    for (let side = 0; side < 2; side++) endedUnits[side]! += t.endUnits[(k - 1) * 2 + side] ?? 0;
    const endedNow = ended.map((c, o) => c + (t.endings[k * 5 + o] ?? 0));
    const total = endedNow.reduce((a, c) => a + c, 0);
    const units = (side: number) => ((t.roundUnits[k * 2 + side] ?? 0) + endedUnits[side]!) / n;
    rounds.push({
      round: k,
      ongoing: (t.trials - total) / n,
      ended: Object.fromEntries(OUTCOMES.map((o, i) => [o, endedNow[i]! / n])) as Record<Outcome, number>,
      units: { attacker: units(0), defender: units(1) },
    });
  }
  return rounds;
}
