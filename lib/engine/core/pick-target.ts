import type { Battle } from "./battle";
import { TYPE_COUNT } from "./battle";
import type { BattleState } from "./battle-state";
import {
  DAMAGE_LEVELS,
  KILL_FIRST,
  ROLE_COUNT,
  ROLE_SHIELD_BUNKER,
  TARGET_BIGGEST,
  TARGET_MAX_KILLS,
  TARGET_THREAT,
} from "./codes";

/** True while an Imperial shield bunker stands: a Death Star / DSUC cannot be damaged or destroyed (docs/rules.md#units). */
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
export function pickTarget(
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
