import { TYPE_COUNT } from "../../core/battle";
import { topDamage } from "../../core/battle-state";
import {
  ATTACKER,
  COLOUR_BLACK,
  COLOUR_NONE,
  COLOUR_RED,
  DAMAGE_LEVELS,
  GROUND,
  ROLE_COUNT,
  ROLE_SHIELD_GENERATOR,
  SPACE,
  sideTheater,
} from "../../core/codes";
import { cappedDice } from "../../core/dice-pool";
import { canRetreat, wantsRetreat } from "../../core/retreat";
import { threatKey } from "../../core/threat";
import type { Effect, PlayCard } from "./card-table";
import { destroyTargets, destroyTheater, fighters, ontoTargets, pickOne } from "./card-targets";
import {
  CARDS_PER_DECK,
  CHOICE_NONE,
  EFFECT_ATTACK_AFTER,
  EFFECT_DEAL,
  EFFECT_DESTROY,
  EFFECT_ESCAPE,
  EFFECT_EVENT,
  EFFECT_GAIN,
  EFFECT_MOVE_ONTO,
  EFFECT_NO_REPAIR,
  EFFECT_PREVENT,
  EFFECT_REMOVE_AFTER,
  EVENT_CAPTURE,
  EVENT_MARK,
  IF_MORE_FIGHTERS,
  IF_NO_SHIELD_GENERATOR,
  ONTO_NONE,
} from "./cinematic-codes";
import { ChoiceScratch, expected } from "./choice-scratch";
import type { CinematicContext } from "./cinematic-context";

// The values behind Cinematic Combat's card choice (card-choice.ts): before a battle step, every ability in each
// side's open hand is valued as the state is now, in points of damage, each point worth what the units it lands on
// are worth (a kill: the unit's threat to the other side, plus a half; a point short of a kill: a sixth of a kill per
// health point): damage and destruction by where the side's targeting policy puts them; prevention by the hits the
// opponent's dice are expected to show; responses by the damage expected. Cancels, locks and "play 1 additional
// card" are added by the choice itself, from these values.

/**
 * One pass over `owner`'s units in the theater, scored from the other side (score row `row`): the worth of a point
 * of damage to them (their kill value — threat to the enemy plus a half — over their health), whether they carry
 * damage (standing or lethal: the owner's specials would repair something), and, when `kills` (the other side
 * values its cards), the kills within reach of the other side's card damage (see ChoiceScratch.kill1).
 */
function scanUnits(r: CinematicContext, owner: number, theater: number, row: number, kills: boolean): void {
  const { b, s } = r;
  const c = r.choice;
  const at = (1 - owner) * 3;
  if (kills) {
    for (let l = 0; l < 3; l++) {
      c.kill1[at + l] = 0;
      c.kill1b[at + l] = 0;
      c.kill2[at + l] = 0;
      c.targets[at + l] = 0;
    }
  }
  const bunker = r.bunker();
  let worth = 0;
  let health = 0;
  let damaged = 0;
  const k = sideTheater(owner, theater);
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    const m = s.mask[g]!;
    const value = b.threat[row + g]! + 0.5;
    const n = s.live[g]!;
    if (n !== 0 && b.health[g] !== 0) {
      worth += n * value;
      health += n * b.health[g]!;
    }
    if (s.lethal[g]! > 0 || (m & ~1) !== 0) damaged = 1;
    const colour = b.colour[g]!;
    if (!kills || m === 0 || colour === COLOUR_NONE || (bunker && b.shielded[g])) continue;
    const top = topDamage(m);
    const need = b.health[g]! - top;
    const units = s.count[g * DAMAGE_LEVELS + top]!;
    // (in the list of any colour, and in the list of the unit's own)
    noteKill(c, at + COLOUR_NONE, need, value, units);
    noteKill(c, at + colour, need, value, units);
  }
  c.worth[owner] = health === 0 ? 0 : worth / health;
  c.damaged[owner] = damaged;
}

/** The rest of `side`'s valuation in a theater: the enemy's dice, and the damage they are expected to deal. */
function prepare(r: CinematicContext, side: number, theater: number): void {
  const { b, s } = r;
  const c = r.choice;
  const enemy = 1 - side;
  const dice = cappedDice(b, s, enemy, theater);
  c.dice[side] = dice;
  const mine = sideTheater(side, theater) * 3;
  const red = s.colourCount[mine + COLOUR_RED]! > 0;
  const black = s.colourCount[mine + COLOUR_BLACK]! > 0;
  const any = red || black ? 1 : 0;
  c.expectedHits[side] =
    (dice & 255) * (b.hitShare[0]! * (red ? 1 : 0) + b.directShare[0]! * any) +
    ((dice >>> 8) & 255) * (b.hitShare[1]! * (black ? 1 : 0) + b.directShare[1]! * any) +
    (dice >>> 16) * b.directShare[2]! * any;
}

