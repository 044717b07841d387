import { TYPE_COUNT, typeIndex } from "../../core/battle";
import { topDamage } from "../../core/battle-state";
import { COLOUR_BLACK, GROUND, ROLE_COUNT, ROLE_SHIELD_GENERATOR, sideTheater } from "../../core/codes";
import { canRetreat, executeRetreat } from "../../core/retreat";
import { threatKey } from "../../core/threat";
import type { Effect } from "./card-table";
import {
  dealSplit,
  destroyOne,
  destroyTargets,
  destroyTheater,
  fighters,
  hitNow,
  ontoTargets,
  pickOne,
} from "./card-targets";
import {
  CARDS_PER_DECK,
  EFFECT_ATTACK_AFTER,
  EFFECT_CANCEL,
  EFFECT_DEAL,
  EFFECT_DESTROY,
  EFFECT_ESCAPE,
  EFFECT_EVENT,
  EFFECT_EXTRA_CARD,
  EFFECT_GAIN,
  EFFECT_LOCK,
  EFFECT_MOVE_ONTO,
  EFFECT_NO_REPAIR,
  EFFECT_PREVENT,
  EFFECT_REMOVE_AFTER,
  IF_MORE_FIGHTERS,
  IF_NO_SHIELD_GENERATOR,
  ONTO_NONE,
  PREVENT_BLACK,
  PREVENT_DIRECT,
  PREVENT_RED,
  PREVENT_SPECIAL,
  WHAT_TIE_FIGHTER,
} from "./cinematic-codes";
import type { CinematicContext } from "./cinematic-context";
import { statBase } from "./cinematic-state";

/**
 * Resolves `side`'s chosen card of this step (docs/rules.md#cinematic-combat): its top ability (`ability` 1), its bottom ability (0),
 * or neither (−1), unless the opponent cancelled it; then the card is used. `canCancel`: false for a card played
 * through "play 1 additional card", which cannot cancel or be cancelled.
 */
export function resolveCard(
  r: CinematicContext,
  side: number,
  theater: number,
  i: number,
  ability: number,
  canCancel: boolean,
): void {
  const cs = r.cs;
  const k = sideTheater(side, theater);
  const card = r.cards[k]![i]!;
  const cancelled = canCancel && cs.cancelled[side] === 1;
  const base = statBase(side);
  cs.stats[base + card.index]!++;
  const effects = cancelled || ability < 0 ? null : ability === 1 ? card.top : card.bottom;
  if (ability === 1 && !cancelled) cs.stats[base + 2 * CARDS_PER_DECK + card.index]!++;
  // (Confrontation leaves the game only once its top takes effect: CinematicRules.endRound)
  cs.useCard(k, i, false);
  if (!effects) return;
  let extra = false;
  for (let e = 0; e < effects.length; e++) {
    const effect = effects[e]!;
    if (effect.kind === EFFECT_EXTRA_CARD) extra = true;
    else applyEffect(r, side, theater, effect, canCancel);
  }
  if (!extra) return;
  // "You may play 1 additional card": chosen now, from what is left in hand; it cannot cancel or be cancelled.
  const choice = r.choose(side, theater, false);
  if (choice >= 0) resolveCard(r, side, theater, choice >> 2, (choice & 3) - 1, false);
}

