import { takeBackAssigned } from "../../core/assignment";
import type { Battle } from "../../core/battle";
import { topDamage, type BattleState } from "../../core/battle-state";
import { COLOUR_NONE, TARGET_MAX_KILLS, TARGET_THREAT, sideTheater } from "../../core/codes";
import { bunkerUp } from "../../core/pick-target";
import { assignCardDamage, assignDamage, cardDamageKills } from "../../core/targeting";
import type { BaseCards } from "./base-cards";

// The smart card policy's plan (card-play.ts): the attack's damage assigned as it stands, worked out only when a
// decision needs it and kept as the attack's assignment unless a card changes it.

/** The dice changed (a reroll): the plan assigned so far is taken back. */
export function invalidatePlan(b: Battle, s: BattleState, cards: BaseCards): void {
  if (!cards.planValid) return;
  takeBackAssigned(b, s);
  cards.planValid = false;
}

/** A damage card just played: its damage goes on top of the kept plan (or into the full assignment later). */
export function addToPlan(
  b: Battle,
  s: BattleState,
  cards: BaseCards,
  side: number,
  theater: number,
  lump: number,
  singles: number,
  onslaughts: number,
): void {
  if (!cards.planValid) return;
  assignCardDamage(b, s, side, theater, lump, singles, onslaughts);
  cards.planShort = -1;
}

/** Assigns the attack's damage as it stands (the plan), unless it already is. */
function ensurePlan(b: Battle, s: BattleState, cards: BaseCards, side: number, theater: number): void {
  if (cards.planValid) return;
  assignDamage(b, s, side, theater, cards.added);
  cards.planValid = true;
  cards.planShort = -1;
}

/**
 * Whether card damage (`amount` on one unit, or onslaught's two points) destroys a unit the plan does not: where the
 * side's targeting policy would put it. The policies that prefer a unit the damage destroys put it on the unit
 * closest to destruction, so the plan's `minShort` tells at once.
 */
export function damageKills(
  b: Battle,
  s: BattleState,
  cards: BaseCards,
  side: number,
  theater: number,
  amount: number,
  onslaught: boolean,
): boolean {
  const policy = b.targeting[side];
  if (policy === TARGET_THREAT || policy === TARGET_MAX_KILLS)
    return minShort(b, s, cards, side, theater) <= amount;
  ensurePlan(b, s, cards, side, theater);
  return cardDamageKills(b, s, side, theater, amount, onslaught);
}

/** The plan's least extra damage that would destroy one more enemy unit (worked out once per plan change). */
function minShort(b: Battle, s: BattleState, cards: BaseCards, side: number, theater: number): number {
  ensurePlan(b, s, cards, side, theater);
  if (cards.planShort < 0) cards.planShort = planMinShort(b, s, side, theater);
  return cards.planShort;
}

/** Enemy units the plan destroys. */
export function plannedKills(
  b: Battle,
  s: BattleState,
  cards: BaseCards,
  side: number,
  theater: number,
): number {
  ensurePlan(b, s, cards, side, theater);
  return s.attackKills;
}

/**
 * The least extra damage that would destroy one more enemy unit, given the damage now assigned (99: none): the
 * assigned damage is already on the units, so each group's most damaged unit that is not lethal tells.
 */
function planMinShort(b: Battle, s: BattleState, side: number, theater: number): number {
  const list = sideTheater(1 - side, theater) * 3 + COLOUR_NONE;
  const bunker = bunkerUp(b, s);
  let minShort = 99;
  for (let j = b.targetStart[list]!, end = b.targetStart[list + 1]!; j < end; j++) {
    const g = b.targetList[j]!;
    if (bunker && b.shielded[g]) continue;
    const m = s.mask[g]!;
    if (m !== 0) {
      const short = b.health[g]! - topDamage(m);
      if (short < minShort) minShort = short;
    }
  }
  return minShort;
}
