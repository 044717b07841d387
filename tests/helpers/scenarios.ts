import { parseScenario, RULEBOOK_EXAMPLE, type Scenario, type ScenarioInput } from "@/lib/scenario";
import { DEFAULT_SETUP, type Setup } from "@/lib/scenario/url-codec";
import { SULLUST } from "@/lib/scenario/presets";

/** Parses a scenario or fails the test with the validator's message. */
export function scenario(input: ScenarioInput): Scenario {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(r.error);
  return r.scenario;
}

type SideInput = ScenarioInput["attacker"];

/** Two sides fighting with dice alone (tactics "none" unless `extra` says otherwise). */
export function battle(
  attacker: SideInput,
  defender: SideInput,
  extra: Partial<ScenarioInput> = {},
): Scenario {
  return scenario({ attacker, defender, tactics: "none", ...extra } as ScenarioInput);
}

/**
 * Sullust, the answers' example battle (docs/answer-first.md#one-rounding-per-chance): mid-game, the Empire
 * attacks a Rebel system with a shield generator and Mon Mothma.
 */
export const SULLUST_BATTLE: ScenarioInput = SULLUST;

/**
 * The default battle (the rulebook example, default trials and seed) with both sides playing for the win, as it was
 * before `auto` became a new battle's goal (docs/rules.md#auto): what the tests of the advice measure on.
 */
export const WIN_SETUP: Setup = { ...DEFAULT_SETUP, scenario: scenario(RULEBOOK_EXAMPLE) };

const HOPELESS: ScenarioInput = {
  attacker: { faction: "empire", units: { "star-destroyer": 4, "tie-fighter": 6 }, leaders: ["darth-vader"] },
  defender: { faction: "rebel", units: { "mon-calamari-cruiser": 1, "x-wing": 2 }, leaders: ["mon-mothma"] },
  tactics: "none",
};

/**
 * A hopeless defence in space: four Star Destroyers, six TIEs and Vader against a Mon Calamari cruiser, two X-wings
 * and Mon Mothma, the defender playing for `goal` when one is given. The retreat advice's known answer: run after
 * round 1.
 */
export function hopelessDefence(goal?: "keep-half"): ScenarioInput {
  return goal ? { ...HOPELESS, defender: { ...HOPELESS.defender, goal } } : HOPELESS;
}

/**
 * Three X-wings and Luke against a Death Star and a TIE, played for the Death Star's destruction without the Plans:
 * a goal with nothing to fight for (docs/rules.md#no-contest).
 */
export function deathStarWithoutPlans(tactics: "none" | "cinematic"): ScenarioInput {
  return {
    attacker: {
      faction: "rebel",
      units: { "x-wing": 3 },
      leaders: ["luke-skywalker"],
      goal: "destroy-death-star",
    },
    defender: { faction: "empire", units: { "death-star": 1, "tie-fighter": 1 } },
    tactics,
  };
}

/** The Empire's side of a battle input: its units and leaders, everything else at its default. */
export const empire = (units: SideInput["units"], leaders: string[] = []): SideInput => ({
  faction: "empire",
  units,
  leaders,
});

/** The Rebels' side of a battle input: their units and leaders, everything else at its default. */
export const rebels = (units: SideInput["units"], leaders: string[] = []): SideInput => ({
  faction: "rebel",
  units,
  leaders,
});
