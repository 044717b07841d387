import type { UnitChange } from "@/lib/scenario/setup-edits";
import { LEADERS, UNIT_IDS, leaderDef, unitDef, type LeaderId, type Theater, type UnitId } from "@/lib/data";
import { factionName } from "@/lib/results/chart-data";
import { checkScenario } from "@/lib/scenario/validate-scenario";
import type { SideKey, SideSetup } from "@/lib/scenario/types";
import { countProblem, samePersonIn, withUnitCount } from "@/lib/scenario/unit-count";
import { NAME_WORDS, unitName } from "@/lib/scenario/words";
import type { Setup } from "@/lib/scenario/url-codec";
import { runJob, withTrials, type RunJob } from "@/lib/runs/run-job";

/**
 * Trials per variation: a quick look, compared trial by trial with the main run's first trials (the same seed),
 * so a change of well under a point stands out.
 */
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
  /** Trials of each variation's run (each Δ is measured against the main run's first this many trials). */
  readonly trials: number;
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
 * The leader that would raise the side's tactic values most over the theaters in play (docs/rules.md#leaders: a side
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

export type { UnitChange };

/** "+2 TIE Fighters", "−3 X-wings". */
export function changeLabel(c: UnitChange): string {
  const n = Math.abs(c.delta);
  return `${c.delta > 0 ? "+" : "−"}${n} ${unitName(c.unit, n)}`;
}

/** The setup after `change`, or why the rules forbid it (over the component limit, below zero, a side left empty). */
export function applyChange(
  setup: Setup,
  c: UnitChange,
): { ok: true; setup: Setup } | { ok: false; error: string } {
  const force = setup.scenario[c.side];
  const n = (force.units[c.unit] ?? 0) + c.delta;
  const name = `the ${c.side}'s ${unitName(c.unit, 2)}`;
  if (!Number.isInteger(c.delta) || c.delta === 0)
    return { ok: false, error: "the change must be a whole number other than 0" };
  if (n < 0) return { ok: false, error: `${name}: there are only ${force.units[c.unit] ?? 0}` };
  const problem = countProblem(setup.scenario, c.unit, n);
  if (problem) return { ok: false, error: `${name}: ${problem}` };
  const next = withSide(setup, c.side, withUnitCount(force, c.unit, n));
  const invalid = checkScenario(next.scenario, NAME_WORDS);
  return invalid ? { ok: false, error: invalid } : { ok: true, setup: next };
}

/**
 * One-click variations of the current setup: each unit type present one more and one fewer, the best leader
 * a side could add, then the player's own changes (`extra`: +2, −3, a unit type not yet there). Variations the
 * rules forbid are left out; each runs at WHAT_IF_TRIALS with the same seed.
 */
export function whatIfVariations(
  setup: Setup,
  trials = WHAT_IF_TRIALS,
  extra: readonly UnitChange[] = [],
): WhatIf {
  const variations: Variation[] = [];
  const add = (id: string, side: SideKey, label: string, next: Setup) => {
    if (checkScenario(next.scenario) !== null) return;
    const job = runJob(withTrials(next, trials), true);
    // (a change the list already holds, such as a player's +1 of a unit present, is listed once)
    if (variations.some((v) => v.id === id || v.job.key === job.key)) return;
    variations.push({ id, side, label, setup: next, job });
  };
  const change = (c: UnitChange, id: string) => {
    const next = applyChange(setup, c);
    if (next.ok)
      add(
        id,
        c.side,
        `${factionName(setup.scenario[c.side].faction)} (${c.side}): ${changeLabel(c)}`,
        next.setup,
      );
  };
  for (const side of ["attacker", "defender"] as const) {
    const force = setup.scenario[side];
    const who = `${factionName(force.faction)} (${side})`;
    for (const unit of UNIT_IDS) {
      if ((force.units[unit] ?? 0) === 0) continue;
      change({ side, unit, delta: 1 }, `${side}+${unit}`);
      change({ side, unit, delta: -1 }, `${side}-${unit}`);
    }
    const leader = setup.scenario.tactics.mode === "none" ? null : bestLeaderToAdd(setup, side);
    if (leader) {
      const l = leaderDef(leader);
      const next = withSide(setup, side, { ...force, leaders: [...force.leaders, leader] });
      add(`${side}+${leader}`, side, `${who}: add ${l.name} (space ${l.space}, ground ${l.ground})`, next);
    }
  }
  for (const c of extra) change(c, `${c.side}${c.delta > 0 ? "+" : ""}${c.delta}:${c.unit}`);
  return { trials: Math.min(setup.trials, trials), variations };
}
