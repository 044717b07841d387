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

/**
 * The verdict at a glance (issue 22), from the main run alone, in a player's words: the outcomes with every
 * split named, who holds each theater, each side's expected losses by unit type and the chances worth
 * noticing, and the likeliest exact end only when it is likely. (The retreat verdict comes from the retreat
 * rules' runs: lib/retreat/retreat-verdict.ts.)
 */
export interface Verdict {
  /** Most likely first; the first is the headline. */
  readonly outcomes: readonly HeadlineOutcome[];
  readonly holds: readonly TheaterHolds[];
  readonly losses: { readonly attacker: SideLosses; readonly defender: SideLosses };
  /** "Empire keeps 2 Star Destroyers…; Rebels lose everything", when one exact end is at least LIKELY. */
  readonly likelyEnd: { readonly text: string; readonly p: number } | null;
}

export function verdict(result: SimulationResult, factions: Factions): Verdict {
  const end = endStateLines(result, factions, 1)[0];
  return {
    outcomes: headlineOutcomes(result, factions),
    holds: theaterHolds(result, factions),
    losses: { attacker: sideLosses(result, "attacker"), defender: sideLosses(result, "defender") },
    likelyEnd: end && end.p >= LIKELY ? { text: end.text, p: end.p } : null,
  };
}
