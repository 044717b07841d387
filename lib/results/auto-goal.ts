import { unitDef, type Theater, type UnitId } from "@/lib/data";
import { CHUNK_SIZE, OUTCOMES, simulate, type SimulationResult, type TrialTrace } from "@/lib/engine";
import { goalChoiceOf, goalLabel, noContest, type Goal, type GoalChoice } from "@/lib/scenario/goals";
import type { Scenario, SideKey, SideSetup } from "@/lib/scenario/types";
import { factionNoun } from "@/lib/scenario/words";

/**
 * The `auto` goal (docs/rules.md#auto): the goal that fits the battle, resolved once per setup from the first
 * AUTO_TRIALS battles of its run (the same seed: the run's first chunk, whatever its size), so one setup resolves one
 * way in the page, the previews, the CLI and the API.
 */

/** The battles `auto` reads: the run's first chunk (all of them when the run has fewer). */
export const AUTO_TRIALS = CHUNK_SIZE;
/** The outright win is the goal when the side reaches it this often… */
export const AUTO_WIN_FLOOR = 0.05;
/** …else the theater it holds most often (of those the enemy fights in), when at least this often… */
export const AUTO_HOLD_FLOOR = 0.2;
/** …else keeping half its force. */
const FALLBACK: Goal = "keep-half";

const SIDES = ["attacker", "defender"] as const;
const THEATERS: readonly Theater[] = ["space", "ground"];
/** Each side's outcome code in a trace (the engine's OUTCOMES order). */
const WIN_CODE = [OUTCOMES.indexOf("attacker"), OUTCOMES.indexOf("defender")] as const;

/** How often a side reached what `auto` weighs, in those battles. */
export interface AutoCounts {
  readonly win: number;
  readonly space: number;
  readonly ground: number;
}

/** What `auto` reads of the first battles: their number, and each side's counts. */
export interface AutoShares {
  readonly trials: number;
  readonly attacker: AutoCounts;
  readonly defender: AutoCounts;
}

/** The shares from a run of the first battles (`autoShares`, or a run of at most AUTO_TRIALS). */
export function sharesOfResult(r: SimulationResult): AutoShares {
  const n = r.trials;
  const count = (p: number) => Math.round(p * n);
  const side = (s: SideKey): AutoCounts => ({
    win: count(r.outcomes[s].p),
    space: count(r.holds.space[s]),
    ground: count(r.holds.ground[s]),
  });
  return { trials: n, attacker: side("attacker"), defender: side("defender") };
}

/** The shares from a traced run's first AUTO_TRIALS trials (the page's main run); null until the trace holds them. */
export function sharesOfTrace(t: TrialTrace, runTrials: number): AutoShares | null {
  const n = Math.min(AUTO_TRIALS, runTrials);
  if (t.first !== 0 || t.trials < n) return null;
  const counts = SIDES.map(() => ({ win: 0, space: 0, ground: 0 }));
  for (let i = 0; i < n; i++) {
    const o = t.outcome[i]!;
    if (o === WIN_CODE[0]) counts[0]!.win++;
    else if (o === WIN_CODE[1]) counts[1]!.win++;
    // (holder codes: 0 the attacker alone, 1 the defender alone; space in bits 0-1, the ground in bits 2-3)
    const space = t.holds[i]! & 3;
    const ground = (t.holds[i]! >> 2) & 3;
    if (space < 2) counts[space]!.space++;
    if (ground < 2) counts[ground]!.ground++;
  }
  return { trials: n, attacker: counts[0]!, defender: counts[1]! };
}

/** The first battles of a setup's run, on this thread (the CLI, the API, the previews). */
export function autoShares(scenario: Scenario, seed: string, trials: number): AutoShares {
  return sharesOfResult(simulate(scenario, { seed, trials: Math.min(AUTO_TRIALS, trials) }));
}

/** What a side plays for: what it was set to (`requested`), the goal every answer reads, and why `auto` chose it. */
export interface PlayedGoal {
  readonly requested: GoalChoice;
  readonly goal: Goal;
  /** Why `auto` chose the goal ("the Rebels win outright under 1%"); null for a goal set by hand. */
  readonly why: string | null;
  /** `auto` before its first battles are known: `goal` is a stand-in (the win), and no answer should use it. */
  readonly pending: boolean;
  /** Why the goal cannot be fought for in this battle (goals.ts:noContest), or null. */
  readonly noContest: string | null;
}

const hasUnitsIn = (side: SideSetup, theater: Theater) =>
  Object.entries(side.units).some(([id, n]) => (n ?? 0) > 0 && unitDef(id as UnitId).theater === theater);

