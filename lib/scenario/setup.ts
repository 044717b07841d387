import { RULEBOOK_EXAMPLE } from "./presets";
import { DEFAULT_SEED, DEFAULT_TRIALS, type Precision } from "./run-settings";
import type { Scenario } from "./types";
import { NEW_GOAL } from "./goals";
import { parseScenario } from "./validate-scenario";

/** What the page runs and the share link holds: a battle, and how many trials with which seed. */
export interface Setup {
  readonly scenario: Scenario;
  /** With a precision, the most trials the run may use. */
  readonly trials: number;
  readonly seed: string;
  /** Stop once every headline chance is within ± this many points (run-settings.ts); absent: fixed trials. */
  readonly precision?: Precision;
}

function parseDefault(): Scenario {
  const parsed = parseScenario(RULEBOOK_EXAMPLE);
  if (!parsed.ok) throw new Error(`the default battle is invalid: ${parsed.error}`);
  return newBattle(parsed.scenario);
}

/** A battle the page starts (the default one, a preset): each side without a goal plays for `auto`. */
export function newBattle(scenario: Scenario): Scenario {
  const side = (s: Scenario["attacker"]) => (s.goal === undefined ? { ...s, goal: NEW_GOAL } : s);
  return { ...scenario, attacker: side(scenario.attacker), defender: side(scenario.defender) };
}

/** The battle the page opens with: the rulebook example at the default trials and seed. */
export const DEFAULT_SETUP: Setup = { scenario: parseDefault(), trials: DEFAULT_TRIALS, seed: DEFAULT_SEED };
