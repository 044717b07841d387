import type { CinematicEffect } from "@/lib/data";
import { TYPE_COUNT, typeIndex } from "../../core/battle";
import { COLOUR_BLACK, GROUND, ROLE_COUNT, ROLE_SHIELD_GENERATOR, st } from "../../core/codes";
import { canRetreat, executeRetreat } from "../../core/retreat";
import { threatKey } from "../../core/threat";
import {
  dealSplit,
  damageList,
  destroyOne,
  destroyTargets,
  fighters,
  hitNow,
  ontoTargets,
  pickOne,
} from "./card-targets";
import {
  CARDS_PER_DECK,
  EVENT_CAPTURE,
  EVENT_MARK,
  EVENT_RESCUE,
  PREVENT_BLACK,
  PREVENT_DIRECT,
  PREVENT_RED,
  PREVENT_SPECIAL,
} from "./cinematic-codes";
import type { CinematicRules } from "./cinematic-rules";
import { statBase } from "./cinematic-state";

/**
 * Resolves `side`'s chosen card of this step (RULES.md §5): its top ability (`ability` 1), its bottom ability (0),
 * or neither (−1), unless the opponent cancelled it; then the card is used. `canCancel`: false for a card played
 * through "play 1 additional card", which cannot cancel or be cancelled.
 */
export function resolveCard(
  r: CinematicRules,
  side: number,
  theater: number,
  i: number,
  ability: number,
  canCancel: boolean,
): void {
  const cs = r.cs;
  const k = st(side, theater);
  const card = r.cards[k]![i]!;
  const cancelled = canCancel && cs.cancelled[side] === 1;
  const base = statBase(side);
  cs.stats[base + card.index]!++;
  const effects = cancelled || ability < 0 ? null : ability === 1 ? card.top : card.bottom;
  if (ability === 1 && !cancelled) cs.stats[base + 2 * CARDS_PER_DECK + card.index]!++;
  cs.useCard(k, i, ability === 1 && !cancelled && card.def.removedWhenTopUsed === true);
  if (!effects) return;
  let extra = false;
  for (let e = 0; e < effects.length; e++) {
    const effect = effects[e]!;
    if (effect.kind === "extra-card") extra = true;
    else applyEffect(r, side, theater, effect, canCancel);
  }
  if (!extra) return;
  // "You may play 1 additional card": chosen now, from what is left in hand; it cannot cancel or be cancelled.
  const choice = r.choose(side, theater, false);
  if (choice >= 0) resolveCard(r, side, theater, choice >> 2, (choice & 3) - 1, false);
}

function applyEffect(
  r: CinematicRules,
  side: number,
  theater: number,
  e: CinematicEffect,
  canCancel: boolean,
): void {
  const { b, s, cs } = r;
  const enemy = 1 - side;
  const round = s.round;
  switch (e.kind) {
    case "deal": {
      if (e.if === "more-fighters" && fighters(b, s, side) <= fighters(b, s, enemy)) return;
      if (e.if === "no-shield-generator" && s.roleCount[b.rebel * ROLE_COUNT + ROLE_SHIELD_GENERATOR]! > 0)
        return;
      if (e.onto) {
        const g = pickOne(b, s, side, theater, e.amount, ontoTargets(r.targets, e.onto));
        if (g >= 0) hitNow(b, s, g, e.amount);
        cs.lastTarget = g;
        return;
      }
      threatKey(b, s, side, theater);
      cs.lastTarget = dealSplit(b, s, side, damageList(side, theater, e.colour), e.amount);
      return;
    }
    case "destroy": {
      // (Intercept is a space card that destroys a ground unit: destroy effects name ground units)
      const g = pickOne(b, s, side, GROUND, 99, destroyTargets(r.targets, e.what));
      if (g >= 0) destroyOne(s, g);
      return;
    }
    case "prevent": {
      const p = st(enemy, theater) * 4;
      cs.prevent[p + PREVENT_RED]! += e.red;
      cs.prevent[p + PREVENT_BLACK]! += e.black;
      cs.prevent[p + PREVENT_SPECIAL]! += e.special ?? 0;
      cs.prevent[p + PREVENT_DIRECT]! += e.direct ?? 0;
      return;
    }
    case "gain":
      gain(r, side, e.unit);
      return;
    case "cancel":
      if (canCancel && cs.chosen[enemy]! >= 0) cs.cancelled[enemy] = 1;
      return;
    case "lock-next-round":
      cs.lockedRound[st(enemy, theater)] = round + 1;
      return;
    case "attack-after":
      cs.first[theater] = enemy;
      return;
    case "no-repair":
      if (e.onlyTarget) {
        if (cs.lastTarget >= 0) cs.noRepairGroupRound[cs.lastTarget] = round;
      } else cs.noRepairRound[st(enemy, theater)] = round;
      return;
    case "remove-after":
      cs.removeAfter[st(side, theater)]! += e.amount;
      cs.removeExcept[st(side, theater)] = e.except ? typeIndex(e.except) : -1;
      return;
    case "move-onto": {
      const g = b.groupOfType[side * TYPE_COUNT + typeIndex(e.onto)]!;
      if (g < 0 || s.mask[g] === 0) return;
      cs.moveOnto[st(side, theater)]! += e.amount;
      cs.moveOntoGroup[st(side, theater)] = g;
      return;
    }
    case "escape":
      // "You may retreat immediately; if you do, cancel the Imperial tactic card."
      if (!canRetreat(b, s, side)) return;
      executeRetreat(b, s, side);
      if (canCancel && cs.chosen[enemy]! >= 0) cs.cancelled[enemy] = 1;
      return;
    case "event":
      cs.eventRound[
        e.event === "capture-leader" ? EVENT_CAPTURE : e.event === "rescue-leader" ? EVENT_RESCUE : EVENT_MARK
      ] = round;
      return;
    case "extra-card":
      return;
  }
}

/**
 * A unit joins `side` (Reinforcements: a TIE Fighter; Deployment: a triangle-tier ground unit), within the units
 * that may join (`RuleMode.joiners`: the component limit). Deployment brings the ground unit that rolls better
 * against the enemy's ground units: a Rebel Trooper's black die while the enemy has black-health units to hit, else a
 * Rebel Vanguard's green die (direct hits only).
 */
function gain(r: CinematicRules, side: number, unit: "tie-fighter" | "triangle-ground"): void {
  const { b, s } = r;
  const group = (id: Parameters<typeof typeIndex>[0]) => b.groupOfType[side * TYPE_COUNT + typeIndex(id)]!;
  const room = (g: number) => g >= 0 && s.gained[g]! < b.maxUnits[g]! - b.groupSize[g]!;
  if (unit === "tie-fighter") {
    const g = group("tie-fighter");
    if (room(g)) s.addUnits(g, 1);
    return;
  }
  const blackTargets = s.colourCount[st(1 - side, GROUND) * 3 + COLOUR_BLACK]! > 0;
  const trooper = group("rebel-trooper");
  const vanguard = group("rebel-vanguard");
  const order = blackTargets ? [trooper, vanguard] : [vanguard, trooper];
  for (const g of order) {
    if (!room(g)) continue;
    s.addUnits(g, 1);
    return;
  }
}
