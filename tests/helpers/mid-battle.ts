import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { adviseCommand } from "@/lib/cli/advise-command";
import { bestMove, type BestMove } from "@/lib/mid-battle/best-move";
import { readRolled } from "@/lib/mid-battle/rolled";
import type { RolledDice } from "@/lib/engine";
import type { Scenario, ScenarioInput } from "@/lib/scenario";

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

/** A Star Destroyer holding Critical Hit and Take It Down against two corvettes; no card played in the battle played on. */
export const SD_VS_CORVETTES: ScenarioInput = {
  attacker: {
    faction: "empire",
    units: { "star-destroyer": 1 },
    leaders: ["darth-vader"],
    cardPlay: "none",
  },
  defender: { faction: "rebel", units: { "corellian-corvette": 2 }, cardPlay: "none" },
  tactics: "base",
  roundCap: 8,
  inProgress: {
    step: { theater: "space", rolled: "attacker" },
    attacker: { hand: { space: { cards: ["critical-hit", "take-it-down"], unknown: 0 } } },
  },
} as ScenarioInput;

/**
 * Cinematic Combat, the last round (the cap): a Star Destroyer has rolled three blanks against a corvette with 1
 * damage; no card is resolved (card play `none`). The Empire wins when the corvette is destroyed at the round's end:
 * a red die showing a hit or a direct hit (1/2), or a black one a direct hit (1/6), makes it lethal; the corvette,
 * rolling after, saves itself with a red special (1/6) unless the damage on it is over its health.
 */
export const LAST_ROUND = (leader: string): ScenarioInput =>
  ({
    attacker: { faction: "empire", units: { "star-destroyer": 1 }, leaders: [leader], cardPlay: "none" },
    defender: {
      faction: "rebel",
      units: { "corellian-corvette": 1 },
      damaged: { "corellian-corvette": [1] },
      cardPlay: "none",
    },
    tactics: "cinematic",
    roundCap: 2,
    inProgress: { round: 2, step: { theater: "space", rolled: "attacker" } },
  }) as ScenarioInput;

const dir = mkdtempSync(path.join(tmpdir(), "mid-battle-"));

/** `npm run advise` on the battle `input`, written to a scenario file, with `flags`. */
export function adviseWith(input: unknown, ...flags: string[]) {
  const file = path.join(dir, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(input));
  return adviseCommand(["--scenario", file, ...flags]);
}