/** A kill's worth to `side`: the enemy group's threat to it, plus a half. */
function killValue(r: CinematicContext, side: number, g: number): number {
  return r.b.threat[r.choice.base[side]! + g]! + 0.5;
}

function noteKill(c: ChoiceScratch, x: number, need: number, value: number, units: number): void {
  c.targets[x] = 1;
  if (need === 1) {
    if (value > c.kill1[x]!) {
      c.kill1b[x] = units > 1 ? value : c.kill1[x]!;
      c.kill1[x] = value;
    } else if (value > c.kill1b[x]!) c.kill1b[x] = value;
  } else if (need === 2 && value > c.kill2[x]!) c.kill2[x] = value;
}

/**
 * Split card damage of `amount` (1 or 2 on the cards that split) on the enemy units of health colour list `list`: the
 * kills it makes, or a point short of a kill worth a sixth of a point of the enemy's.
 */
function splitValue(r: CinematicContext, side: number, list: number, amount: number): number {
  const c = r.choice;
  const x = side * 3 + list;
  if (c.targets[x] === 0) return 0;
  const rest = c.worth[1 - side]! / 6;
  const one = c.kill1[x]! > 0 ? c.kill1[x]! : rest;
  if (amount === 1) return one;
  const twoKills = c.kill1b[x]! > 0 ? c.kill1[x]! + c.kill1b[x]! : one + rest;
  return Math.max(twoKills, c.kill2[x]! > 0 ? c.kill2[x]! : 2 * rest) + (amount - 2) * rest;
}

/** An effect's value to `side` now (cancels and locks: 0 here; `chooseCard` adds them from the enemy's best card). */
function effectValue(r: CinematicContext, side: number, theater: number, e: Effect): number {
  const { b, s } = r;
  const c = r.choice;
  const enemy = 1 - side;
  switch (e.kind) {
    case EFFECT_DEAL: {
      if (e.cond === IF_MORE_FIGHTERS && c.fighters[side]! <= c.fighters[enemy]!) return 0;
      if (e.cond === IF_NO_SHIELD_GENERATOR && s.roleCount[b.rebel * ROLE_COUNT + ROLE_SHIELD_GENERATOR]! > 0)
        return 0;
      if (e.onto !== ONTO_NONE) {
        s.scoreBase = c.base[side]!;
        const g = pickOne(b, s, side, theater, e.amount, ontoTargets(r.targets, e.onto));
        if (g < 0) return 0;
        const need = b.health[g]! - topDamage(s.mask[g]!);
        return need <= e.amount ? killValue(r, side, g) : (e.amount * c.worth[enemy]!) / 6;
      }
      return splitValue(r, side, e.colour, e.amount);
    }
    case EFFECT_DESTROY: {
      const where = destroyTheater(e.what);
      threatKey(b, s, side, where);
      const g = pickOne(b, s, side, where, 99, destroyTargets(r.targets, e.what));
      return g < 0 ? 0 : b.threat[s.scoreBase + g]! + 0.7;
    }
    case EFFECT_PREVENT: {
      const dice = c.dice[side]!;
      const red = dice & 255;
      const black = (dice >>> 8) & 255;
      const mine = sideTheater(side, theater) * 3;
      let hits = 0;
      if (e.red > 0 && s.colourCount[mine + COLOUR_RED]! > 0) hits += expected(c.redHits, red, e.red);
      if (e.black > 0 && s.colourCount[mine + COLOUR_BLACK]! > 0)
        hits += expected(c.blackHits, black, e.black);
      if (e.direct > 0) hits += expected(c.directs, red + black, e.direct);
      let value = hits * c.worth[side]!;
      if (e.special > 0 && c.damaged[enemy])
        value += (expected(c.specials, red + black, e.special) * c.worth[enemy]!) / 2;
      return value;
    }
    case EFFECT_GAIN:
      return 1;
    case EFFECT_ATTACK_AFTER: {
      const first = r.cs.first[theater]!;
      return (first < 0 ? ATTACKER : first) === side ? 0.3 : 0.05;
    }
    case EFFECT_NO_REPAIR: {
      if (e.onlyTarget) return 0.15;
      const dice = c.dice[side]!;
      const specials = ((dice & 255) + ((dice >>> 8) & 255)) * b.specialShare[0]!;
      return c.damaged[enemy] ? (specials * c.worth[enemy]!) / 2 : 0.02;
    }
    case EFFECT_REMOVE_AFTER:
      return Math.min(e.amount, c.expectedHits[side]!) * c.worth[side]! * 1.2;
    case EFFECT_MOVE_ONTO: {
      const g = b.groupOfType[side * TYPE_COUNT + e.unit]!;
      if (g < 0 || s.mask[g] === 0) return 0;
      const m = s.mask[g]!;
      const room = b.health[g]! - (31 - Math.clz32(m & -m)) - 1;
      return Math.min(e.amount, c.expectedHits[side]!, room) * c.worth[side]!;
    }
    case EFFECT_ESCAPE:
      return wantsRetreat(b, s, side) && canRetreat(b, s, side) ? 100 : -100;
    case EFFECT_EVENT:
      if (e.what === EVENT_CAPTURE)
        return b.hasLeader[enemy] && s.inCount[sideTheater(enemy, SPACE)]! <= 1 ? 0.4 : 0.05;
      if (e.what === EVENT_MARK)
        return b.hasLeader[b.empire] && s.inCount[sideTheater(b.empire, GROUND)]! <= 2 ? 0.4 : 0.05;
      return 0.1;
    default:
      // cancel, lock, one more card: `extraValue`
      return 0;
  }
}

