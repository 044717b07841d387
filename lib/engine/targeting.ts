import { damageEntryUnit, entryAt, markKilled, markLethal, openEntry, touch, untouch } from "./assignment";
import type { Battle } from "./battle";
import { TYPE_COUNT } from "./battle";
import type { BattleState } from "./battle-state";
import {
  COLOUR_BLACK,
  COLOUR_NONE,
  COLOUR_RED,
  DAMAGE_LEVELS,
  KILL_FIRST,
  LOG_FULL,
  LOG_NONE,
  ROLE_COUNT,
  ROLE_SHIELD_BUNKER,
  TARGET_BIGGEST,
  TARGET_MAX_KILLS,
  TARGET_THREAT,
  st,
} from "./codes";

/** True while an Imperial shield bunker stands: a Death Star / DSUC cannot be damaged or destroyed (RULES.md §4.6). */
export function bunkerUp(b: Battle, s: BattleState): boolean {
  return b.hasBunker && s.roleCount[b.empire * ROLE_COUNT + ROLE_SHIELD_BUNKER]! > 0;
}

/**
 * Picks the group whose most damaged unit the next damage goes to, among the groups of target list `list` (see
 * `Battle.targetStart`: the enemy's groups in one theater with health of one colour, or of any), following the
 * targeting policy of `side`; −1 when no legal target is left. `budget` is the damage still to place.
 *
 * Within a group the unit closest to destruction always wins (same type, same score), so the choice is between
 * one candidate per group: its most damaged unit that is not lethal (units this attack damaged included).
 */
function pickTarget(
  b: Battle,
  s: BattleState,
  side: number,
  list: number,
  budget: number,
  bunker: boolean,
): number {
  const start = b.targetStart[list]!;
  const end = b.targetStart[list + 1]!;
  const mask = s.mask;
  const groups = b.targetList;
  const shielded = b.shielded;
  if (end - start === 1) {
    // One group to choose from (often so for colour hits).
    const g = groups[start]!;
    return mask[g] === 0 || (bunker && shielded[g]) ? -1 : g;
  }
  const policy = b.targeting[side];
  const health = b.health;
  const base = s.scoreBase;
  if (policy === TARGET_THREAT) {
    // A unit this damage destroys first, then the rank of (threat per damage needed, threat); ties: earlier group.
    const rank = b.threatRank;
    let best = -1;
    let bestScore = -1;
    for (let j = start; j < end; j++) {
      const g = groups[j]!;
      const m = mask[g]!;
      if (m === 0 || (bunker && shielded[g])) continue;
      const need = health[g]! - (31 - Math.clz32(m)); // (topDamage written out: hot loop)
      const score = rank[(base + g) * DAMAGE_LEVELS + need]! + (need <= budget ? KILL_FIRST : 0);
      if (score > bestScore) {
        best = g;
        bestScore = score;
      }
    }
    return best;
  }
  // max-kills prefers a unit this damage destroys; biggest-first and priority follow their order.
  const preferKill = policy === TARGET_MAX_KILLS;
  const threat = b.threat;
  let best = -1;
  let bestKillable = false;
  let bestKey = 0;
  let bestTie = 0;
  for (let j = start; j < end; j++) {
    const g = groups[j]!;
    const m = mask[g]!;
    if (m === 0 || (bunker && shielded[g])) continue;
    const need = health[g]! - (31 - Math.clz32(m));
    const killable = need <= budget;
    let key: number;
    let tie: number;
    if (policy === TARGET_MAX_KILLS) {
      key = -need;
      tie = threat[base + g]!;
    } else if (policy === TARGET_BIGGEST) {
      key = b.size[g]!;
      tie = -need;
    } else {
      key = -b.priorityRank[side * TYPE_COUNT + b.type[g]!]!;
      tie = threat[base + g]! / need + (killable ? 1000 : 0);
    }
    if (best !== -1) {
      if (preferKill && killable !== bestKillable) {
        if (!killable) continue;
      } else if (key < bestKey || (key === bestKey && tie <= bestTie)) continue;
    }
    best = g;
    bestKillable = killable;
    bestKey = key;
    bestTie = tie;
  }
  return best;
}

/**
 * Puts damage on the most damaged units of group g: as many of them as `budget` destroys in one step (the next
 * picks would be them as long as each is still destroyed by what is left), or, when it destroys none, all of it
 * on one of them. Returns the damage left. `log` (`BattleState.log`): how the damage is written down. With LOG_FULL,
 * units an earlier attack damaged are taken before units this attack damaged at the same level, and those one at a
 * time (a block can only cancel this attack's damage); with LOG_LIGHT and LOG_NONE all are alike.
 */
