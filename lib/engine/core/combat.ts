import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import { resolveAttack } from "./attack";
import { drawCards } from "./deck";
import { rollFace } from "./dice-pool";
import { contested, countRole, inSystem } from "./presence";
import { canRetreat, executeRetreat, wantsRetreat } from "./retreat";
import type { RandomSource } from "./rng";
import { endOfRoundChecks } from "./round-end";
import { plansPending, structuralStalemate } from "./stalemate";
import { bunkerUp } from "./pick-target";
import {
  ATTACKER,
  DEFENDER,
  FACE_DIRECT,
  GROUND,
  RETREAT_NEVER,
  ROLE_DEATH_STAR,
  ROLE_DSUC,
  ROLE_SHIELD_GENERATOR,
  SPACE,
  STATUS_GONE,
  st,
} from "./codes";

export const OUTCOME_ATTACKER = 0;
export const OUTCOME_DEFENDER = 1;
export const OUTCOME_MUTUAL = 2;
export const OUTCOME_SPLIT = 3;
export const OUTCOME_STALEMATE = 4;
export const OUTCOMES = ["attacker", "defender", "mutual", "split", "stalemate"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Why a stalemate was called: 1 no one can damage anyone, 2 the round cap. */
export const STALEMATE_STRUCTURAL = 1;
export const STALEMATE_ROUND_CAP = 2;

/** Destroys every lethally damaged unit: the end of a battle step (rules 4.3.5). */
export function endBattleStep(s: BattleState): void {
  for (let j = 0; j < s.lethalGroupCount; j++) {
    const g = s.lethalGroups[j]!;
    const n = s.lethal[g]!;
    s.lethal[g] = 0;
    s.removeUnits(g, n, STATUS_GONE);
  }
  s.lethalGroupCount = 0;
}

/** Death Star Plans (RULES.md §4.6): after a space step with a Rebel fighter present, 3 red dice once; a direct hit destroys a Death Star. */
export function deathStarPlans(rng: RandomSource, b: Battle, s: BattleState): void {
  if (!plansPending(b, s) || bunkerUp(b, s)) return;
  s.plansUsed = true;
  let direct = false;
  for (let d = 0; d < 3; d++) if (rollFace(rng, b, 0) === FACE_DIRECT) direct = true;
  s.diceRolled += 3;
  if (!direct) return;
  const role = countRole(b, s, b.empire, ROLE_DEATH_STAR) > 0 ? ROLE_DEATH_STAR : ROLE_DSUC;
  const k = st(b.empire, SPACE);
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    if (b.role[g] === role && s.removeStanding(g, 1, STATUS_GONE) > 0) return;
  }
}

/** Start of combat (rules 4.1): each side draws its best leader's tactic value, for contested theaters only. */
export function drawOpeningHands(rng: RandomSource, b: Battle, s: BattleState): void {
  for (let t = 0; t < 2; t++) {
    if (!contested(b, s, t)) continue;
    for (let side = 0; side < 2; side++) drawCards(rng, s, side, t, b.tacticValue[st(side, t)]!);
  }
}

/** Result of the last `fightCombat`: rounds fought and, for a stalemate, why. */
export interface CombatEnd {
  rounds: number;
  stalemate: number;
}

/**
 * Plays one whole combat from the scenario's start position and returns its outcome code.
 * `s` is reset first; afterwards it holds the end position (statuses, damage, retreats).
 */
export function fightCombat(rng: RandomSource, b: Battle, s: BattleState, end: CombatEnd): number {
  s.reset();
  end.stalemate = 0;
  if (b.tactics) drawOpeningHands(rng, b, s);
  for (let round = 1; ; round++) {
    s.round = round;
    if (contested(b, s, SPACE)) {
      resolveAttack(rng, b, s, ATTACKER, SPACE);
      resolveAttack(rng, b, s, DEFENDER, SPACE);
      endBattleStep(s);
      if (b.deathStarPlans) deathStarPlans(rng, b, s);
    }
    if (contested(b, s, GROUND)) {
      if (b.tactics) drawCards(rng, s, b.rebel, GROUND, countRole(b, s, b.rebel, ROLE_SHIELD_GENERATOR));
      resolveAttack(rng, b, s, ATTACKER, GROUND);
      resolveAttack(rng, b, s, DEFENDER, GROUND);
      endBattleStep(s);
    }
    for (let side = 0; side < 2; side++) {
      if (b.retreatPolicy[side] !== RETREAT_NEVER && wantsRetreat(b, s, side) && canRetreat(b, s, side))
        executeRetreat(b, s, side);
    }
    endOfRoundChecks(b, s);
    end.rounds = round;
    if (!contested(b, s, SPACE) && !contested(b, s, GROUND)) break;
    // (structural first: one found in the last round is no less structural)
    if (structuralStalemate(b, s)) {
      end.stalemate = STALEMATE_STRUCTURAL;
      break;
    }
    if (round >= b.roundCap) {
      end.stalemate = STALEMATE_ROUND_CAP;
      break;
    }
  }
  const attacker = inSystem(b, s, ATTACKER);
  const defender = inSystem(b, s, DEFENDER);
  if (attacker && defender) return end.stalemate ? OUTCOME_STALEMATE : OUTCOME_SPLIT;
  if (attacker) return OUTCOME_ATTACKER;
  if (defender) return OUTCOME_DEFENDER;
  return OUTCOME_MUTUAL;
}
