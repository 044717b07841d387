import type { CardPlayPolicy, RetreatPolicy, TargetingPolicy } from "@/lib/scenario/types";
import {
  CARD_PLAY_FIRST_USEFUL,
  CARD_PLAY_NONE,
  CARD_PLAY_SMART,
  RETREAT_AFTER_ROUND,
  RETREAT_LOSING_UNITS,
  RETREAT_NEVER,
  RETREAT_OUTGUNNED,
  TARGET_BIGGEST,
  TARGET_MAX_KILLS,
  TARGET_PRIORITY,
  TARGET_THREAT,
} from "./codes";

// The one place where a side's policies, as the scenario declares them (lib/scenario/policies.ts), become the
// integer codes the engine compares (codes.ts). Keyed by the declared values, so a policy added to a declaration
// fails to compile here until it has a code. `compileBattleWith` writes them into the Battle.

/** Targeting policy → TARGET_*. */
export const TARGETING_CODE = {
  threat: TARGET_THREAT,
  "max-kills": TARGET_MAX_KILLS,
  "biggest-first": TARGET_BIGGEST,
  priority: TARGET_PRIORITY,
} as const satisfies Record<TargetingPolicy["policy"], number>;

/** Retreat policy → RETREAT_*, and its one parameter (the round, the dice ratio, the unit count; never: 0). */
export const RETREAT_CODE = {
  never: RETREAT_NEVER,
  "after-round": RETREAT_AFTER_ROUND,
  "when-outgunned": RETREAT_OUTGUNNED,
  "when-losing-units": RETREAT_LOSING_UNITS,
} as const satisfies Record<RetreatPolicy["policy"], number>;

export function retreatParam(r: RetreatPolicy): number {
  switch (r.policy) {
    case "never":
      return 0;
    case "after-round":
      return r.round;
    case "when-outgunned":
      return r.ratio;
    case "when-losing-units":
      return r.below;
  }
}

/** Card-play policy → CARD_PLAY_* (each mode reads what it plays: the base game plays `smart` or nothing). */
export const CARD_PLAY_CODE = {
  smart: CARD_PLAY_SMART,
  "first-useful": CARD_PLAY_FIRST_USEFUL,
  none: CARD_PLAY_NONE,
} as const satisfies Record<CardPlayPolicy, number>;