const under = (p: number) => (p < 0.01 ? "under 1%" : `under ${Math.round(AUTO_WIN_FLOOR * 100)}%`);
const percent = (p: number) => `${Math.round(p * 100)}%`;

/** `auto`'s goal for `side` and why, from the shares of the first battles. */
export function autoGoal(scenario: Scenario, side: SideKey, shares: AutoShares): { goal: Goal; why: string } {
  const own = scenario[side];
  const enemy = scenario[side === "attacker" ? "defender" : "attacker"];
  const counts = shares[side];
  const share = (k: keyof AutoCounts) => (shares.trials > 0 ? counts[k] / shares.trials : 0);
  const who = factionNoun(own.faction);
  const plural = own.faction === "rebel";
  const win = share("win");
  // (a bound, not the first battles' share: the page shows one number for a chance, the main run's)
  if (win >= AUTO_WIN_FLOOR)
    return {
      goal: "win",
      why: `${who} ${plural ? "win" : "wins"} outright in at least 1 battle in ${Math.round(1 / AUTO_WIN_FLOOR)}`,
    };
  const wins = `${who} ${plural ? "win" : "wins"} outright ${under(win)}`;
  // (only a theater both fight in at the start: one the enemy never entered has nothing to fight for)
  const fought = THEATERS.filter((t) => hasUnitsIn(own, t) && hasUnitsIn(enemy, t));
  const best = fought.reduce<Theater | null>(
    (top, t) => (top === null || share(t) > share(top) ? t : top),
    null,
  );
  if (best && share(best) >= AUTO_HOLD_FLOOR)
    return { goal: best === "space" ? "hold-space" : "hold-ground", why: wins };
  const floor = percent(AUTO_HOLD_FLOOR);
  return { goal: FALLBACK, why: `${wins} and hold${plural ? "" : "s"} no theater ${floor} of the time` };
}

/** What each side plays for in `scenario`, `auto` resolved from `shares` (null: its first battles not known yet). */
export function playedGoals(scenario: Scenario, shares: AutoShares | null): Record<SideKey, PlayedGoal> {
  const played = (side: SideKey): PlayedGoal => {
    const requested = goalChoiceOf(scenario[side]);
    const enemy = scenario[side === "attacker" ? "defender" : "attacker"];
    const resolved =
      requested !== "auto"
        ? { goal: requested, why: null }
        : shares
          ? autoGoal(scenario, side, shares)
          : { goal: "win" as const, why: null };
    return {
      requested,
      goal: resolved.goal,
      why: resolved.why,
      pending: requested === "auto" && shares === null,
      noContest: noContest(resolved.goal, enemy, scenario.deathStarPlans),
    };
  };
  return { attacker: played("attacker"), defender: played("defender") };
}

/** The scenario with each side's goal as played: what every answer reads (`auto` never reaches them). */
export function playedScenario(scenario: Scenario, played: Record<SideKey, PlayedGoal>): Scenario {
  const side = (key: SideKey) =>
    goalChoiceOf(scenario[key]) === played[key].goal
      ? scenario[key]
      : { ...scenario[key], goal: played[key].goal };
  const [attacker, defender] = [side("attacker"), side("defender")];
  return attacker === scenario.attacker && defender === scenario.defender
    ? scenario
    : { ...scenario, attacker, defender };
}

/** `next` (a setup made from the played one: a what-if's) with the goals as set in `from` (`auto` kept `auto`). */
export function withGoalsOf(next: Scenario, from: Scenario): Scenario {
  const side = (key: SideKey) => {
    const { goal: _goal, ...rest } = next[key];
    return from[key].goal === undefined ? rest : { ...rest, goal: from[key].goal };
  };
  return { ...next, attacker: side("attacker"), defender: side("defender") };
}

/** Whether a side of the battle plays for `auto` (then its first battles are needed). */
export function asksAuto(scenario: Scenario): boolean {
  return SIDES.some((s) => goalChoiceOf(scenario[s]) === "auto");
}

/** `scenario` with `auto` resolved on its first battles (run here when any side asks for `auto`). */
export function resolveScenario(
  scenario: Scenario,
  seed: string,
  trials: number,
): { scenario: Scenario; played: Record<SideKey, PlayedGoal> } {
  const played = playedGoals(scenario, asksAuto(scenario) ? autoShares(scenario, seed, trials) : null);
  return { scenario: playedScenario(scenario, played), played };
}

/** "Plays for: hold space (auto — the Rebels win outright under 1%)", "Plays for: win outright". */
export function playsForLine(p: PlayedGoal): string {
  const label = goalLabel(p.goal);
  const what = `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  if (p.requested !== "auto") return `Plays for: ${what}`;
  if (p.pending) return "Plays for: auto (deciding from the first battles…)";
  return `Plays for: ${what} (auto — ${p.why})`;
}
