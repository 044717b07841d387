import { isUnitId } from "@/lib/data";
import type { Goal } from "@/lib/scenario/goals";
import type { SideKey } from "@/lib/scenario/types";
import type { Battle } from "./core/battle";
import { TYPE_COUNT, typeIndex } from "./core/battle";
import type { BattleState } from "./core/battle-state";
import { theaterHolder } from "./tally";

/** Whether a side reached its goal at the end of the combat just fought (`s` as it ended, `outcome` its code). */
export type GoalTest = (s: BattleState, outcome: number) => boolean;

/**
 * A goal (docs/rules.md#goals) as a test of one combat's end, read off the state as the tally and the trial trace
 * read it (the same holds, the same units kept, the same whole-number strengths), for counting it inside a loop of
 * combats (the planner) without a trace.
 */
export function goalTest(b: Battle, side: SideKey, goal: Goal): GoalTest {
  const own = side === "attacker" ? 0 : 1;
  if (goal === "hold-space" || goal === "hold-ground") {
    const theater = goal === "hold-space" ? 0 : 1;
    return (s) => theaterHolder(b, s, theater) === own;
  }
  if (goal === "keep-half") {
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
  }
  if (goal.startsWith("destroy-")) {
    const id = goal.slice("destroy-".length);
    const enemy = 1 - own;
    const g = isUnitId(id) ? b.groupOfType[enemy * TYPE_COUNT + typeIndex(id)]! : -1;
    if (g < 0) return () => false;
    return (s) => s.broughtLost(g) > 0;
  }
  return (_s, outcome) => outcome === own;
}
