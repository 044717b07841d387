import type { Scenario } from "@/lib/scenario/types";
import type { Battle } from "../core/battle";
import { compileBattleWith } from "../core/compile-battle";
import type { RuleMode } from "../core/rule-mode";
import { BASE_MODE } from "./base/base-mode";
import { CINEMATIC_MODE } from "./cinematic/cinematic-mode";
import { DICE_ONLY_MODE } from "./dice-only/dice-only-mode";

/** The rule modes, by the scenario's `tactics`. */
export const RULE_MODES = {
  base: BASE_MODE,
  none: DICE_ONLY_MODE,
  cinematic: CINEMATIC_MODE,
} as const satisfies Record<string, RuleMode>;

export function ruleModeFor(scenario: Scenario): RuleMode {
  return RULE_MODES[scenario.tactics.mode];
}

/** Compiles a scenario for the engine, under the rule mode it asks for. */
export function compileBattle(scenario: Scenario): Battle {
  return compileBattleWith(scenario, ruleModeFor(scenario));
}