function hitGroup(b: Battle, s: BattleState, g: number, budget: number, log: number): number {
  const d = 31 - Math.clz32(s.mask[g]!); // topDamage
  const need = b.health[g]! - d;
  const j = g * DAMAGE_LEVELS + d;
  const here = s.count[j]!;
  // (touchedMask is all zero unless log is LOG_FULL)
  const standing = ((s.touchedMask[g]! >>> d) & 1) === 0 ? here : here - s.touched[j]!;
  if (standing === 0) {
    const a = need < budget ? need : budget;
    damageEntryUnit(b, s, entryAt(s, g, d, -1), a);
    return budget - a;
  }
  if (budget < need) {
    s.takeOne(g, d);
    if (log === LOG_FULL) touch(s, g, d + budget, 1);
    else s.putBack(g, d + budget, 1);
    if (log !== LOG_NONE) openEntry(s, g, d, budget, 1);
    return 0;
  }
  const fit = (budget / need) | 0;
  const n = fit < standing ? fit : standing;
  s.count[j] = here - n;
  if (here === n) s.mask[g]! &= ~(1 << d);
  if (log === LOG_NONE) markLethal(s, g, n);
  else markKilled(s, openEntry(s, g, d, need, n), g, n, log);
  return budget - n * need;
}

/** `hitGroup` for LOG_NONE (nobody plays cards: no entries, no told-apart units), kept lean for dice-only combats. */
function hitDirect(b: Battle, s: BattleState, g: number, budget: number): number {
  const d = 31 - Math.clz32(s.mask[g]!); // topDamage
  const need = b.health[g]! - d;
  if (budget < need) {
    s.takeOne(g, d);
    s.putBack(g, d + budget, 1);
    return 0;
  }
  const j = g * DAMAGE_LEVELS + d;
  const here = s.count[j]!;
  const fit = (budget / need) | 0;
  const n = fit < here ? fit : here;
  s.count[j] = here - n;
  if (here === n) s.mask[g]! &= ~(1 << d);
  markLethal(s, g, n);
  return budget - n * need;
}

/**
 * Gives `amount` damage to one unit, the most damaged of group g (with LOG_FULL: one an earlier attack damaged
 * first, else the first entry's other than `exclude`), and returns the entry now holding it.
 */
function hitOne(b: Battle, s: BattleState, g: number, amount: number, exclude: number): number {
  const d = 31 - Math.clz32(s.mask[g]!);
  const j = g * DAMAGE_LEVELS + d;
  const standing = ((s.touchedMask[g]! >>> d) & 1) === 0 ? s.count[j]! : s.count[j]! - s.touched[j]!;
  if (standing === 0) return damageEntryUnit(b, s, entryAt(s, g, d, exclude), amount);
  s.takeOne(g, d);
  const e = openEntry(s, g, d, amount, 1);
  if (d + amount >= b.health[g]!) markKilled(s, e, g, 1, s.log);
  else if (s.log === LOG_FULL) touch(s, g, d + amount, 1);
  else s.putBack(g, d + amount, 1);
  return e;
}

function spend(b: Battle, s: BattleState, side: number, list: number, points: number, bunker: boolean): void {
  const log = s.log;
  let budget = points;
  while (budget > 0) {
    const g = pickTarget(b, s, side, list, budget, bunker);
    if (g === -1) {
      // No legal target left but units already lethal: the rest is overkill.
      if (log === LOG_FULL) overkill(b, s, list % 3, budget);
      return;
    }
    budget = hitGroup(b, s, g, budget, log);
  }
}

/**
 * Assigns all damage of the current attack of `side` in `theater` (dice in `s.rollRed` etc., card damage in
 * `s.criticals` / `s.lumps` / `s.onslaughts`), following the side's targeting policy, written down as `s.log` says
 * (see assignment.ts). Order (rules 4.3.3 plus a careful player's habit): colour hits
 * first, since only one colour of unit can take them; then lump card damage; then direct hits and critical hits,
 * which can go anywhere; then onslaught.
 */
