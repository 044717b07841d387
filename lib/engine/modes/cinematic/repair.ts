import { cancelDamage, unmarkLethal } from "../../core/assignment";
import { topDamage } from "../../core/battle-state";
import { COLOUR_BLACK, COLOUR_RED, DAMAGE_LEVELS, sideTheater } from "../../core/codes";
import { threatKey } from "../../core/threat";
import type { CinematicContext } from "./cinematic-context";

// Removing damage in Cinematic Combat (docs/rules.md#cinematic-combat): a special die removes 1 damage from one of its side's units in
// that theater whose health colour matches the die; Energy Shield / Draw Their Fire remove damage, and Armored
// Position / Planetary Shield move it onto a structure, after the opponent assigns damage. Units lethally damaged by
// dice this round are destroyed only at its end, so removing damage can still save them: a unit is saved first
// where the points left can save it (the most valuable, then the one needing least), and only then is damage taken
// off units that stand anyway.

const LAST = DAMAGE_LEVELS - 1;

/** Saves (or brings closer to saving) one lethal unit of group g at excess x: one point of damage removed. */
function repairLethal(r: CinematicContext, g: number, x: number): void {
  const { b, s, cs } = r;
  const at = g * DAMAGE_LEVELS;
  cs.lethalAt[at + x]!--;
  if (x > 0) {
    cs.lethalAt[at + x - 1]!++;
    return;
  }
  unmarkLethal(s, g, 1);
  s.putBack(g, b.health[g]! - 1, 1);
}

/**
 * The lethal unit of a side in a theater (health colour `colour`, 0: any; not of type `except`) that `points` can save and is most
 * worth saving: the group's value (`Battle.blockRank` under score row `base`), then the least damage over its health.
 * Returns g * DAMAGE_LEVELS + excess, or −1.
 */
function lethalToSave(
  r: CinematicContext,
  k: number,
  colour: number,
  except: number,
  points: number,
  base: number,
): number {
  const { b, s, cs } = r;
  let best = -1;
  let bestKey = -1;
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    if (s.lethal[g] === 0 || (colour !== 0 && b.colour[g] !== colour) || b.type[g] === except) continue;
    if (!lethalMayRepair(r, g)) continue;
    for (let x = 0; x < points && x <= LAST; x++) {
      if (cs.lethalAt[g * DAMAGE_LEVELS + x] === 0) continue;
      const key = (b.blockRank[base + g]! << 3) | (LAST - x);
      if (key > bestKey) {
        best = g * DAMAGE_LEVELS + x;
        bestKey = key;
      }
      break;
    }
  }
  return best;
}

/**
 * The attacking side's specials remove damage from its own units in this theater (unless a card forbids it this
 * round): a red special from a unit with red health, a black one from a unit with black health.
 */
export function repairWithSpecials(r: CinematicContext, side: number, theater: number): void {
  const { b, s, cs } = r;
  const k = sideTheater(side, theater);
  if (cs.noRepairRound[k] === s.round) return;
  // (my units valued as the enemy's attack scores them)
  threatKey(b, s, 1 - side, theater);
  const base = s.scoreBase;
  for (let c = 0; c < 2; c++) {
    let points = (c === 0 ? s.rollRed : s.rollBlack) >>> 24;
    const colour = c === 0 ? COLOUR_RED : COLOUR_BLACK;
    while (points > 0) {
      const lethal = lethalToSave(r, k, colour, -1, points, base);
      if (lethal >= 0) {
        repairLethal(r, (lethal / DAMAGE_LEVELS) | 0, lethal % DAMAGE_LEVELS);
        points--;
        continue;
      }
      // A standing unit: the most valuable damaged one, the most damaged of its kind.
      let best = -1;
      let bestKey = -1;
      for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
        if ((s.mask[g]! & ~1) === 0 || b.colour[g] !== colour) continue;
        const d = repairLevel(r, g, false);
        if (d < 0) continue;
        const key = (b.blockRank[base + g]! << 3) | d;
        if (key > bestKey) {
          best = g;
          bestKey = key;
        }
      }
      if (best < 0) break;
      const d = bestKey & 7;
      s.takeOne(best, d);
      s.putBack(best, d - 1, 1);
      points--;
    }
  }
}

/**
 * Ion Blast's target "cannot remove damage" this round: only that ship (docs/rules.md#cinematic-combat). Units of a
 * type differ only by damage, so the ship is not followed: it is taken to be the type's most damaged unit (it has
 * just been hit, and damage goes on damaged units first). Whether a standing unit of g at damage d may remove damage.
 */
function standingMayRepair(r: CinematicContext, g: number, d: number): boolean {
  const { s, cs } = r;
  if (cs.noRepairGroupRound[g] !== s.round || s.lethal[g]! > 0) return true;
  return d < topDamage(s.mask[g]!) || s.count[g * DAMAGE_LEVELS + d]! > 1;
}

/** Whether a lethal unit of g may remove damage (with the ship Ion Blast hit among them, not the only one). */
function lethalMayRepair(r: CinematicContext, g: number): boolean {
  return r.cs.noRepairGroupRound[g] !== r.s.round || r.s.lethal[g]! > 1;
}

/**
 * The most damaged standing unit of g that may remove damage (`old`: damage from before this attack only, not
 * damage it assigned), its damage level; −1: none.
 */
function repairLevel(r: CinematicContext, g: number, old: boolean): number {
  const s = r.s;
  for (let d = LAST; d > 0; d--) {
    const j = g * DAMAGE_LEVELS + d;
    const here = old ? s.count[j]! - s.touched[j]! : s.count[j]!;
    if (here > 0 && standingMayRepair(r, g, d)) return d;
  }
  return -1;
}

