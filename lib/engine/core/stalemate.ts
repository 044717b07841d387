import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import { attackPool } from "./dice-pool";
import { contested, hasRole } from "./presence";
import { bunkerUp } from "./pick-target";
import {
  COLOUR_BLACK,
  COLOUR_RED,
  RETREAT_AFTER_ROUND,
  ROLE_COUNT,
  ROLE_DEATH_STAR,
  ROLE_DSUC,
  ROLE_INTERDICTOR,
  SPACE,
  sideTheater,
} from "./codes";

/**
 * Whether `side` could ever deal damage in `theater` from here on: a die face that reaches an enemy unit, or
 * something of the rule mode's (a card).
 */
function canEverDamage(b: Battle, s: BattleState, side: number, theater: number, bunker: boolean): boolean {
  const enemy = 1 - side;
  const k = sideTheater(enemy, theater) * 3;
  let reds = s.colourCount[k + COLOUR_RED]!;
  let blacks = s.colourCount[k + COLOUR_BLACK]!;
  // A shield bunker makes every DSUC (the only Death Star with health) untouchable (docs/rules.md#dsuc): with
  // limits off there may be several, and none of them counts as a target.
  if (bunker && theater === SPACE && enemy === b.empire) {
    const dsucs = s.roleCount[enemy * ROLE_COUNT + ROLE_DSUC]!;
    if (b.dsucColour === COLOUR_RED) reds -= dsucs;
    else blacks -= dsucs;
  }
  const red = reds > 0;
  const black = blacks > 0;
  if (!red && !black) return false;
  attackPool(b, s, side, theater);
  const pool = s.pool;
  if (pool[2]! > 0 && b.directShare[2]! > 0) return true;
  if (pool[0]! > 0 && (b.directShare[0]! > 0 || (red && b.hitShare[0]! > 0))) return true;
  if (pool[1]! > 0 && (b.directShare[1]! > 0 || (black && b.hitShare[1]! > 0))) return true;
  // Cards, in the modes that have them.
  return s.rules.canDamageBeyondDice(side, theater);
}

/**
 * A structural stalemate (docs/rules.md#stalemate): some theater is still contested, yet no unit or card of
 * either side can ever damage the other in any contested theater, and nothing scheduled (Death Star
 * Plans, a retreat planned for a later round) can change that.
 */
export function structuralStalemate(b: Battle, s: BattleState): boolean {
  const bunker = bunkerUp(b, s);
  let anyContested = false;
  for (let t = 0; t < 2; t++) {
    if (!contested(b, s, t)) continue;
    anyContested = true;
    if (canEverDamage(b, s, 0, t, bunker) || canEverDamage(b, s, 1, t, bunker)) return false;
  }
  if (!anyContested) return false;
  if (plansPending(b, s) && !bunker) return false;
  for (let side = 0; side < 2; side++) {
    if (
      b.retreatPolicy[side] === RETREAT_AFTER_ROUND &&
      b.retreatParam[side]! > s.round &&
      couldRetreatLater(b, s, side)
    )
      return false;
  }
  return true;
}

/**
 * Whether `side` could retreat in a later round with nothing else changing (for a retreat planned for then): the
 * rules let it (docs/rules.md#retreat: a leader, no earlier retreat, no Death Star / DSUC or Interdictor holding it), and a
 * ship can leave. (An escape plan in hand does not count: it costs a special, and a side that plays cards and has
 * dice with specials in a contested theater can always draw a critical hit, so `canEverDamage` already ruled out
 * the stalemate.)
 */
function couldRetreatLater(b: Battle, s: BattleState, side: number): boolean {
  if (!b.hasLeader[side] || s.retreated[side]) return false;
  if (side === b.empire && (hasRole(b, s, side, ROLE_DEATH_STAR) || hasRole(b, s, side, ROLE_DSUC)))
    return false;
  if (side === b.rebel && hasRole(b, s, b.empire, ROLE_INTERDICTOR)) return false;
  const k = sideTheater(side, SPACE);
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    if (s.live[g]! > 0 && !b.needsTransport[g]) return true;
  }
  return false;
}

/** The Death Star Plans can still be revealed (once a round): toggle on, a Rebel fighter and a Death Star present. */
export function plansPending(b: Battle, s: BattleState): boolean {
  if (!b.deathStarPlans) return false;
  if (!hasRole(b, s, b.empire, ROLE_DEATH_STAR) && !hasRole(b, s, b.empire, ROLE_DSUC)) return false;
  const k = sideTheater(b.rebel, SPACE);
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    if (s.live[g]! > 0 && b.fighter[g]) return true;
  }
  return false;
}
