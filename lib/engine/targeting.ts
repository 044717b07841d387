import type { Battle } from "./battle";
import {
  ROLE_COUNT,
  ROLE_DEATH_STAR,
  ROLE_DSUC,
  ROLE_ION_CANNON,
  ROLE_SHIELD_BUNKER,
  ROLE_SHIELD_GENERATOR,
  TARGET_BIGGEST,
  TARGET_MAX_KILLS,
  TARGET_THREAT,
  TYPE_COUNT,
} from "./battle";
import { STATUS_IN, type BattleState } from "./battle-state";
import { COLOUR_BLACK, COLOUR_NONE, COLOUR_RED, FACE_DIRECT, FACE_HIT, SPACE, st } from "./codes";

/** True while an Imperial shield bunker stands: a Death Star / DSUC cannot be damaged or destroyed (RULES.md §4.6). */
export function bunkerUp(b: Battle, s: BattleState): boolean {
  return s.roleCount[b.empire * ROLE_COUNT + ROLE_SHIELD_BUNKER]! > 0;
}

/** Whether slot i can be dealt damage at all (health, in the system, not a protected Death Star). */
export function damageable(b: Battle, s: BattleState, i: number, bunker: boolean): boolean {
  if (s.status[i] !== STATUS_IN || b.colour[i] === COLOUR_NONE) return false;
  return !(bunker && (b.role[i] === ROLE_DSUC || b.role[i] === ROLE_DEATH_STAR));
}

/**
 * Scores the enemy unit types of `side` in `theater` for the threat policy (into `s.score`, by type):
 * how much of the enemy's firepower one such unit carries, counting only die faces that can actually
 * damage `side`'s units there, plus what some units do besides rolling (ion cannons, card draws).
 */
export function computeScores(b: Battle, s: BattleState, side: number, theater: number): void {
  const mine = st(side, theater) * 3;
  const hasRed = s.colourCount[mine + COLOUR_RED]! > 0;
  const hasBlack = s.colourCount[mine + COLOUR_BLACK]! > 0;
  const spaceContested = s.inCount[SPACE]! > 0 && s.inCount[2 + SPACE]! > 0;
  // Scores only change with these three facts: skip the work when they are as last time.
  const key = (hasRed ? 1 : 0) | (hasBlack ? 2 : 0) | (spaceContested ? 4 : 0);
  const enemySt = st(1 - side, theater);
  if (s.scoreKey[enemySt] === key) return;
  s.scoreKey[enemySt] = key;
  const any = hasRed || hasBlack ? 1 : 0;
  const hit = b.hitShare;
  const direct = b.directShare;
  const hurtRed = hit[0]! * (hasRed ? 1 : 0) + direct[0]! * any;
  const hurtBlack = hit[1]! * (hasBlack ? 1 : 0) + direct[1]! * any;
  const hurtGreen = direct[2]! * any;
  // A special draws a card: worth about a third of a damage when tactic cards are on.
  const specialRed = b.tactics ? b.specialShare[0]! * 0.3 : 0;
  const specialBlack = b.tactics ? b.specialShare[1]! * 0.3 : 0;
  const enemy = 1 - side;
  const types = b.typeIndexBySide[enemy as 0 | 1];
  const score = s.score;
  for (let j = 0; j < types.length; j++) {
    const type = types[j]!;
    const i = b.firstSlotOfType[enemy * TYPE_COUNT + type]!;
    if (b.theater[i] !== theater) continue;
    let v =
      0.1 +
      b.red[i]! * (hurtRed + specialRed) +
      b.black[i]! * (hurtBlack + specialBlack) +
      b.green[i]! * hurtGreen;
    const role = b.role[i];
    // An ion cannon takes 2 red dice off every Imperial space attack; a shield generator feeds the Rebels cards.
    if (role === ROLE_ION_CANNON && spaceContested) v += 2 * (hit[0]! + direct[0]!);
    else if (role === ROLE_SHIELD_GENERATOR && b.tactics) v += 0.3;
    else if (role === ROLE_SHIELD_BUNKER) v += 0.3;
    score[type] = v;
  }
}

/**
 * Picks the enemy unit the next damage goes to: its position in `s.members`, or -1 when no legal
 * target is left. `colour` restricts to a health colour (COLOUR_NONE: any), `budget` is the damage
 * still to place, `exclude` a slot that may not be chosen (onslaught's "different units").
 */
