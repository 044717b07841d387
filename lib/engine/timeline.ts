import type { BattleState } from "./core/battle-state";
import type { Tally } from "./tally";

/**
 * The per-round timeline ("if it's going badly after round 2"): after each round k, how many combats are
 * still being fought, how the finished ones ended, and how many units each side still has in the system. A
 * combat that ended in round r < k stays as it ended, so the tally keeps two sums and the summary adds them:
 *  - `roundUnits[k * 2 + side]`: the side's units in the system after round k, summed over the combats that
 *    fought round k (from `fightCombat`, after the end-of-round checks);
 *  - `endUnits[r * 2 + side]` and `endings[r * 5 + outcome]`: the same at the end of the combats that ended
 *    after round r, with their outcome (once per combat).
 * Units in the system are the running totals `inCount`: a few loads per round, so the hot loop does not
 * notice it (units that retreated have left the fight and are not counted).
 */
export function recordRound(s: BattleState, round: number, t: Tally): void {
  const c = s.inCount;
  t.roundUnits[round * 2]! += c[0]! + c[1]!;
  t.roundUnits[round * 2 + 1]! += c[2]! + c[3]!;
}

export function recordEnding(s: BattleState, outcome: number, rounds: number, t: Tally): void {
  const c = s.inCount;
  t.endings[rounds * 5 + outcome]!++;
  t.endUnits[rounds * 2]! += c[0]! + c[1]!;
  t.endUnits[rounds * 2 + 1]! += c[2]! + c[3]!;
}
