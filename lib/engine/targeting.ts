import { openEntry, markLethal } from "./assignment";
import type { Battle } from "./battle";
import { TYPE_COUNT } from "./battle";
import { topDamage, type BattleState } from "./battle-state";
import {
  COLOUR_BLACK,
  COLOUR_NONE,
  COLOUR_RED,
  DAMAGE_LEVELS,
  FACE_DIRECT,
  FACE_HIT,
  KILL_FIRST,
  ROLE_COUNT,
  ROLE_SHIELD_BUNKER,
  TARGET_BIGGEST,
  TARGET_MAX_KILLS,
  TARGET_THREAT,
  st,
} from "./codes";

/** True while an Imperial shield bunker stands: a Death Star / DSUC cannot be damaged or destroyed (RULES.md §4.6). */
export function bunkerUp(b: Battle, s: BattleState): boolean {
  return s.roleCount[b.empire * ROLE_COUNT + ROLE_SHIELD_BUNKER]! > 0;
}

/**
 * Picks the enemy unit the next damage goes to, among the groups of target list `list` (see
 * `Battle.targetStart`: the enemy's groups in one theater with health of one colour, or of any):
 * returns g for the most damaged standing unit of group g, −2 − e for the unit of assignment entry e
 * (damaged by this attack and not yet lethal), or −1 when no legal target is left. `budget` is the
 * damage still to place, `exclude` an entry whose unit may not be chosen (onslaught's "different
 * units"; −1: none).
 *
 * Within a group the unit closest to destruction always wins (same type, same score), so the choice
 * is between at most one candidate per group plus the few units this attack has already damaged.
 */
function pickTarget(
  b: Battle,
  s: BattleState,
  side: number,
  list: number,
  budget: number,
  exclude: number,
  bunker: boolean,
): number {
  const start = b.targetStart[list]!;
  const end = b.targetStart[list + 1]!;
  if (end - start === 1) {
    // One group to choose from (often so for colour hits): its most damaged standing unit, if any.
    const g = b.targetList[start]!;
    if (s.partialEntries[g] === 0) return s.mask[g] === 0 || (bunker && b.shielded[g]) ? -1 : g;
  }
  const policy = b.targeting[side];
  // threat and max-kills prefer a unit this damage destroys; biggest-first and priority follow their order.
  const preferKill = policy === TARGET_THREAT || policy === TARGET_MAX_KILLS;
  const threat = b.threat;
  const rank = b.threatRank;
  const base = s.scoreBase;
  const mask = s.mask;
  const groups = b.targetList;
  const health = b.health;
  const shielded = b.shielded;
  const partialEntries = s.partialEntries;
  // Without any entries (always so when damage goes straight onto units) no group has part-damaged units.
  const anyEntries = s.entries > 0;
  let best = -1;
  let bestKillable = false;
  let bestKey = 0;
  let bestTie = 0;
  for (let j = start; j < end; j++) {
    const g = groups[j]!;
    const m = mask[g]!;
    const withEntries = anyEntries && partialEntries[g]! > 0;
    if (m === 0 && !withEntries) continue;
    if (bunker && shielded[g]) continue;
    const h = health[g]!;
    // The group's candidate: its least `need` among standing units (top damage bit) and entries.
    let need = m === 0 ? 99 : h - (31 - Math.clz32(m)); // (topDamage written out: hot loop)
    let pick = g;
    if (withEntries) {
      for (let e = 0; e < s.entries; e++) {
        if (s.entryGroup[e] !== g || e === exclude) continue;
        const left = h - s.entryDamage[e]! - s.entryAssigned[e]!;
        if (left > 0 && left < need) {
          need = left;
          pick = -2 - e;
        }
      }
      if (need === 99) continue;
    }
    const killable = need <= budget;
    const typeScore = threat[base + g]!;
    let key: number;
    let tie: number;
    if (policy === TARGET_THREAT) {
      key = rank[(base + g) * DAMAGE_LEVELS + need]!; // (threat per damage needed, threat), ranked
      tie = 0;
    } else if (policy === TARGET_MAX_KILLS) {
      key = -need;
      tie = typeScore;
    } else if (policy === TARGET_BIGGEST) {
      key = b.size[g]!;
      tie = -need;
    } else {
      key = -b.priorityRank[side * TYPE_COUNT + b.type[g]!]!;
      tie = typeScore / need + (killable ? 1000 : 0);
    }
    if (best !== -1) {
      if (preferKill && killable !== bestKillable) {
        if (!killable) continue;
      } else if (key < bestKey || (key === bestKey && tie <= bestTie)) continue;
    }
    best = pick;
    bestKillable = killable;
    bestKey = key;
    bestTie = tie;
  }
  return best;
}

/** Gives `amount` damage to the unit `pickTarget` chose; returns the entry now holding that unit. */
function addDamage(b: Battle, s: BattleState, pick: number, amount: number): number {
  if (pick >= 0) {
    const d = topDamage(s.mask[pick]!);
    s.takeOne(pick, d);
    return openEntry(b, s, pick, d, amount, 1);
  }
  const e = -2 - pick;
  const g = s.entryGroup[e]!;
  if (s.entryCount[e] === 1) {
    const a = (s.entryAssigned[e]! += amount);
    if (s.entryDamage[e]! + a >= b.health[g]!) s.partialEntries[g]!--;
    return e;
  }
  s.entryCount[e]!--;
  return openEntry(b, s, g, s.entryDamage[e]!, s.entryAssigned[e]! + amount, 1);
}