function abilityValue(
  r: CinematicContext,
  side: number,
  theater: number,
  effects: readonly Effect[],
): number {
  let v = 0;
  for (let i = 0; i < effects.length; i++) v += effectValue(r, side, theater, effects[i]!);
  return v;
}

/**
 * The top ability is usable: a unit of the pictured type of the side's is in the system (docs/rules.md#cinematic-combat); while a step's
 * cards resolve, one that was there when they were revealed counts too (a unit a card destroyed still counts).
 */
export function topUsable(r: CinematicContext, card: PlayCard): boolean {
  if (card.always) return true;
  const live = r.s.live;
  const present = r.cs.resolving === 1 ? r.cs.present : live;
  for (let j = 0; j < card.needs.length; j++) {
    const g = card.needs[j]!;
    if (live[g]! > 0 || present[g]! > 0) return true;
  }
  return false;
}

/**
 * Values every card in the hands for this step of `theater` (`only`: one side, −1 both), as the state is now: each
 * ability's value without cancels and locks, and each side's best (docs/rules.md#cinematic-combat: both sides choose at once, so each
 * decides from the same state and sees only the other's hand). `onlyCards`: a mask of the cards to value (the others
 * keep their earlier values).
 */
export function valueHands(r: CinematicContext, theater: number, only: number, onlyCards = -1): void {
  const { b, s } = r;
  const c = r.choice;
  let valuing = 0;
  for (let side = 0; side < 2; side++) {
    if (only >= 0 && side !== only) continue;
    c.best[side] = 0;
    if (choosesCard(r, side, theater)) valuing |= 1 << side;
  }
  if (valuing === 0) return;
  // Both sides' numbers first: each side's values read the other's (what a point of damage to it is worth). Only a
  // side that chooses a card needs the rest.
  for (let owner = 0; owner < 2; owner++) {
    const side = 1 - owner;
    threatKey(b, s, side, theater);
    c.base[side] = s.scoreBase;
    scanUnits(r, owner, theater, s.scoreBase, (valuing & (1 << side)) !== 0);
    c.fighters[side] = fighters(b, s, side);
  }
  for (let side = 0; side < 2; side++) {
    if ((valuing & (1 << side)) === 0) continue;
    prepare(r, side, theater);
    const k = sideTheater(side, theater);
    const hand = r.cs.hand[k]! & onlyCards;
    const cards = r.cards[k]!;
    for (let i = 0; i < CARDS_PER_DECK; i++) {
      if (((hand >>> i) & 1) === 0) continue;
      const card = cards[i]!;
      const top = topUsable(r, card) ? abilityValue(r, side, theater, card.top) : -Infinity;
      const bottom = abilityValue(r, side, theater, card.bottom);
      c.top[side * CARDS_PER_DECK + i] = top;
      c.bottom[side * CARDS_PER_DECK + i] = bottom;
      c.best[side] = Math.max(c.best[side]!, top, bottom);
    }
  }
}

/** `side` chooses a card of `theater` this step: it has one in hand, is not locked out and has a policy. */
function choosesCard(r: CinematicContext, side: number, theater: number): boolean {
  const k = sideTheater(side, theater);
  return r.cs.hand[k] !== 0 && r.cs.lockedRound[k] !== r.s.round && r.policy[side] !== CHOICE_NONE;
}
