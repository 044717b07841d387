import { leaderDef } from "@/lib/data";
import { NO_SIDE_PROGRESS, saysSomething, type InProgress, type SideInProgress } from "./in-progress";
import type { Scenario, SideKey } from "./types";

/** The battle as it stands, in full: the start of a combat where the scenario says nothing (docs/rules.md#in-progress). */
export function inProgressOf(s: Scenario): InProgress {
  return (
    s.inProgress ?? {
      round: 1,
      attacker: NO_SIDE_PROGRESS,
      defender: NO_SIDE_PROGRESS,
      discarded: { space: [], ground: [] },
    }
  );
}

/** The scenario with `p` as the battle as it stands; left out when it says nothing (so the link and the run are today's). */
export function withInProgress(s: Scenario, p: InProgress): Scenario {
  const { inProgress: _old, ...rest } = s;
  return saysSomething(p) ? { ...rest, inProgress: p } : rest;
}

/** The round about to be fought, from 1 to the round cap. */
export function withRound(s: Scenario, round: number): Scenario {
  const p = inProgressOf(s);
  return withInProgress(s, { ...p, round: Math.min(s.roundCap, Math.max(1, Math.round(round))) });
}

/** One side's state changed (retreat used, No Escape on it). */
export function withSide(s: Scenario, side: SideKey, change: Partial<SideInProgress>): Scenario {
  const p = inProgressOf(s);
  return withInProgress(s, { ...p, [side]: { ...p[side], ...change } });
}

/** The cards a side holds in a theater, none of them known (base game); the opening draw until it is set. */
export function cardsHeld(s: Scenario, side: SideKey, theater: "space" | "ground"): number {
  const hand = s.inProgress?.[side].hand?.[theater];
  if (hand) return hand.unknown + hand.cards.length;
  return Math.max(0, ...s[side].leaders.map((id) => leaderDef(id)[theater]));
}

/** The side holds `n` cards of the theater, the known ones kept first (base game). */
export function withCardsHeld(s: Scenario, side: SideKey, theater: "space" | "ground", n: number): Scenario {
  const p = inProgressOf(s);
  const known = (p[side].hand?.[theater]?.cards ?? []).slice(0, Math.max(0, n));
  const hand = { cards: known, unknown: Math.max(0, n - known.length) };
  return withSide(s, side, { hand: { ...p[side].hand, [theater]: hand } });
}

/** The battle at its start again (the page's switch turned off). */
export function atTheStart(s: Scenario): Scenario {
  const { inProgress: _old, ...rest } = s;
  return rest;
}