/**
 * The standing unit of a side in a theater with damage from before this attack most worth repairing: the most valuable group, then
 * the most damaged. Returns g * DAMAGE_LEVELS + damage, or −1.
 */
function oldDamage(r: CinematicContext, k: number, except: number): number {
  const { b, s } = r;
  let best = -1;
  let bestKey = -1;
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    if ((s.mask[g]! & ~1) === 0 || b.type[g] === except) continue;
    const d = repairLevel(r, g, true);
    if (d < 0) continue;
    const key = (b.blockRank[s.scoreBase + g]! << 3) | d;
    if (key > bestKey) {
      best = g * DAMAGE_LEVELS + d;
      bestKey = key;
    }
  }
  return best;
}

/**
 * The kill entry of this attack on a side in a theater whose unit `points` can save, the most valuable first (then the least to
 * cancel), skipping type `except`, group `skip` and groups that cannot remove damage; −1: none. `onlyLethal`
 * false: an entry whose units stand, to lessen their damage.
 */
function entryToSave(
  r: CinematicContext,
  points: number,
  except: number,
  skip: number,
  onlyLethal: boolean,
): number {
  const { b, s } = r;
  const ent = s.ent;
  let best = -1;
  let bestKey = -1;
  for (let e = 0, end = s.entries << 2; e < end; e += 4) {
    const g = ent[e]!;
    const a = ent[e + 2]!;
    if (a === 0 || g === skip || b.type[g] === except) continue;
    const over = ent[e + 1]! + a - b.health[g]!;
    if (over >= 0 ? !lethalMayRepair(r, g) : !standingMayRepair(r, g, ent[e + 1]! + a)) continue;
    if (onlyLethal && (over < 0 || over + 1 > points)) continue;
    if (!onlyLethal && over >= 0) continue;
    const key = (b.blockRank[s.scoreBase + g]! << 3) | (LAST - Math.min(LAST, Math.max(0, over)));
    if (key > bestKey) {
      best = e;
      bestKey = key;
    }
  }
  return best;
}

/**
 * Takes up to `points` of the damage just assigned to a side's units of a theater off its units (never off type `except`, nor off `skip`):
 * first saving units (this attack's kills, then units lethal from earlier this round), then lessening this attack's
 * other damage, then (`skip` −1) damage from before. Returns the damage taken off. Runs during the opponent's attack, before its damage is recorded.
 */
function takeOff(r: CinematicContext, k: number, points: number, except: number, skip: number): number {
  const { b, s } = r;
  let left = points;
  while (left > 0) {
    const e = entryToSave(r, left, except, skip, true);
    if (e < 0) break;
    const need = s.ent[e + 1]! + s.ent[e + 2]! - b.health[s.ent[e]!]! + 1;
    cancelDamage(b, s, e, need);
    left -= need;
  }
  while (left > 0 && skip < 0) {
    const lethal = lethalToSave(r, k, 0, except, left, s.scoreBase);
    if (lethal < 0) break;
    repairLethal(r, (lethal / DAMAGE_LEVELS) | 0, lethal % DAMAGE_LEVELS);
    left--;
  }
  while (left > 0) {
    const e = entryToSave(r, left, except, skip, false);
    if (e < 0) break;
    const x = Math.min(left, s.ent[e + 2]!);
    cancelDamage(b, s, e, x);
    left -= x;
  }
  // Energy Shield / Draw Their Fire remove damage from the side's units, old damage too (a move takes only this
  // attack's damage).
  while (left > 0 && skip < 0) {
    const j = oldDamage(r, k, except);
    if (j < 0) break;
    const g = (j / DAMAGE_LEVELS) | 0;
    const d = j % DAMAGE_LEVELS;
    s.takeOne(g, d);
    s.putBack(g, d - 1, 1);
    left--;
  }
  return points - left;
}

/** The responses of a side in a theater after the opponent assigned its damage: remove some (Energy Shield), move some (Planetary Shield). */
export function respond(r: CinematicContext, side: number, theater: number): void {
  const { b, s, cs } = r;
  const k = sideTheater(side, theater);
  const remove = cs.removeAfter[k]!;
  if (remove > 0) {
    cs.removeAfter[k] = 0;
    takeOff(r, k, remove, cs.removeExcept[k]!, -1);
  }
  const move = cs.moveOnto[k]!;
  if (move > 0) {
    cs.moveOnto[k] = 0;
    const g = cs.moveOntoGroup[k]!;
    if (s.mask[g] === 0) return;
    // Onto the structure's least damaged unit, no more than it takes and stands (it keeps shielding).
    const m = s.mask[g]!;
    const d = 31 - Math.clz32(m & -m);
    const moved = takeOff(r, k, Math.min(move, b.health[g]! - d - 1), -1, g);
    if (moved === 0) return;
    s.takeOne(g, d);
    s.putBack(g, d + moved, 1);
  }
}

/** The units this attack made lethal, with their damage over their health, kept until the end of the round. */
export function recordLethal(r: CinematicContext): void {
  const { b, s, cs } = r;
  const ent = s.ent;
  for (let j = 0; j < s.killCount; j++) {
    const e = s.killList[j]!;
    const g = ent[e]!;
    const over = ent[e + 1]! + ent[e + 2]! - b.health[g]!;
    if (over >= 0) cs.lethalAt[g * DAMAGE_LEVELS + Math.min(over, LAST)]! += ent[e + 3]!;
  }
}
