import { parseScenario, type Scenario, type ScenarioInput } from "@/lib/scenario";

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