export function assignDamage(b: Battle, s: BattleState, side: number, theater: number): void {
  const k = st(1 - side, theater);
  // (the roll's face counts, a byte each: blank, hit, direct hit, special)
  const red = s.rollRed;
  const black = s.rollBlack;
  const green = s.rollGreen;
  const redHits = (red >>> 8) & 255;
  const blackHits = (black >>> 8) & 255;
  const singles =
    ((red >>> 16) & 255) +
    ((black >>> 16) & 255) +
    ((green >>> 16) & 255) +
    ((green >>> 8) & 255) +
    s.criticals;
  if (b.targeting[side] === TARGET_THREAT) {
    const hits = redHits | (blackHits << 8);
    if (s.lumpCount === 0) assignThreat(b, s, side, theater, hits | (singles << 16), s.log);
    else {
      assignThreat(b, s, side, theater, hits, s.log);
      for (let l = 0; l < s.lumpCount; l++) assignCardDamage(b, s, side, theater, s.lumps[l]!, 0, 0);
      if (singles > 0) assignThreat(b, s, side, theater, singles << 16, s.log);
    }
  } else {
    const bunker = bunkerUp(b, s);
    if (redHits > 0 && s.colourCount[k * 3 + COLOUR_RED]! > 0)
      spend(b, s, side, k * 3 + COLOUR_RED, redHits, bunker);
    if (blackHits > 0 && s.colourCount[k * 3 + COLOUR_BLACK]! > 0)
      spend(b, s, side, k * 3 + COLOUR_BLACK, blackHits, bunker);
    for (let l = 0; l < s.lumpCount; l++) assignCardDamage(b, s, side, theater, s.lumps[l]!, 0, 0);
    if (singles > 0) spend(b, s, side, k * 3 + COLOUR_NONE, singles, bunker);
  }
  if (s.onslaughts > 0) assignCardDamage(b, s, side, theater, 0, 0, s.onslaughts);
}

/**
 * Damage spent by the default `threat` policy, kept lean (the commonest case): `damage` is red hits | black hits
 * << 8 | single points << 16 (direct hits, green hits and critical hits, which any unit can take), spent in
 * `assignDamage`'s order with the same choices as `pickTarget` (a unit the damage destroys first, then threat per
 * damage needed, then threat). `log`: how the damage is written down (`BattleState.log`).
 */
export function assignThreat(
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
  damage: number,
  log: number,
): void {
  const k = st(1 - side, theater) * 3;
  const bunker = bunkerUp(b, s);
  const targetStart = b.targetStart;
  const colourCount = s.colourCount;
  const groups = b.targetList;
  const mask = s.mask;
  const health = b.health;
  const shielded = b.shielded;
  const rank = b.threatRank;
  const base = s.scoreBase;
  // kind 0: red hits on red-health units, 1: black hits on black-health units, 2: single points on any unit.
  for (let kind = 0; kind < 3; kind++) {
    let budget = (damage >>> (8 * kind)) & 255;
    if (budget === 0) continue;
    // Target list st * 3 + health colour (COLOUR_RED 1, COLOUR_BLACK 2, COLOUR_NONE 0: any), which also
    // indexes `colourCount`.
    const list = k + (kind === 2 ? COLOUR_NONE : kind + 1);
    if (kind !== 2 && colourCount[list] === 0) continue;
    const start = targetStart[list]!;
    const end = targetStart[list + 1]!;
    if (end - start === 1) {
      // One group to choose from (often so for colour hits): no scores to compare.
      const g = groups[start]!;
      if (bunker && shielded[g]) continue;
      while (budget > 0 && mask[g] !== 0)
        budget = log === LOG_NONE ? hitDirect(b, s, g, budget) : hitGroup(b, s, g, budget, log);
      if (budget > 0 && log === LOG_FULL) overkill(b, s, list % 3, budget);
      continue;
    }
    while (budget > 0) {
      // The threat choice as one integer: a unit this damage destroys first, then the rank of (threat per
      // damage needed, threat); on a tie the earlier group stays. (pickTarget's threat branch, written out: a
      // shared function measured 2.5% more time per dice-only battle.)
      let best = -1;
      let bestScore = -1;
      for (let j = start; j < end; j++) {
        const g = groups[j]!;
        const m = mask[g]!;
        if (m === 0 || (bunker && shielded[g])) continue;
        const need = health[g]! - (31 - Math.clz32(m)); // (topDamage written out: hot loop)
        const score = rank[(base + g) * DAMAGE_LEVELS + need]! + (need <= budget ? KILL_FIRST : 0);
        if (score > bestScore) {
          best = g;
          bestScore = score;
        }
      }
      if (best === -1) {
        // No legal target left but units already lethal: the rest is overkill.
        if (log === LOG_FULL) overkill(b, s, list % 3, budget);
        break;
      }
      budget = log === LOG_NONE ? hitDirect(b, s, best, budget) : hitGroup(b, s, best, budget, log);
    }
  }
}

/**
 * Whether card damage placed now by `side`'s targeting policy destroys a unit: `amount` on one unit (critical hit,
 * take it down, bombardment), or, with `onslaught`, one point on each of two different units. For the policies that
 * prefer a unit the damage destroys this is whether any unit is that close; biggest-first and priority may put it
 * elsewhere.
 */
