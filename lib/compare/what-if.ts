import { LEADERS, UNIT_IDS, leaderDef, unitDef, type LeaderId, type Theater, type UnitId } from "@/lib/data";
import type { SimulationResult } from "@/lib/engine";
import { factionName } from "@/lib/results/chart-data";
import { checkScenario } from "@/lib/scenario/validate-scenario";
import { MAX_UNITS_IGNORING_LIMITS, type SideKey, type SideSetup } from "@/lib/scenario/types";
import { samePersonIn, withUnitCount } from "@/lib/scenario/unit-count";
import type { Setup } from "@/lib/scenario/url-codec";
import { runJob, withTrials, type RunJob } from "./run-job";
import { compareProportions, type Difference } from "./significance";

/** Trials per variation: a quick look (a change of about 2 points stands out), not a final answer. */
export const WHAT_IF_TRIALS = 10_000;

export interface Variation {
  readonly id: string;
  readonly side: SideKey;
  readonly label: string;
  /** The full setup to apply, with the player's own trials. */
  readonly setup: Setup;
  /** The quick run at reduced trials. */
  readonly job: RunJob;
}

export interface WhatIf {
  /** The current setup at the variations' trials: what each Δ is measured against. */
  readonly baseline: RunJob;
  readonly variations: readonly Variation[];
}

function withSide(setup: Setup, side: SideKey, next: SideSetup): Setup {
  return { ...setup, scenario: { ...setup.scenario, [side]: next } };
}

/** Theaters where both sides have units: only there does a leader's tactic value draw cards. */
function contestedTheaters(setup: Setup): Theater[] {
  const has = (side: SideSetup, t: Theater) =>
    Object.entries(side.units).some(([id, n]) => (n ?? 0) > 0 && unitDef(id as UnitId).theater === t);
  const { attacker, defender } = setup.scenario;
  return (["space", "ground"] as const).filter((t) => has(attacker, t) && has(defender, t));
}

/**
 * The leader that would raise the side's tactic values most over the theaters in play (rules §3: a side
 * draws by its best leader in each theater), or null if none would.
 */
export function bestLeaderToAdd(setup: Setup, side: SideKey): LeaderId | null {
  const force = setup.scenario[side];
  const theaters = contestedTheaters(setup);
  const current = { space: 0, ground: 0 };
  for (const id of force.leaders) {
    const l = leaderDef(id);
    current.space = Math.max(current.space, l.space);
    current.ground = Math.max(current.ground, l.ground);
  }
  let best: LeaderId | null = null;
  let bestGain = 0;
  for (const l of LEADERS) {
    if (l.faction !== force.faction || force.leaders.includes(l.id)) continue;
    if (samePersonIn(force.leaders, l.id)) continue;
    const gain = theaters.reduce((g, t) => g + Math.max(0, l[t] - current[t]), 0);
    if (gain > bestGain) {
      best = l.id;
      bestGain = gain;
    }
  }
  return best;
}

/**
 * One-click variations of the current setup: each unit type present one more and one fewer, and the best
 * leader a side could add. Variations the rules forbid (over the component limit, a side left empty) are
 * left out; each runs at WHAT_IF_TRIALS with the same seed.
 */
export function whatIfVariations(setup: Setup, trials = WHAT_IF_TRIALS): WhatIf {
  const variations: Variation[] = [];
  const add = (id: string, side: SideKey, label: string, next: Setup) => {
    if (checkScenario(next.scenario) !== null) return;
    variations.push({ id, side, label, setup: next, job: runJob(withTrials(next, trials)) });
  };
  for (const side of ["attacker", "defender"] as const) {
    const force = setup.scenario[side];
    const who = `${factionName(force.faction)} (${side})`;
    for (const unit of UNIT_IDS) {
      const n = force.units[unit] ?? 0;
      if (n === 0) continue;
      const def = unitDef(unit);
      const max = setup.scenario.ignoreLimits ? MAX_UNITS_IGNORING_LIMITS : def.limit;
      if (n < max)
        add(
          `${side}+${unit}`,
          side,
          `${who}: +1 ${def.name}`,
          withSide(setup, side, withUnitCount(force, unit, n + 1)),
        );
      add(
        `${side}-${unit}`,
        side,
        `${who}: −1 ${def.name}`,
        withSide(setup, side, withUnitCount(force, unit, n - 1)),
      );
    }
    const leader = setup.scenario.tactics.mode === "none" ? null : bestLeaderToAdd(setup, side);
    if (leader) {
      const l = leaderDef(leader);
      const next = withSide(setup, side, { ...force, leaders: [...force.leaders, leader] });
      add(`${side}+${leader}`, side, `${who}: add ${l.name} (space ${l.space}, ground ${l.ground})`, next);
    }
  }
  return { baseline: runJob(withTrials(setup, trials)), variations };
}

export interface WhatIfRow {
  readonly id: string;
  readonly label: string;
  readonly attackerWins: number | null;
  /** Attacker-win chance minus the current setup's at the same trials and seed. */
  readonly difference: Difference | null;
}

export function whatIfRows(whatIf: WhatIf, results: ReadonlyMap<string, SimulationResult>): WhatIfRow[] {
  const base = results.get(whatIf.baseline.key);
  return whatIf.variations.map((v) => {
    const r = results.get(v.job.key);
    return {
      id: v.id,
      label: v.label,
      attackerWins: r ? r.outcomes.attacker.p : null,
      difference:
        r && base
          ? compareProportions(
              { p: base.outcomes.attacker.p, trials: base.trials },
              { p: r.outcomes.attacker.p, trials: r.trials },
            )
          : null,
    };
  });
}
