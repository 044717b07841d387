import { parseScenario, RULEBOOK_EXAMPLE, type Scenario, type ScenarioInput } from "@/lib/scenario";
import { DEFAULT_SETUP, type Setup } from "@/lib/scenario/url-codec";

/** Parses a scenario or fails the test with the validator's message. */
export function scenario(input: ScenarioInput): Scenario {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
}

type Units = Record<string, number>;
export function battle(
  attacker: { faction: "empire" | "rebel"; units: Units; leaders?: string[] },
  defender: { faction: "empire" | "rebel"; units: Units; leaders?: string[] },
  extra: Partial<ScenarioInput> = {},
): Scenario {
  return scenario({ attacker, defender, tactics: "none", ...extra } as ScenarioInput);
}

/** Issue 22's battle: mid-game, the Empire attacks a Rebel system with a shield generator and Mon Mothma. */
export const ISSUE_22_BATTLE: ScenarioInput = {
  attacker: {
    faction: "empire",
    units: { "star-destroyer": 2, "tie-fighter": 4, "at-st": 3, stormtrooper: 4 },
    leaders: ["darth-vader"],
  },
  defender: {
    faction: "rebel",
    units: { "mon-calamari-cruiser": 1, "x-wing": 3, "y-wing": 2, "rebel-trooper": 4, "shield-generator": 1 },
    leaders: ["mon-mothma"],
  },
  tactics: "base",
};

/**
 * The default battle (the rulebook example, default trials and seed) with both sides playing for the win, as it was
 * before `auto` became a new battle's goal (docs/rules.md#auto): what the tests of the advice measure on.
 */
export const WIN_SETUP: Setup = { ...DEFAULT_SETUP, scenario: scenario(RULEBOOK_EXAMPLE) };
