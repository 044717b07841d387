import type { Scenario } from "@/lib/scenario/types";
import type { FacesByColour } from "@/lib/scenario/in-progress";
import { ATTACKER, BITS_PER_FACE, DEFENDER, GROUND, SPACE } from "./codes";

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
  /**
   * Cinematic: `stepRolled` has rolled but not yet rerolled nor placed (the step's `pending`): its roll packed as
   * BattleState.rollRed/Black/Green are, and the dice to reroll likewise (`rerollChosen` 0: its leader's policy).
   */
  readonly pending: boolean;
  readonly pendingRoll: Int32Array;
  readonly pendingReroll: Int32Array;
  readonly rerollChosen: boolean;
}

export const COMBAT_START: StartPosition = {
  round: 1,
  retreated: new Uint8Array(2),
  noEscape: new Uint8Array(2),
  stepTheater: -1,
  stepRolled: -1,
  pending: false,
  pendingRoll: new Int32Array(3),
  pendingReroll: new Int32Array(3),
  rerollChosen: false,
};

const FACE_ORDER = ["blank", "hit", "direct", "special"] as const;

/** Faces per colour packed a byte per face (blank, hit, direct, special), as the engine keeps a roll. */
function packed(faces: FacesByColour | undefined): Int32Array {
  const out = new Int32Array(3);
  if (!faces) return out;
  (["red", "black", "green"] as const).forEach((c, i) => {
    FACE_ORDER.forEach((f, k) => (out[i]! += (faces[c][f] & 255) << (BITS_PER_FACE * k)));
  });
  return out;
}

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
    pending: p.step?.pending !== undefined,
    pendingRoll: packed(p.step?.pending?.roll),
    pendingReroll: packed(p.step?.pending?.reroll),
    rerollChosen: p.step?.pending?.reroll !== undefined,
  };
}