function pickTarget(
  b: Battle,
  s: BattleState,
  side: number,
  lo: number,
  hi: number,
  colour: number,
  budget: number,
  exclude: number,
  bunker: boolean,
): number {
  const policy = b.targeting[side];
  // threat and max-kills prefer a unit this damage destroys; biggest-first and priority follow their order.
  const preferKill = policy === TARGET_THREAT || policy === TARGET_MAX_KILLS;
  const score = s.score;
  const members = s.members;
  // Typed arrays in locals: the loop below is the engine's hottest.
  const lethal = s.lethal;
  const damage = s.damage;
  const assigned = s.assigned;
  const colours = b.colour;
  const health = b.health;
  const types = b.type;
  const roles = b.role;
  let best = -1;
  let bestKillable = false;
  let bestKey = 0;
  let bestTie = 0;
  for (let j = lo; j < hi; j++) {
    const i = members[j]!;
    if (i === exclude || lethal[i]) continue;
    const c = colours[i]!;
    if (c === COLOUR_NONE || (colour !== COLOUR_NONE && c !== colour)) continue;
    if (bunker && (roles[i] === ROLE_DSUC || roles[i] === ROLE_DEATH_STAR)) continue;
    const need = health[i]! - damage[i]! - assigned[i]!;
    if (need <= 0) continue;
    const killable = need <= budget;
    const typeScore = score[types[i]!]!;
    let key: number;
    let tie: number;
    if (policy === TARGET_THREAT) {
      key = typeScore / need;
      tie = typeScore;
    } else if (policy === TARGET_MAX_KILLS) {
      key = -need;
      tie = typeScore;
    } else if (policy === TARGET_BIGGEST) {
      key = b.size[i]!;
      tie = -need;
    } else {
      key = -b.priorityRank[side * TYPE_COUNT + types[i]!]!;
      tie = typeScore / need + (killable ? 1000 : 0);
    }
    if (best >= 0) {
      if (preferKill && killable !== bestKillable) {
        if (!killable) continue;
      } else if (key < bestKey || (key === bestKey && tie <= bestTie)) continue;
    }
    best = j;
    bestKillable = killable;
    bestKey = key;
    bestTie = tie;
  }
  return best;
}

function addDamage(s: BattleState, i: number, amount: number): void {
  if (s.assigned[i] === 0) s.touched[s.touchedCount++] = i;
  s.assigned[i] = s.assigned[i]! + amount;
}

function spend(
  b: Battle,
  s: BattleState,
  side: number,
  lo: number,
  hi: number,
  colour: number,
  points: number,
  bunker: boolean,
): void {
  let budget = points;
  const members = s.members;
  while (budget > 0) {
    const p = pickTarget(b, s, side, lo, hi, colour, budget, -1, bunker);
    if (p < 0) return; // no legal target left: the rest is overkill on units already lethal
    const t = members[p]!;
    const need = b.health[t]! - s.damage[t]! - s.assigned[t]!;
    const a = need < budget ? need : budget;
    addDamage(s, t, a);
    budget -= a;
    // Units of the same type left with the same damage tie with the one just chosen, so the next
    // picks would be them, in slot order: take them without scanning again.
    const type = b.type[t];
    const damage = s.damage[t]!;
    for (let j = p + 1; j < hi && budget >= need; j++) {
      const i = members[j]!;
      if (b.type[i] !== type) break;
      if (s.lethal[i] || s.assigned[i] !== 0 || s.damage[i] !== damage) continue;
      addDamage(s, i, need);
      budget -= need;
    }
  }
}

/**
 * Assigns all damage of the current attack of `side` in `theater` (dice in `s.roll`, card damage in
 * `s.criticals` / `s.lumps` / `s.onslaughts`) into `s.assigned`, following the side's targeting policy.
 * Order (rules 4.3.3 plus a careful player's habit): colour hits first, since only one colour of unit
 * can take them; then lump card damage; then direct hits and critical hits, which can go anywhere.
 */
