import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import { attackPool } from "./dice-pool";
import { contested, hasRole, inSystem } from "./presence";
import {
  GROUND,
  RETREAT_AFTER_ROUND,
  RETREAT_LOSING_UNITS,
  RETREAT_OUTGUNNED,
  ROLE_DEATH_STAR,
  ROLE_DSUC,
  ROLE_INTERDICTOR,
  SPACE,
  STATUS_RETREATED,
  sideTheater,
} from "./codes";

/** Whether the mode lets `side`'s riders leave without ships this round (`CombatRules.retreatsWithoutShips`). */
function retreatsWithoutShips(s: BattleState, side: number): boolean {
  const rules = s.rules;
  return rules.retreatsWithoutShips !== undefined && rules.retreatsWithoutShips(side);
}

/** Dice `side` would roll next round over the contested theaters (after ion cannons and caps). */
export function firepower(b: Battle, s: BattleState, side: number): number {
  let dice = 0;
  if (contested(b, s, SPACE)) dice += attackPool(b, s, side, SPACE);
  if (contested(b, s, GROUND)) dice += attackPool(b, s, side, GROUND);
  return dice;
}

/** Units of `side` still in the system, structures not counted (they can neither fight back nor leave). */
export function mobileUnits(b: Battle, s: BattleState, side: number): number {
  let n = 0;
  for (let t = 0; t < 2; t++) {
    const k = sideTheater(side, t);
    for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
      if (!b.structure[g]) n += s.live[g]!;
    }
  }
  return n;
}

/**
 * Whether the rules let `side` retreat now (docs/rules.md#retreat): a leader of its own in the system, an
 * opponent still there, no earlier retreat, nothing of the mode's forbidding it (`CombatRules.mayRetreat`: the base
 * game's No Escape), no Death Star / DSUC (Empire)
 * or Interdictor (Rebels) in the system, and at least one unit able to leave (`withEscapePlan`: as if
 * an escape plan were in effect, so that ground units and TIEs can leave without ships).
 */
export function canRetreat(b: Battle, s: BattleState, side: number, withEscapePlan = false): boolean {
  if (!b.hasLeader[side] || s.retreated[side]) return false;
  // (the battle as it stands: a No Escape played on the side in the round it starts in)
  if (b.start.noEscape[side] && s.round === b.start.round) return false;
  const rules = s.rules;
  if (rules.mayRetreat !== undefined && !rules.mayRetreat(side)) return false;
  if (!inSystem(b, s, 1 - side)) return false;
  if (side === b.empire && (hasRole(b, s, side, ROLE_DEATH_STAR) || hasRole(b, s, side, ROLE_DSUC)))
    return false;
  if (side === b.rebel && hasRole(b, s, b.empire, ROLE_INTERDICTOR)) return false;
  const escapePlan = withEscapePlan || retreatsWithoutShips(s, side);
  for (let t = 0; t < 2; t++) {
    const k = sideTheater(side, t);
    for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
      if (s.live[g] === 0 || b.structure[g]) continue;
      if (escapePlan || (t === SPACE && !b.needsTransport[g])) return true;
    }
  }
  return false;
}

/** The side's retreat policy (docs/rules.md#policies), asked at the retreat step of each round. */
export function wantsRetreat(b: Battle, s: BattleState, side: number): boolean {
  const param = b.retreatParam[side]!;
  switch (b.retreatPolicy[side]) {
    case RETREAT_AFTER_ROUND:
      return s.round >= param;
    case RETREAT_OUTGUNNED: {
      const enemy = firepower(b, s, 1 - side);
      return enemy > 0 && firepower(b, s, side) / enemy < param;
    }
    case RETREAT_LOSING_UNITS:
      return mobileUnits(b, s, side) < param;
    default:
      return false;
  }
}

/** Units of `side` that need a place on a ship to leave (ground units, TIEs) versus the places its ships have. */
export function transportShortfall(b: Battle, s: BattleState, side: number): number {
  let capacity = 0;
  let riders = 0;
  for (let t = 0; t < 2; t++) {
    const k = sideTheater(side, t);
    for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
      if (b.structure[g]) continue;
      if (b.needsTransport[g]) riders += s.live[g]!;
      else capacity += s.live[g]! * b.capacity[g]!;
    }
  }
  return riders - capacity;
}

/**
 * Retreats `side` (docs/rules.md#retreat): every ship leaves; ground units and TIEs leave as far as the ships'
 * capacity goes (escape plan: all), biggest first and, within a unit type, most damaged first (damage
 * is repaired after combat; the fittest stay to fight on); structures always stay and fight on.
 */
export function executeRetreat(b: Battle, s: BattleState, side: number): void {
  s.retreated[side] = 1;
  const escapePlan = retreatsWithoutShips(s, side);
  let capacity = 0;
  const k = sideTheater(side, SPACE);
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    // Only standing ships leave and carry riders: a lethally damaged one (Cinematic Combat's Escape Plan, mid-round)
    // stays and is destroyed at the round's end, its places with it.
    const standing = s.live[g]! - s.lethal[g]!;
    if (standing > 0 && !b.needsTransport[g]) {
      capacity += standing * b.capacity[g]!;
      s.removeStanding(g, standing, STATUS_RETREATED);
    }
  }
  // Riders board biggest first; each pass fills the places with the largest type still waiting.
  while (escapePlan || capacity > 0) {
    let best = -1;
    for (let t = 0; t < 2; t++) {
      const kt = sideTheater(side, t);
      for (let g = b.rangeStart[kt]!, end = b.rangeEnd[kt]!; g < end; g++) {
        if (s.live[g] === 0 || b.structure[g] || !b.needsTransport[g]) continue;
        if (best < 0 || b.size[g]! > b.size[best]!) best = g;
      }
    }
    if (best < 0) break;
    const want = escapePlan ? s.live[best]! : Math.min(capacity, s.live[best]!);
    capacity -= s.removeStanding(best, want, STATUS_RETREATED);
  }
}
