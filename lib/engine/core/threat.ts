import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import {
  COLOUR_BLACK,
  COLOUR_RED,
  DAMAGE_LEVELS,
  ROLE_ION_CANNON,
  ROLE_SHIELD_BUNKER,
  ROLE_SHIELD_GENERATOR,
  SPACE,
  sideTheater,
} from "./codes";

/** Score keys: bit 0 the attacker has red-health units there, bit 1 black-health units, bit 2 space is contested. */
export const THREAT_KEYS = 8;

/**
 * The threat policy's score of an enemy unit (docs/rules.md#policies): how much of the enemy's firepower one such
 * unit carries, counting only die faces that can actually damage the attacker's units there (`key`),
 * plus what some units do besides rolling (ion cannons, card draws). Tabulated by `compileBattle`.
 */
export function threatScore(
  key: number,
  red: number,
  black: number,
  green: number,
  role: number,
  specialWorth: number,
  hit: Float64Array,
  direct: Float64Array,
  special: Float64Array,
): number {
  const hasRed = (key & 1) !== 0;
  const hasBlack = (key & 2) !== 0;
  const spaceContested = (key & 4) !== 0;
  const any = hasRed || hasBlack ? 1 : 0;
  const hurtRed = hit[0]! * (hasRed ? 1 : 0) + direct[0]! * any;
  const hurtBlack = hit[1]! * (hasBlack ? 1 : 0) + direct[1]! * any;
  const hurtGreen = direct[2]! * any;
  // What a special does depends on the rule mode (base game: it draws a card, about a third of a damage).
  const specialRed = specialWorth > 0 ? special[0]! * specialWorth : 0;
  const specialBlack = specialWorth > 0 ? special[1]! * specialWorth : 0;
  let v = 0.1 + red * (hurtRed + specialRed) + black * (hurtBlack + specialBlack) + green * hurtGreen;
  // An ion cannon takes 2 red dice off every Imperial space attack; a shield generator feeds the Rebels cards.
  if (role === ROLE_ION_CANNON && spaceContested) v += 2 * (hit[0]! + direct[0]!);
  else if (role === ROLE_SHIELD_GENERATOR && specialWorth > 0) v += 0.3;
  else if (role === ROLE_SHIELD_BUNKER) v += 0.3;
  return v;
}

/**
 * Picks the row of `b.threat` that scores the enemy groups for an attack of `side` in `theater`
 * (`s.scoreBase`): the scores depend only on which health colours `side` has there and on whether
 * space is contested.
 */
export function threatKey(b: Battle, s: BattleState, side: number, theater: number): void {
  const mine = sideTheater(side, theater) * 3;
  const key =
    (s.colourCount[mine + COLOUR_RED]! > 0 ? 1 : 0) |
    (s.colourCount[mine + COLOUR_BLACK]! > 0 ? 2 : 0) |
    (s.inCount[SPACE]! > 0 && s.inCount[2 + SPACE]! > 0 ? 4 : 0);
  s.scoreBase = key * b.groups;
}

/**
 * The threat scores of every group for every score key (index key * groups + g), and `threatRank`: every
 * (group, damage still needed to destroy) pair ranked by (threat per damage needed, threat), index
 * (key * groups + g) * DAMAGE_LEVELS + need, so the threat policy's choice is one integer comparison.
 */
export function threatTables(
  groups: { red: Uint8Array; black: Uint8Array; green: Uint8Array; role: Uint8Array },
  specialWorth: number,
  hit: Float64Array,
  direct: Float64Array,
  special: Float64Array,
): { threat: Float64Array; threatRank: Int32Array } {
  const n = groups.red.length;
  const threat = new Float64Array(THREAT_KEYS * n);
  const threatPerNeed = new Float64Array(THREAT_KEYS * n * DAMAGE_LEVELS);
  const threatRank = new Int32Array(THREAT_KEYS * n * DAMAGE_LEVELS);
  for (let key = 0; key < THREAT_KEYS; key++) {
    for (let g = 0; g < n; g++) {
      const v = threatScore(
        key,
        groups.red[g]!,
        groups.black[g]!,
        groups.green[g]!,
        groups.role[g]!,
        specialWorth,
        hit,
        direct,
        special,
      );
      threat[key * n + g] = v;
      for (let need = 1; need < DAMAGE_LEVELS; need++)
        threatPerNeed[(key * n + g) * DAMAGE_LEVELS + need] = v / need;
    }
    // Dense ranks of (threat per damage needed, threat) within the key: a bigger rank is a better target.
    const at: number[] = [];
    for (let g = 0; g < n; g++)
      for (let need = 1; need < DAMAGE_LEVELS; need++) at.push((key * n + g) * DAMAGE_LEVELS + need);
    const threatOf = (i: number) => threat[Math.floor(i / DAMAGE_LEVELS)]!;
    const order = (i: number, j: number) =>
      threatPerNeed[i]! - threatPerNeed[j]! || threatOf(i) - threatOf(j);
    at.sort(order);
    let rank = 0;
    at.forEach((i, x) => {
      if (x > 0 && order(at[x - 1]!, i) !== 0) rank++;
      threatRank[i] = rank;
    });
  }
  return { threat, threatRank };
}

/**
 * For the block step: per score key k, each group's rank by the value of its units to their owner — the threat
 * they carry, then size, then group (unit type) order — index k * groups + g; a bigger rank is worth more.
 */
export function blockRanks(threat: Float64Array, size: Float64Array): Int32Array {
  const n = size.length;
  const ranks = new Int32Array(THREAT_KEYS * n);
  for (let key = 0; key < THREAT_KEYS; key++) {
    const groups = Array.from({ length: n }, (_, g) => g);
    const v = (g: number) => threat[key * n + g]!;
    groups.sort((g, h) => v(h) - v(g) || size[h]! - size[g]! || g - h);
    groups.forEach((g, i) => (ranks[key * n + g] = n - 1 - i));
  }
  return ranks;
}
