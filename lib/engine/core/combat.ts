import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
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
  SPACE,
  STATUS_GONE,
  sideTheater,
} from "./codes";

import {
  OUTCOME_ATTACKER,
  OUTCOME_DEFENDER,
  OUTCOME_MUTUAL,
  OUTCOME_SPLIT,
  OUTCOME_STALEMATE,
  STALEMATE_ROUND_CAP,
  STALEMATE_STRUCTURAL,
  type CombatEnd,
} from "./outcomes";

/**
 * Called by `fightCombat` after each round (after the end-of-round checks) with the position in `s`: how the
 * runner keeps its per-round timeline (the tally's `recordRound`) without the core knowing of it.
 */
export type RoundObserver = (s: BattleState, round: number) => void;

/** Destroys every lethally damaged unit: the end of a battle step (docs/rules.md#one-attack). */
export function endBattleStep(s: BattleState): void {
  for (let j = 0; j < s.lethalGroupCount; j++) {
    const g = s.lethalGroups[j]!;
    const n = s.lethal[g]!;
    s.lethal[g] = 0;
    s.removeUnits(g, n, STATUS_GONE);
  }
  s.lethalGroupCount = 0;
}

/**
 * Death Star Plans (docs/rules.md#death-star-plans): after each space step with a Rebel fighter and a Death Star (or
 * the DSUC) present, the Rebels reveal the plans and roll 3 red dice, once a round; a direct hit destroys it. A failed
 * roll keeps the card for a later round. While a Shield Bunker stands the roll could not destroy it: not revealed.
 */
export function deathStarPlans(rng: RandomSource, b: Battle, s: BattleState): void {
  if (!plansPending(b, s) || bunkerUp(b, s)) return;
  s.plansRound = s.round;
  let direct = false;
  for (let d = 0; d < 3; d++) if (rollFace(rng, b, 0) === FACE_DIRECT) direct = true;
  s.diceRolled += 3;
  if (!direct) return;
  const role = countRole(b, s, b.empire, ROLE_DEATH_STAR) > 0 ? ROLE_DEATH_STAR : ROLE_DSUC;
  const k = sideTheater(b.empire, SPACE);
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    if (b.role[g] === role && s.removeStanding(g, 1, STATUS_GONE) > 0) return;
  }
}

/**
 * One battle step (docs/rules.md#a-round): the mode's start of the step, then each side's attack in the order the mode
 * says, then the destruction of lethal units if the mode destroys them at the end of a step.
 */
function battleStep(rng: RandomSource, b: Battle, s: BattleState, theater: number): void {
  const rules = s.rules;
  rules.beforeStep(rng, theater);
  // (a card may have ended the battle here: a retreat, or the last enemy unit destroyed)
  if (contested(b, s, theater)) {
    const first = rules.firstToAttack(theater);
    sideAttacks(rng, b, s, first, theater);
    sideAttacks(rng, b, s, 1 - first, theater);
  }
  if (b.mode.destroyAt === "step") endBattleStep(s);
}

/**
 * The rest of a battle step under way (docs/rules.md#in-progress): `rolled` has just attacked; the other side attacks
 * if it comes second, then the step ends as any does. The step's start (`beforeStep`) has happened.
 */
function finishStep(rng: RandomSource, b: Battle, s: BattleState, theater: number, rolled: number): void {
  if (theater === GROUND && structuresRoll(b, s, rolled)) s.rolledGround[rolled] = 1;
  // (Cinematic, after the dice: `rolled` has rolled and its attack goes on from its roll)
  if (b.start.pending) s.rules.attackPending?.(rng, rolled, theater);
  if (rolled === s.rules.firstToAttack(theater) && contested(b, s, theater))
    sideAttacks(rng, b, s, 1 - rolled, theater);
  if (b.mode.destroyAt === "step") endBattleStep(s);
}

/** One side's attack in a battle step, noting whether its structures rolled dice in the ground battle (the structure rule). */
function sideAttacks(rng: RandomSource, b: Battle, s: BattleState, side: number, theater: number): void {
  if (theater === GROUND && structuresRoll(b, s, side)) s.rolledGround[side] = 1;
  s.rules.attack(rng, side, theater);
}

/** Whether `side` has a structure with attack dice on the ground (a Golan Arms Turret): its dice are in the roll. */
function structuresRoll(b: Battle, s: BattleState, side: number): boolean {
  const k = sideTheater(side, GROUND);
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    if (b.structure[g] && s.live[g]! > 0 && b.red[g]! + b.black[g]! + b.green[g]! > 0) return true;
  }
  return false;
}

/**
 * Whether `side`'s retreat policy takes it out now (docs/rules.md#retreat): only while some theater is still contested
 * (a player does not leave a combat that is already decided), when the policy says so and the rules allow it.
 */
function policyRetreats(b: Battle, s: BattleState, side: number): boolean {
  if (b.retreatPolicy[side] === RETREAT_NEVER) return false;
  if (!contested(b, s, SPACE) && !contested(b, s, GROUND)) return false;
  return wantsRetreat(b, s, side) && canRetreat(b, s, side);
}

/**
 * Plays one whole combat from the scenario's start position and returns its outcome code: the rounds of the
 * rulebook (docs/rules.md#a-round: space battle, ground battle, retreats, end-of-round checks), with what the rule mode adds.
 * `s` is reset first; afterwards it holds the end position (statuses, damage, retreats). `onRound`, if given, is
 * told the position after each round.
 */
export function fightCombat(
  rng: RandomSource,
  b: Battle,
  s: BattleState,
  end: CombatEnd,
  onRound: RoundObserver | null = null,
): number {
  s.reset();
  end.stalemate = 0;
  const rules = s.rules;
  rules.openCombat(rng);
  const start = b.start;
  for (let round = start.round; ; round++) {
    s.round = round;
    s.rolledGround[0] = 0;
    s.rolledGround[1] = 0;
    // (the battle as it stands may start in a step under way: the steps before it were fought)
    const from = round === start.round ? start.stepTheater : -1;
    if (from === SPACE || (from < 0 && contested(b, s, SPACE))) {
      if (from === SPACE) finishStep(rng, b, s, SPACE, start.stepRolled);
      else battleStep(rng, b, s, SPACE);
      if (b.deathStarPlans) deathStarPlans(rng, b, s);
    }
    if (from === GROUND) finishStep(rng, b, s, GROUND, start.stepRolled);
    else if (contested(b, s, GROUND)) battleStep(rng, b, s, GROUND);
    if (b.mode.destroyAt === "round") endBattleStep(s);
    for (let side = 0; side < 2; side++) if (policyRetreats(b, s, side)) executeRetreat(b, s, side);
    endOfRoundChecks(b, s);
    rules.endRound(rng);
    if (onRound !== null) onRound(s, round);
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