export function cardDamageKills(
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
  amount: number,
  onslaught: boolean,
): boolean {
  const list = st(1 - side, theater) * 3 + COLOUR_NONE;
  const bunker = bunkerUp(b, s);
  const g = pickTarget(b, s, side, list, amount, bunker);
  if (g === -1) return false;
  const d = 31 - Math.clz32(s.mask[g]!);
  if (b.health[g]! - d <= amount) return true;
  if (!onslaught) return false;
  // Onslaught's second point, on another unit: the first one set aside while it is placed.
  s.takeOne(g, d);
  const h = pickTarget(b, s, side, list, 1, bunker);
  const kills = h !== -1 && b.health[h]! - (31 - Math.clz32(s.mask[h]!)) <= 1;
  s.putBack(g, d, 1);
  return kills;
}

/**
 * Adds card damage on top of what is assigned: a lump (take it down, bombardment) to one unit,
 * `singles` single points (critical hits), and `onslaughts` pairs of points on two different units.
 */
export function assignCardDamage(
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
  lump: number,
  singles: number,
  onslaughts: number,
): void {
  const list = st(1 - side, theater) * 3 + COLOUR_NONE;
  const bunker = bunkerUp(b, s);
  const full = s.log === LOG_FULL;
  if (lump > 0) {
    const g = pickTarget(b, s, side, list, lump, bunker);
    if (g !== -1) hitOne(b, s, g, lump, -1);
    else if (full) overkillOne(b, s, COLOUR_NONE, lump, -1);
  }
  if (singles > 0) {
    if (b.targeting[side] === TARGET_THREAT) assignThreat(b, s, side, theater, singles << 16, s.log);
    else spend(b, s, side, list, singles, bunker);
  }
  for (let o = 0; o < onslaughts; o++) {
    const first = pickTarget(b, s, side, list, 1, bunker);
    if (first === -1) {
      // Only units already lethal: both points are overkill, on two of them.
      if (full) overkillOne(b, s, COLOUR_NONE, 1, overkillOne(b, s, COLOUR_NONE, 1, -1));
      continue;
    }
    const e = hitOne(b, s, first, 1, -1);
    // The second point goes to a different unit: the first one is set aside while the second is placed.
    const g = s.ent[e]!;
    const d = s.ent[e + 1]! + s.ent[e + 2]!;
    const aside = d < b.health[g]!;
    if (aside) {
      if (full) untouch(s, g, d, 1);
      else s.takeOne(g, d);
    }
    const second = pickTarget(b, s, side, list, 1, bunker);
    if (second !== -1) hitOne(b, s, second, 1, e);
    else if (full) overkillOne(b, s, COLOUR_NONE, 1, e);
    if (aside) {
      if (full) touch(s, g, d, 1);
      else s.putBack(g, d, 1);
    }
  }
}

/**
 * Overkill (rules 4.3.3: every result that can be assigned must be; overkill is allowed): `points` of damage of
 * health colour `colour` (COLOUR_NONE: any) that found no unit to destroy go to units this attack already made
 * lethal, one point at a time, each where a block could save a unit most cheaply (the least damage beyond its
 * health), the more valuable unit first (`Battle.blockRank`): so the opponent's blocks have the most to cancel.
 * Only with LOG_FULL; without blocks overkill changes nothing.
 */
function overkill(b: Battle, s: BattleState, colour: number, points: number): void {
  for (let p = 0; p < points; p++) if (overkillOne(b, s, colour, 1, -1) === -1) return;
}

/**
 * Puts `amount` of overkill (see `overkill`) on one unit made lethal by this attack, not the unit of kill entry
 * `exclude` (−1: none); returns the entry now holding that unit, or −1 when there is none to take it.
 */
function overkillOne(b: Battle, s: BattleState, colour: number, amount: number, exclude: number): number {
  const ent = s.ent;
  const health = b.health;
  const rank = b.blockRank;
  const base = s.scoreBase;
  let best = -1;
  let bestExcess = 0;
  let bestRank = 0;
  for (let j = 0; j < s.killCount; j++) {
    const e = s.killList[j]!;
    const g = ent[e]!;
    if (colour !== COLOUR_NONE && b.colour[g] !== colour) continue;
    if (e === exclude && ent[e + 3] === 1) continue;
    const excess = ent[e + 1]! + ent[e + 2]! - health[g]!;
    const r = rank[base + g]!;
    if (best !== -1 && (excess > bestExcess || (excess === bestExcess && r <= bestRank))) continue;
    best = e;
    bestExcess = excess;
    bestRank = r;
  }
  if (best === -1) return -1;
  if (ent[best + 3] === 1) {
    ent[best + 2]! += amount;
    return best;
  }
  ent[best + 3]!--;
  const e = openEntry(s, ent[best]!, ent[best + 1]!, ent[best + 2]! + amount, 1);
  s.killList[s.killCount++] = e;
  return e;
}
