import { expect } from "vitest";
import { bestMove, type BestMove } from "@/lib/mid-battle/best-move";
import { readRolled } from "@/lib/mid-battle/rolled";
import type { RolledDice } from "@/lib/engine";
import type { Scenario } from "@/lib/scenario";

/** A chance to 4 decimals, as the exact solver's answers are written in the tests. */
export const round4 = (p: number) => Math.round(p * 1e4) / 1e4;

/** A simulated chance within 4.5 standard errors of the exact one. */
export const within = (p: number, exact: number, trials: number) =>
  expect(Math.abs(p - exact)).toBeLessThan(4.5 * Math.sqrt((exact * (1 - exact)) / trials) + 1e-9);

/** A roll as a player says it (lib/mid-battle/rolled.ts), or the test fails with the reader's message. */
export function roll(text: string): RolledDice {
  const r = readRolled(text);
  if (!r.ok) throw new Error(r.error);
  return r.rolled;
}

/** The best move after `text`, or the test fails with its one-line error. */
export function moveAfter(s: Scenario, text: string, seed: string): BestMove {
  const answer = bestMove(s, roll(text), seed);
  if (!answer.ok) throw new Error(answer.error);
  return answer.move;
}