function spend(b: Battle, s: BattleState, side: number, list: number, points: number, bunker: boolean): void {
  let budget = points;
  while (budget > 0) {
    const p = pickTarget(b, s, side, list, budget, -1, bunker);
    if (p === -1) return; // no legal target left: the rest is overkill on units already lethal
    if (p < 0) {
      const e = -2 - p;
      const need = b.health[s.entryGroup[e]!]! - s.entryDamage[e]! - s.entryAssigned[e]!;
      const a = need < budget ? need : budget;
      addDamage(b, s, p, a);
      budget -= a;
      continue;
    }
    budget = hitStanding(b, s, p, budget, b.directDamage);
  }
}

/**
 * Puts damage on the most damaged standing units of group p, which are identical: as many as `budget`
 * destroys in one step (the next picks would be them as long as each is still destroyed by what is left),
 * or, when it destroys none, all of it on one of them. Returns the damage left. `direct`: straight onto the
 * units (`Battle.directDamage`), else as assignment entries.
 */
function hitStanding(b: Battle, s: BattleState, p: number, budget: number, direct: boolean): number {
  const d = 31 - Math.clz32(s.mask[p]!); // topDamage
  const need = b.health[p]! - d;
  if (budget < need) {
    s.takeOne(p, d);
    if (direct) s.putBack(p, d + budget, 1);
    else openEntry(b, s, p, d, budget, 1);
    return 0;
  }
  const j = p * DAMAGE_LEVELS + d;
  const here = s.count[j]!;
  const fit = (budget / need) | 0;
  const n = fit < here ? fit : here;
  s.count[j] = here - n;
  if (here === n) s.mask[p]! &= ~(1 << d);
  if (direct) markLethal(s, p, n);
  else openEntry(b, s, p, d, need, n);
  return budget - n * need;
}

/**
 * Assigns all damage of the current attack of `side` in `theater` (dice in `s.roll`, card damage in
 * `s.criticals` / `s.lumps` / `s.onslaughts`) as assignment entries (or, with `directDamage`, straight onto
 * the units), following the side's targeting policy. Order (rules 4.3.3 plus a careful player's habit): colour hits first, since only one colour
 * of unit can take them; then lump card damage; then direct hits and critical hits, which can go anywhere.
 */
export function assignDamage(b: Battle, s: BattleState, side: number, theater: number): void {
  const k = st(1 - side, theater);
  const bunker = bunkerUp(b, s);
  const roll = s.roll;
  if (roll[FACE_HIT]! > 0 && s.colourCount[k * 3 + COLOUR_RED]! > 0)
    spend(b, s, side, k * 3 + COLOUR_RED, roll[FACE_HIT]!, bunker);
  if (roll[4 + FACE_HIT]! > 0 && s.colourCount[k * 3 + COLOUR_BLACK]! > 0)
    spend(b, s, side, k * 3 + COLOUR_BLACK, roll[4 + FACE_HIT]!, bunker);
  for (let l = 0; l < s.lumpCount; l++) assignCardDamage(b, s, side, theater, s.lumps[l]!, 0, 0);
  const singles =
    roll[FACE_DIRECT]! + roll[4 + FACE_DIRECT]! + roll[8 + FACE_DIRECT]! + roll[8 + FACE_HIT]! + s.criticals;
  if (singles > 0) spend(b, s, side, k * 3 + COLOUR_NONE, singles, bunker);
  if (s.onslaughts > 0) assignCardDamage(b, s, side, theater, 0, 0, s.onslaughts);
}

/**
 * `assignDamage` for the commonest case — dice only (`directDamage`: no cards, so no assignment entries and the
 * damage goes straight onto the units), default `threat` policy — kept lean: `damage` is what `rollDamage`
 * returned (red hits | black hits << 8 | single points << 16), spent in `assignDamage`'s order with the same
 * choices as `pickTarget` (a unit the damage destroys first, then threat per damage needed, then threat).
 */
export function assignThreatDirect(
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
  damage: number,
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
      while (budget > 0 && mask[g] !== 0) budget = hitStanding(b, s, g, budget, true);
      continue;
    }
    while (budget > 0) {
      // The threat choice as one integer: a unit this damage destroys first, then the rank of (threat per
      // damage needed, threat); on a tie the earlier group stays.
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
      if (best === -1) break; // no legal target left: the rest is overkill on units already lethal
      budget = hitStanding(b, s, best, budget, true);
    }
  }
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
  if (lump > 0) {
    const p = pickTarget(b, s, side, list, lump, -1, bunker);
    if (p !== -1) addDamage(b, s, p, lump);
  }
  if (singles > 0) spend(b, s, side, list, singles, bunker);
  for (let o = 0; o < onslaughts; o++) {
    const first = pickTarget(b, s, side, list, 1, -1, bunker);
    if (first === -1) break;
    const e = addDamage(b, s, first, 1);
    const second = pickTarget(b, s, side, list, 1, e, bunker);
    if (second !== -1) addDamage(b, s, second, 1);
  }
}
