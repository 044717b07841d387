import { UNITS, type UnitId } from "@/lib/data";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import { ForceEvaluator } from "./force-evaluator";
import { buildLattice, type Point } from "./lattice";
import type { Additions } from "./types";

/** The most units the planner tries to add to a pool that falls short (a dead end says so past this). */
export const MAX_ADDED = 8;
/** Trials each candidate addition is screened with (the one chosen is then confirmed at the plan's trials). */
export const ADD_SCREEN_TRIALS = 1600;

/** The side's whole force (its best leaders) and the planner's count of its goal over the first `trials`. */
function wholeChance(scenario: Scenario, side: SideKey, seed: string, trials: number, inSystem: boolean) {
  const lattice = buildLattice(scenario, side, { inSystem });
  const L = lattice.leaderOptions.length;
  let top = 0;
  for (let o = 0; o < L; o++) if (lattice.leaderLeq[top * L + o]) top = o;
  const whole: Point = { counts: [...lattice.max], leader: top };
  return new ForceEvaluator(scenario, side, lattice, seed).count(whole, trials).wins / trials;
}

/**
 * The units that could join a pool: the side's own mobile units (no structures, no Death Star) of the theaters in
 * play, base game ones and any Rise of the Empire type already in the pool, each up to its component limit.
 */
function candidates(scenario: Scenario, side: SideKey): UnitId[] {
  const own = scenario[side];
  const enemy = scenario[side === "attacker" ? "defender" : "attacker"];
  const theaters = new Set(
    [...Object.keys(own.units), ...Object.keys(enemy.units)].flatMap((id) => {
      const def = UNITS.find((u) => u.id === id);
      return def ? [def.theater] : [];
    }),
  );
  return UNITS.filter(
    (u) =>
      u.faction === own.faction &&
      !u.structure &&
      !u.id.startsWith("death-star") &&
      theaters.has(u.theater) &&
      (u.expansion === "base" || (own.units[u.id] ?? 0) > 0),
  ).map((u) => u.id);
}

/**
 * When the whole pool falls short of the target: the fewest units to add so that it reaches it, found greedily
 * (docs/planner.md#dead-end): each step adds the one unit (within its component limit) that raises the chance most,
 * screened at ADD_SCREEN_TRIALS on the plan's seed (common random numbers, so the candidates are told apart with
 * little noise); once a step's force is screened at or above the target it is confirmed at `trials`. Null when
 * MAX_ADDED units do not get there. Greedy, so "fewest" is the search's, not a proof.
 */
export function* fewestAdditions(
  scenario: Scenario,
  side: SideKey,
  target: number,
  trials: number,
  seed: string,
  inSystem: boolean,
): Generator<number, Additions | null> {
  const added: Partial<Record<UnitId, number>> = {};
  let current = scenario;
  const ids = candidates(scenario, side);
  for (let step = 1; step <= MAX_ADDED; step++) {
    let best: { scenario: Scenario; id: UnitId; p: number } | null = null;
    for (const id of ids) {
      const have = current[side].units[id] ?? 0;
      const limit = UNITS.find((u) => u.id === id)!.limit;
      if (have >= limit) continue;
      const next: Scenario = {
        ...current,
        [side]: { ...current[side], units: { ...current[side].units, [id]: have + 1 } },
      };
      const p = wholeChance(next, side, seed, ADD_SCREEN_TRIALS, inSystem);
      if (!best || p > best.p) best = { scenario: next, id, p };
    }
    yield step / MAX_ADDED;
    if (!best) return null;
    current = best.scenario;
    added[best.id] = (added[best.id] ?? 0) + 1;
    if (best.p >= target) {
      const p = wholeChance(current, side, seed, trials, inSystem);
      if (p >= target) return { units: added, p };
    }
  }
  return null;
}
