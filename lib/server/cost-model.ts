import type { Scenario, TacticsMode } from "@/lib/scenario/types";
import { expectedRounds } from "./expected-rounds";

export { expectedRounds };

/**
 * What a trial of a battle costs, estimated before running it (docs/server.md#cost-before-admission): each theater lasts about as many
 * rounds as the weaker side's health over the other's expected hits per round (dice capped as the rules cap
 * them, docs/rules.md#one-attack), at most the round cap; a round costs a fixed part plus a part per unit type. The
 * coefficients were fitted on measured battles (`npx tsx scripts/fit-cost-model.ts`: presets and random
 * battles, one core, Node 20); tests/server/cost-model.test.ts checks the model against fresh measurements.
 */
export const COST_MODEL = {
  /** Microseconds per trial whatever the battle (setup, tally), by tactics mode. */
  perTrialUs: { none: 0.2, base: 0.5, cinematic: 1 },
  /** Microseconds per round, and per unit type in the battle per round, by tactics mode. */
  perRoundUs: { none: 0.3, base: 0.9, cinematic: 0.3 },
  perTypeRoundUs: { none: 0.017, base: 0.08, cinematic: 0.19 },
} as const satisfies Record<string, Record<TacticsMode["mode"], number>>;

/** Unit types in the battle, both sides (the engine keeps units by type, so a round costs per type). */
export function unitTypes(scenario: Scenario): number {
  return Object.keys(scenario.attacker.units).length + Object.keys(scenario.defender.units).length;
}

/** Estimated microseconds per trial of `scenario` on one idle core. */
export function modelCostUs(scenario: Scenario): number {
  const rounds = expectedRounds(scenario);
  const t = scenario.tactics.mode;
  const perRound = COST_MODEL.perRoundUs[t] + COST_MODEL.perTypeRoundUs[t] * unitTypes(scenario);
  return COST_MODEL.perTrialUs[t] + rounds * perRound;
}