function applyEffect(
  r: CinematicContext,
  side: number,
  theater: number,
  e: Effect,
  canCancel: boolean,
): void {
  const { b, s, cs } = r;
  const enemy = 1 - side;
  const round = s.round;
  // (what the card choice values can change: the units, who attacks first; prevention and the rest leave them)
  if (e.kind === EFFECT_DEAL || e.kind === EFFECT_DESTROY || e.kind === EFFECT_GAIN) cs.stepChanged = 1;
  else if (e.kind === EFFECT_ESCAPE || e.kind === EFFECT_ATTACK_AFTER) cs.stepChanged = 1;
  switch (e.kind) {
    case EFFECT_DEAL: {
      if (e.cond === IF_MORE_FIGHTERS && fighters(b, s, side) <= fighters(b, s, enemy)) return;
      if (e.cond === IF_NO_SHIELD_GENERATOR && s.roleCount[b.rebel * ROLE_COUNT + ROLE_SHIELD_GENERATOR]! > 0)
        return;
      threatKey(b, s, side, theater);
      if (e.onto !== ONTO_NONE) {
        const g = pickOne(b, s, side, theater, e.amount, ontoTargets(r.targets, e.onto));
        // (the target for Ion Blast's "which cannot remove damage": none once destroyed)
        const destroyed = g >= 0 && topDamage(s.mask[g]!) + e.amount >= b.health[g]!;
        if (g >= 0) hitNow(b, s, g, e.amount);
        cs.lastTarget = destroyed ? -1 : g;
        return;
      }
      cs.lastTarget = dealSplit(b, s, side, sideTheater(enemy, theater) * 3 + e.colour, e.amount);
      return;
    }
    case EFFECT_DESTROY: {
      const where = destroyTheater(e.what);
      threatKey(b, s, side, where);
      const g = pickOne(b, s, side, where, 99, destroyTargets(r.targets, e.what));
      if (g >= 0) destroyOne(s, g);
      return;
    }
    case EFFECT_PREVENT: {
      const p = sideTheater(enemy, theater) * 4;
      cs.prevent[p + PREVENT_RED]! += e.red;
      cs.prevent[p + PREVENT_BLACK]! += e.black;
      cs.prevent[p + PREVENT_SPECIAL]! += e.special;
      cs.prevent[p + PREVENT_DIRECT]! += e.direct;
      return;
    }
    case EFFECT_GAIN:
      gain(r, side, e.what);
      return;
    case EFFECT_CANCEL:
      if (canCancel && cs.chosen[enemy]! >= 0) cs.cancelled[enemy] = 1;
      return;
    case EFFECT_LOCK:
      cs.lockedRound[sideTheater(enemy, theater)] = round + 1;
      return;
    case EFFECT_ATTACK_AFTER:
      cs.first[theater] = enemy;
      return;
    case EFFECT_NO_REPAIR:
      if (!e.onlyTarget) cs.noRepairRound[sideTheater(enemy, theater)] = round;
      else if (cs.lastTarget >= 0) cs.noRepairGroupRound[cs.lastTarget] = round;
      return;
    case EFFECT_REMOVE_AFTER:
      cs.removeAfter[sideTheater(side, theater)]! += e.amount;
      cs.removeExcept[sideTheater(side, theater)] = e.unit;
      return;
    case EFFECT_MOVE_ONTO: {
      const g = b.groupOfType[side * TYPE_COUNT + e.unit]!;
      if (g < 0 || s.mask[g] === 0) return;
      cs.moveOnto[sideTheater(side, theater)]! += e.amount;
      cs.moveOntoGroup[sideTheater(side, theater)] = g;
      return;
    }
    case EFFECT_ESCAPE:
      // "You may retreat immediately; if you do, cancel the Imperial tactic card."
      if (!canRetreat(b, s, side)) return;
      executeRetreat(b, s, side);
      if (canCancel && cs.chosen[enemy]! >= 0) cs.cancelled[enemy] = 1;
      return;
    case EFFECT_EVENT:
      cs.eventRound[e.what] = round;
      return;
  }
}

/**
 * A unit joins `side` (Reinforcements: a TIE Fighter; Deployment: a triangle-tier ground unit), within the units
 * that may join (`RuleMode.joiners`: the component limit). Deployment brings the ground unit that rolls better
 * against the enemy's ground units: a Rebel Trooper's black die while the enemy has black-health units to hit, else a
 * Rebel Vanguard's green die (direct hits only).
 */
function gain(r: CinematicContext, side: number, what: number): void {
  const { b, s } = r;
  const base = side * TYPE_COUNT;
  if (what === WHAT_TIE_FIGHTER) {
    const g = b.groupOfType[base + TIE_FIGHTER]!;
    if (hasRoom(r, g)) s.addUnits(g, 1);
    return;
  }
  const trooper = b.groupOfType[base + REBEL_TROOPER]!;
  const vanguard = b.groupOfType[base + REBEL_VANGUARD]!;
  const blackTargets = s.colourCount[sideTheater(1 - side, GROUND) * 3 + COLOUR_BLACK]! > 0;
  const first = blackTargets ? trooper : vanguard;
  const second = blackTargets ? vanguard : trooper;
  if (hasRoom(r, first)) s.addUnits(first, 1);
  else if (hasRoom(r, second)) s.addUnits(second, 1);
}

/** Group g exists and may take one more unit joining it (within `RuleMode.joiners`). */
function hasRoom(r: CinematicContext, g: number): boolean {
  return g >= 0 && r.s.gained[g]! < r.b.maxUnits[g]! - r.b.groupSize[g]!;
}

const TIE_FIGHTER = typeIndex("tie-fighter");
const REBEL_TROOPER = typeIndex("rebel-trooper");
const REBEL_VANGUARD = typeIndex("rebel-vanguard");