export function assignDamage(b: Battle, s: BattleState, side: number, theater: number): void {
  const k = st(1 - side, theater);
  const lo = b.rangeStart[k]!;
  const hi = lo + s.inCount[k]!;
  const bunker = bunkerUp(b, s);
  const roll = s.roll;
  if (roll[FACE_HIT]! > 0 && s.colourCount[k * 3 + COLOUR_RED]! > 0)
    spend(b, s, side, lo, hi, COLOUR_RED, roll[FACE_HIT]!, bunker);
  if (roll[4 + FACE_HIT]! > 0 && s.colourCount[k * 3 + COLOUR_BLACK]! > 0)
    spend(b, s, side, lo, hi, COLOUR_BLACK, roll[4 + FACE_HIT]!, bunker);
  for (let l = 0; l < s.lumpCount; l++) assignCardDamage(b, s, side, theater, s.lumps[l]!, 0, 0);
  const singles =
    roll[FACE_DIRECT]! + roll[4 + FACE_DIRECT]! + roll[8 + FACE_DIRECT]! + roll[8 + FACE_HIT]! + s.criticals;
  spend(b, s, side, lo, hi, COLOUR_NONE, singles, bunker);
  assignCardDamage(b, s, side, theater, 0, 0, s.onslaughts);
}

/** How many enemy units the assigned damage makes lethal. */
export function countKills(b: Battle, s: BattleState): number {
  let kills = 0;
  for (let j = 0; j < s.touchedCount; j++) {
    const i = s.touched[j]!;
    if (s.assigned[i]! > 0 && !s.lethal[i] && s.damage[i]! + s.assigned[i]! >= b.health[i]!) kills++;
  }
  return kills;
}

export function clearAssigned(s: BattleState): void {
  for (let j = 0; j < s.touchedCount; j++) s.assigned[s.touched[j]!] = 0;
  s.touchedCount = 0;
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
  const k = st(1 - side, theater);
  const lo = b.rangeStart[k]!;
  const hi = lo + s.inCount[k]!;
  const bunker = bunkerUp(b, s);
  const members = s.members;
  if (lump > 0) {
    const p = pickTarget(b, s, side, lo, hi, COLOUR_NONE, lump, -1, bunker);
    if (p >= 0) addDamage(s, members[p]!, lump);
  }
  if (singles > 0) spend(b, s, side, lo, hi, COLOUR_NONE, singles, bunker);
  for (let o = 0; o < onslaughts; o++) {
    const first = pickTarget(b, s, side, lo, hi, COLOUR_NONE, 1, -1, bunker);
    if (first < 0) break;
    addDamage(s, members[first]!, 1);
    const second = pickTarget(b, s, side, lo, hi, COLOUR_NONE, 1, members[first]!, bunker);
    if (second >= 0) addDamage(s, members[second]!, 1);
  }
}

export function evaluatePlan(b: Battle, s: BattleState, side: number, theater: number): void {
  assignDamage(b, s, side, theater);
  refreshPlan(b, s, side, theater);
}

/** Recomputes `s.planKills` and `s.planMinShort` for the damage now assigned. */
export function refreshPlan(b: Battle, s: BattleState, side: number, theater: number): void {
  s.planKills = countKills(b, s);
  const k = st(1 - side, theater);
  const bunker = bunkerUp(b, s);
  let minShort = 99;
  for (let j = b.rangeStart[k]!, end = j + s.inCount[k]!; j < end; j++) {
    const i = s.members[j]!;
    if (s.lethal[i] || !damageable(b, s, i, bunker)) continue;
    const short = b.health[i]! - s.damage[i]! - s.assigned[i]!;
    if (short > 0 && short < minShort) minShort = short;
  }
  s.planMinShort = minShort;
}

/** Turns assigned damage into damage; units reaching their health become lethal (rules 4.3.5). */
export function applyAssigned(b: Battle, s: BattleState): void {
  for (let j = 0; j < s.touchedCount; j++) {
    const i = s.touched[j]!;
    const a = s.assigned[i]!;
    if (a === 0) continue;
    s.assigned[i] = 0;
    const d = s.damage[i]! + a;
    s.damage[i] = d > 255 ? 255 : d;
    if (d >= b.health[i]! && !s.lethal[i]) {
      s.lethal[i] = 1;
      s.lethalList[s.lethalCount++] = i;
    }
  }
  s.touchedCount = 0;
}
