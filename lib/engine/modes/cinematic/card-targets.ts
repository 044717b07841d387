import { TRIANGLE_TIER } from "@/lib/data";
import { typeIndex, type Battle } from "../../core/battle";
import { topDamage, type BattleState } from "../../core/battle-state";
import {
  COLOUR_BLACK,
  COLOUR_RED,
  DAMAGE_LEVELS,
  GROUND,
  KILL_FIRST,
  ROLE_COUNT,
  ROLE_DSUC,
  SPACE,
  STATUS_GONE,
  sideTheater,
} from "../../core/codes";
import { bunkerUp, pickTarget } from "../../core/pick-target";
import { ONTO_WALKER, WHAT_STRUCTURE, WHAT_TRIANGLE_SHIP } from "./cinematic-codes";

// Where a card's damage goes, and what a card destroys. Card damage is placed by the side's targeting policy
// (docs/rules.md#cinematic-combat: matching colour where the card names one), and a unit it destroys is removed at once: it does not
// roll this round (the cards of this round were revealed, and their requirements met, before anything resolved).

const TRIANGLE = new Set(TRIANGLE_TIER.map(typeIndex));
const WALKERS = new Set([typeIndex("at-at"), typeIndex("at-st")]);

/** `amount` damage on the most damaged standing unit of group g, destroying it at once when it reaches its health. */
export function hitNow(b: Battle, s: BattleState, g: number, amount: number): void {
  const d = topDamage(s.mask[g]!);
  s.takeOne(g, d);
  if (d + amount >= b.health[g]!) s.removeUnits(g, 1, STATUS_GONE);
  else s.putBack(g, d + amount, 1);
}

/** Destroys the least damaged standing unit of group g (a destroy effect takes a whole unit). */
export function destroyOne(s: BattleState, g: number): void {
  const m = s.mask[g]!;
  s.takeOne(g, 31 - Math.clz32(m & -m));
  s.removeUnits(g, 1, STATUS_GONE);
}

/**
 * Split card damage (docs/rules.md#cinematic-combat: split over units unless the card names one): each point where `side`'s targeting
 * policy puts it, a unit's share at most what destroys it. Returns the last group hit (−1: none).
 */
export function dealSplit(b: Battle, s: BattleState, side: number, list: number, amount: number): number {
  const bunker = bunkerUp(b, s);
  let left = amount;
  let last = -1;
  while (left > 0) {
    const g = pickTarget(b, s, side, list, left, bunker);
    if (g === -1) break;
    const need = b.health[g]! - topDamage(s.mask[g]!);
    const x = need < left ? need : left;
    hitNow(b, s, g, x);
    left -= x;
    last = g;
  }
  return last;
}

/**
 * The enemy group a card's damage or destruction of one unit should take, among groups `fits` marks: a unit the
 * `amount` destroys first, then the threat it carries to `side` (as the threat policy scores it, under the score
 * row `s.scoreBase` the caller set with `threatKey`). −1: none.
 */
export function pickOne(
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
  amount: number,
  fits: Uint8Array,
): number {
  const bunker = bunkerUp(b, s);
  const k = sideTheater(1 - side, theater);
  let best = -1;
  let bestScore = -1;
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    const m = s.mask[g]!;
    if (m === 0 || b.health[g] === 0 || (bunker && b.shielded[g]) || fits[g] === 0) continue;
    const need = b.health[g]! - topDamage(m);
    const score =
      b.threatRank[(s.scoreBase + g) * DAMAGE_LEVELS + Math.min(need, DAMAGE_LEVELS - 1)]! +
      (need <= amount ? KILL_FIRST : 0);
    if (score > bestScore) {
      best = g;
      bestScore = score;
    }
  }
  return best;
}

/** Per group, 1 where a card may take it: its `onto` (a capital ship: a ship with red health, not a Death Star under
 * construction; a walker: an AT-AT or AT-ST) or its destroy effect (a triangle-tier ground unit or ship, a
 * structure). */
export interface CardTargets {
  readonly capitalShip: Uint8Array;
  readonly walker: Uint8Array;
  readonly triangleGround: Uint8Array;
  readonly triangleShip: Uint8Array;
  readonly structure: Uint8Array;
}

export function cardTargets(b: Battle): CardTargets {
  const n = b.groups;
  const mark = (fits: (g: number) => boolean) => Uint8Array.from({ length: n }, (_, g) => (fits(g) ? 1 : 0));
  return {
    capitalShip: mark((g) => b.theater[g] === SPACE && b.colour[g] === COLOUR_RED && b.role[g] !== ROLE_DSUC),
    walker: mark((g) => WALKERS.has(b.type[g]!)),
    triangleGround: mark((g) => b.theater[g] === GROUND && TRIANGLE.has(b.type[g]!)),
    triangleShip: mark((g) => b.theater[g] === SPACE && TRIANGLE.has(b.type[g]!)),
    structure: mark((g) => b.structure[g] === 1),
  };
}

/** The groups an `onto` (cinematic-codes.ts ONTO_*) names. */
export function ontoTargets(t: CardTargets, onto: number): Uint8Array {
  return onto === ONTO_WALKER ? t.walker : t.capitalShip;
}

/** The groups a destroy effect (cinematic-codes.ts WHAT_*) may take. */
export function destroyTargets(t: CardTargets, what: number): Uint8Array {
  return what === WHAT_STRUCTURE
    ? t.structure
    : what === WHAT_TRIANGLE_SHIP
      ? t.triangleShip
      : t.triangleGround;
}

/** The theater whose units a destroy effect (WHAT_*) takes: Intercept's triangle-tier ship is in space. */
export const destroyTheater = (what: number): number => (what === WHAT_TRIANGLE_SHIP ? SPACE : GROUND);

/** Fighters (ships with black health; a black DSUC is no fighter) of `side` in the system. */
export function fighters(b: Battle, s: BattleState, side: number): number {
  let n = s.colourCount[sideTheater(side, SPACE) * 3 + COLOUR_BLACK]!;
  if (b.dsucColour === COLOUR_BLACK) n -= s.roleCount[side * ROLE_COUNT + ROLE_DSUC]!;
  return n;
}
