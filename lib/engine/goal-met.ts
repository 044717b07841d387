import { isUnitId, type Theater } from "@/lib/data";
import { readGoal, type Goal } from "@/lib/scenario/goals";
import type { GoalReader } from "@/lib/scenario/goal-kinds";
import type { SideKey } from "@/lib/scenario/types";
import type { Battle } from "./core/battle";
import { TYPE_COUNT, typeIndex } from "./core/battle";
import type { BattleState } from "./core/battle-state";
import { theaterHolder } from "./core/presence";

/** Whether a side reached its goal at the end of the combat just fought (`s` as it ended, `outcome` its code). */
export type GoalTest = (s: BattleState, outcome: number) => boolean;

const code = (side: SideKey) => (side === "attacker" ? 0 : 1);

/**
 * The four readings of a combat's end as tests of the engine's state, read as the tally and the trial trace read
 * them (the same holds, the same units kept, the same whole-number strengths).
 */
function stateReader(b: Battle): GoalReader<GoalTest> {
  return {
    won: (side) => (_s, outcome) => outcome === code(side),
    holds: (side, theater: Theater) => {
      const t = theater === "space" ? 0 : 1;
      return (s) => theaterHolder(b, s, t) === code(side);
    },
    keptHalf: (side) => {
      const own = code(side);
      const types = b.typeIndexBySide[own];
      const weights = b.strength2BySide[own];
      const start2 = b.startStrength2[own];
      return (s) => {
        let kept2 = 0;
        for (let j = 0; j < types.length; j++) {
          const g = b.groupOfType[own * TYPE_COUNT + types[j]!]!;
          kept2 += (s.live[g]! + s.away[g]!) * weights[j]!;
        }
        return 2 * kept2 >= start2;
      };
    },
    lostBrought: (owner, unit) => {
      const g = isUnitId(unit) ? b.groupOfType[code(owner) * TYPE_COUNT + typeIndex(unit)]! : -1;
      if (g < 0) return () => false;
      return (s) => s.broughtLost(g) > 0;
    },
  };
}

/**
 * A goal (docs/rules.md#goals) as a test of one combat's end, for counting it inside a loop of combats (the planner)
 * without a trace: the goal's own expression (lib/scenario/goal-kinds.ts) over the state's readings.
 */
export function goalTest(b: Battle, side: SideKey, goal: Goal): GoalTest {
  return readGoal(stateReader(b), side, goal);
}
