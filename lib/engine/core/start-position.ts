import type { Scenario } from "@/lib/scenario/types";
import { ATTACKER, DEFENDER, GROUND, SPACE } from "./codes";

/**
 * Where a combat starts (docs/rules.md#in-progress): the round about to be fought, each side's retreat already
 * used or stopped for that round, and a battle step under way. Compiled from the scenario's `inProgress`; its
 * absence is the start of a combat (round 1, nothing used), which plays exactly as before.
 */
export interface StartPosition {
  /** The round about to be fought (or being fought, with a step under way). */
  readonly round: number;
  /** Per side, 1: it has already retreated in this combat. */
  readonly retreated: Uint8Array;
  /** Per side, 1: a No Escape stops it retreating in the first round played. */
  readonly noEscape: Uint8Array;
  /** The theater of the step under way (SPACE, GROUND), −1: none (the round starts with its first step). */
  readonly stepTheater: number;
  /** The side that has just attacked in that step (−1: none). */
  readonly stepRolled: number;
}

export const COMBAT_START: StartPosition = {
  round: 1,
  retreated: new Uint8Array(2),
  noEscape: new Uint8Array(2),
  stepTheater: -1,
  stepRolled: -1,
};

export function startPosition(scenario: Scenario): StartPosition {
  const p = scenario.inProgress;
  if (!p) return COMBAT_START;
  const { attacker, defender } = p;
  const flag = (f: (side: typeof attacker) => boolean) =>
    Uint8Array.of(f(attacker) ? 1 : 0, f(defender) ? 1 : 0);
  return {
    round: p.round,
    retreated: flag((s) => s.retreated),
    noEscape: flag((s) => s.noEscape),
    stepTheater: p.step ? (p.step.theater === "space" ? SPACE : GROUND) : -1,
    stepRolled: p.step ? (p.step.rolled === "attacker" ? ATTACKER : DEFENDER) : -1,
  };
}
