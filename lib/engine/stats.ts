import type { UnitId } from "@/lib/data";
import type { Battle } from "./core/battle";
import { typeIndex } from "./core/battle";
import { OUTCOMES, type Outcome } from "./core/combat";
import type { CardStats } from "./core/rule-mode";
import type { Tally } from "./tally";

const Z95 = 1.959963984540054;

export interface Estimate {
  /** Share of trials. */
  readonly p: number;
  /** 95% Wilson score interval. */
  readonly low: number;
  readonly high: number;
  readonly count: number;
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

export type Holder = "attacker" | "defender" | "none" | "contested";

export interface SurvivorStats {
  readonly unit: UnitId;
  readonly start: number;
  readonly mean: number;
  /** exactly[k]: probability that exactly k survive. */
  readonly exactly: readonly number[];
  /** atLeast[k]: probability that at least k survive (atLeast[0] = 1). */
  readonly atLeast: readonly number[];
  /** Units that joined during combat, per combat (Cinematic Combat's gains; absent where none can join). */
  readonly gained?: number;
}

export interface SideStats {
  readonly survivors: readonly SurvivorStats[];
  /** Expected units destroyed, in all and by unit type. */
  readonly losses: { readonly units: number; readonly byUnit: Readonly<Partial<Record<UnitId, number>>> };
  readonly retreated: Estimate;
  /** Tactic cards drawn and played per combat (the rule mode's: all 0 with dice only). */
  readonly cards: CardStats;
}

/** What a run reports: plain JSON, the same shape for the CLI, the API, the worker pool and the UI. */
export interface SimulationResult {
  readonly trials: number;
  readonly seed: string;
  readonly outcomes: Readonly<Record<Outcome, Estimate>>;
  readonly stalemates: { readonly structural: number; readonly roundCap: number };
  readonly holds: Readonly<Record<"space" | "ground", Readonly<Record<Holder, number>>>>;
  readonly rounds: { readonly mean: number; readonly distribution: readonly { rounds: number; p: number }[] };
  readonly attacker: SideStats;
  readonly defender: SideStats;
  readonly diceRolled: number;
}

function sideStats(b: Battle, t: Tally, side: 0 | 1): SideStats {
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
    if (!b.joins) return { unit, start, mean, exactly, atLeast };
    return { unit, start, mean, exactly, atLeast, gained: (t.gained[side]?.[j] ?? 0) / n };
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
    cards: b.mode.cardStats(b, t.modeCounts, side, t.trials),
  };
}

export function summarize(b: Battle, t: Tally, seed: string): SimulationResult {
  const n = t.trials || 1;
  const outcomes = Object.fromEntries(
    OUTCOMES.map((o, i) => [o, wilson(t.outcomes[i] ?? 0, t.trials)]),
  ) as Record<Outcome, Estimate>;
  const holders: Holder[] = ["attacker", "defender", "none", "contested"];
  const holdsOf = (theater: number) =>
    Object.fromEntries(holders.map((h, i) => [h, (t.holds[theater * 4 + i] ?? 0) / n])) as Record<
      Holder,
      number
    >;
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
    rounds: { mean, distribution },
    attacker: sideStats(b, t, 0),
    defender: sideStats(b, t, 1),
    diceRolled: t.diceRolled,
  };
}
