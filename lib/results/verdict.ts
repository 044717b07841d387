import type { SimulationResult } from "@/lib/engine";
import { sideLosses, LIKELY, type SideLosses } from "./expected-losses";
import {
  headlineOutcomes,
  theaterHolds,
  type Factions,
  type HeadlineOutcome,
  type TheaterHolds,
} from "./outcome-words";
import { endStateLines } from "./summary";
import { goalChance } from "./goal-chance";
import { goalLine, type Goal } from "@/lib/scenario/goals";

/**
 * The verdict at a glance (docs/answer-first.md#the-verdict-on-the-page), from the main run alone, in a player's words: the outcomes with every
 * split named, who holds each theater, each side's expected losses by unit type and the chances worth
 * noticing, and the likeliest exact end only when it is likely. (The retreat verdict comes from the retreat
 * rules' runs: lib/retreat/retreat-verdict.ts.)
 */
/** A side's goal and its chance: "The Rebels hold space", 62%. */
export interface GoalLine {
  readonly goal: Goal;
  readonly text: string;
  readonly p: number;
}

export interface Verdict {
  /**
   * The goal lines of the sides that play for something other than the win, first on the card (a side playing to
   * win reads its chance in the outcomes below).
   */
  readonly goals: readonly (GoalLine & { readonly side: "attacker" | "defender" })[];
  /** Most likely first; the first is the headline. */
  readonly outcomes: readonly HeadlineOutcome[];
  readonly holds: readonly TheaterHolds[];
  readonly losses: { readonly attacker: SideLosses; readonly defender: SideLosses };
  /** "Empire keeps 2 Star Destroyers…; Rebels lose everything", when one exact end is at least LIKELY. */
  readonly likelyEnd: { readonly text: string; readonly p: number } | null;
}

export function verdict(
  result: SimulationResult,
  factions: Factions,
  goals: { readonly attacker: Goal; readonly defender: Goal } = { attacker: "win", defender: "win" },
): Verdict {
  const end = endStateLines(result, factions, 1)[0];
  const line = (side: "attacker" | "defender"): GoalLine => ({
    goal: goals[side],
    text: goalLine(factions[side], goals[side]),
    p: goalChance(result, side, goals[side]).p,
  });
  return {
    goals: (["attacker", "defender"] as const)
      .filter((side) => goals[side] !== "win")
      .map((side) => ({ side, ...line(side) })),
    outcomes: headlineOutcomes(result, factions),
    holds: theaterHolds(result, factions),
    losses: { attacker: sideLosses(result, "attacker"), defender: sideLosses(result, "defender") },
    likelyEnd: end && end.p >= LIKELY ? { text: end.text, p: end.p } : null,
  };
}
