import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerAdviseBody } from "@/lib/api/advise-request";
import { adviseCommand } from "@/lib/cli/advise-command";
import { afterAssignment } from "@/lib/mid-battle/after-assignment";
import { bestMove } from "@/lib/mid-battle/best-move";
import { cardPlays, playWords } from "@/lib/mid-battle/card-plays";
import { planMove } from "@/lib/mid-battle/plan-move";
import type { RolledDice } from "@/lib/engine";
import type { Scenario, ScenarioInput } from "@/lib/scenario";
import { exactBattle } from "../helpers/exact-battle";
import { scenario } from "../helpers/scenarios";
import { SD_VS_CORVETTES, roll, round4, within } from "../helpers/mid-battle";

/** A paired difference within 4.5 of its standard errors of the exact one. */
const withinPaired = (d: { mean: number; se: number }, exact: number) =>
  expect(Math.abs(d.mean - exact)).toBeLessThan(4.5 * d.se + 1e-9);

/** The battle played on with no card played by either side (card play `none`) is the dice-only battle. */
function diceOnly(s: Scenario): Scenario {
  const p = s.inProgress!;
  const side = (k: "attacker" | "defender") => ({
    retreated: p[k].retreated,
    noEscape: p[k].noEscape,
    lethal: p[k].lethal,
  });
  return {
    ...s,
    tactics: { ...s.tactics, mode: "none" } as Scenario["tactics"],
    inProgress: {
      ...p,
      attacker: side("attacker"),
      defender: side("defender"),
      discarded: { space: [], ground: [] },
    },
  };
}

/** Each class the plan runs: its cards, the corvettes' damage after it, the Empire's exact chance of the win. */
function exactCorvettes(s: Scenario, rolled: RolledDice) {
  const planned = planMove(s, rolled);
  if (!planned.ok) throw new Error(planned.error);
  const { plan } = planned;
  return plan.runs.map((run, i) => ({
    cards: plan.plays[i]!.cards.join("+"),
    placed: plan.placed[i]!["corellian-corvette"],
    p: round4(exactBattle(diceOnly(run)).attacker),
  }));
}

// SD_VS_CORVETTES: both sides play no card in the battle played on (card play `none`): what follows the attack is
// dice only, which the tests' exact solver plays; the cards played now are the player's choice, the advice's.

describe("after the dice, base game: the cards to play now (docs/rules.md#after-the-dice)", () => {
  it("Critical Hit and Take It Down with a hit and a special: both cards destroy both corvettes, which the engine's choice (no card) misses; chances as the exact solver's", () => {
    const s = scenario(SD_VS_CORVETTES);
    const rolled = roll("red: 1 hit, 1 blank; black: 1 special");
    const plays = cardPlays(s, "attacker", "space", 1);
    expect(plays.map((p) => p.cards.join("+"))).toEqual([
      "",
      "critical-hit",
      "take-it-down",
      "critical-hit+take-it-down",
    ]);
    // (every class run, with its exact chance: the red hit alone, with Critical Hit, Take It Down, or both)
    const exact = exactCorvettes(s, rolled);
    // (1/144 short of a sure win: the two corvettes, destroyed, still roll, and 4 damage destroys the Destroyer)
    expect(exact).toEqual([
      { cards: "", placed: [1, 0], p: 0.3995 },
      { cards: "critical-hit", placed: [2, 0], p: 0.7477 },
      { cards: "take-it-down", placed: [2, 1], p: 0.8734 },
      { cards: "critical-hit+take-it-down", placed: [2, 2], p: 0.9931 },
      { cards: "critical-hit", placed: [1, 1], p: 0.5388 },
    ]);
    const answer = bestMove(s, rolled, "two-cards");
    if (!answer.ok) throw new Error(answer.error);
    const { rows, engineDefault, gain, cardChoices } = answer.move;
    expect(rows[0]!.cards).toBe("play Critical Hit and Take It Down (a special)");
    expect(rows[0]!.words).toBe("2 each on 2 Corellian Corvettes (destroyed)");
    within(rows[0]!.goal, 0.9931, rows[0]!.trials);
    expect(engineDefault.cards).toBe("play no card");
    within(engineDefault.goal, 0.3995, engineDefault.trials);
    expect(gain.beyondNoise).toBe(true);
    withinPaired(gain, 0.9931 - 0.3995);
    expect(cardChoices.map((c) => c.cards)[0]).toBe("play Critical Hit and Take It Down (a special)");
    expect(cardChoices.at(-1)!.behind.beyondNoise).toBe(true);
  });

  it("Onslaught, not the obvious Take It Down (twice its damage on one unit): two corvettes hit once already, one special", () => {
    const s = scenario({
      ...SD_VS_CORVETTES,
      defender: {
        faction: "rebel",
        units: { "corellian-corvette": 3 },
        damaged: { "corellian-corvette": [1, 1] },
        cardPlay: "none",
      },
      inProgress: {
        step: { theater: "space", rolled: "attacker" },
        attacker: { hand: { space: { cards: ["take-it-down", "onslaught"], unknown: 0 } } },
      },
    } as ScenarioInput);
    const rolled = roll("black: 1 special");
    const exact = exactCorvettes(s, rolled);
    // (Take It Down's 2 points on one corvette destroy no more than Onslaught's 1 + 1 on two: [2, 1, 1] both)
    expect(exact).toEqual([
      { cards: "", placed: [1, 1, 0], p: 0.0861 },
      { cards: "onslaught", placed: [2, 2, 0], p: 0.5707 },
      { cards: "take-it-down", placed: [2, 1, 1], p: 0.3773 },
      { cards: "onslaught", placed: [2, 1, 1], p: 0.3773 },
    ]);
    const answer = bestMove(s, rolled, "onslaught");
    if (!answer.ok) throw new Error(answer.error);
    const { rows, cardChoices, gain } = answer.move;
    expect(rows[0]!.cards).toBe("play Onslaught (a special)");
    expect(rows[0]!.words).toBe("1 each on 2 Corellian Corvettes with 1 damage (destroyed)");
    expect(cardChoices.map((c) => c.cards)).toEqual([
      "play Onslaught (a special)",
      "play Take It Down (a special)",
      "play no card",
    ]);
    within(cardChoices[0]!.goal, 0.5707, cardChoices[0]!.trials);
    within(cardChoices[1]!.goal, 0.3773, cardChoices[1]!.trials);
    // the obvious card is behind the best beyond the noise, paired on the same dice: the exact 0.3773 − 0.5707
    expect(cardChoices[1]!.behind.beyondNoise).toBe(true);
    withinPaired(cardChoices[1]!.behind, 0.3773 - 0.5707);
    withinPaired(gain, 0.5707 - 0.0861);
  });

  it("what a card played now leaves: out of hand onto the discard pile, No Escape on the enemy, Brilliant Strategy's two draws", () => {
    const s = scenario({
      ...SD_VS_CORVETTES,
      attacker: { ...SD_VS_CORVETTES.attacker, cardPlay: "smart" },
      inProgress: {
        step: { theater: "space", rolled: "attacker" },
        attacker: {
          hand: { space: { cards: ["no-escape", "brilliant-strategy", "critical-hit"], unknown: 1 } },
        },
      },
    } as ScenarioInput);
    const plays = cardPlays(s, "attacker", "space", 2);
    const both = plays.find((p) => p.cards.join() === "brilliant-strategy,no-escape")!;
    expect(playWords(both)).toBe("play Brilliant Strategy and No Escape (a special)");
    const after = afterAssignment(
      s,
      "attacker",
      "space",
      {},
      roll("black: 1 special; red: 1 special"),
      undefined,
      both,
    );
    // (one special pays for Brilliant Strategy, the other draws a card; only space is fought: both draws are space cards)
    expect(after.inProgress!.attacker.hand!.space).toEqual({ cards: ["critical-hit"], unknown: 4 });
    expect(after.inProgress!.discarded.space).toEqual(["brilliant-strategy", "no-escape"]);
    expect(after.inProgress!.defender.noEscape).toBe(true);
    // with no special: only the cards without ★
    expect(cardPlays(s, "attacker", "space", 0).map((p) => p.cards.join("+"))).toEqual([
      "",
      "critical-hit",
      "no-escape",
      "critical-hit+no-escape",
    ]);
  });

  it("npm run advise --rolled and the API name the cards to play now; a card listed in the wrong deck is one line", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "cards-")), "s.json");
    writeFileSync(file, JSON.stringify(SD_VS_CORVETTES));
    const r = adviseCommand([
      "--scenario",
      file,
      "--rolled",
      "red: 1 hit; black: 1 special",
      "--seed",
      "cli",
    ]);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines[1]).toBe(
      "Best: play Critical Hit and Take It Down (a special); 2 each on 2 Corellian Corvettes (destroyed)",
    );
    const cards = lines.indexOf("Cards to play now, each at its best placement:");
    expect(lines.slice(cards + 1).map((l) => l.split(":")[0]!.trim())).toEqual([
      "play Critical Hit and Take It Down (a special)",
      "play Take It Down (a special)",
      "play Critical Hit",
      "play no card",
      "5 ways to play cards and place the damage (units alike counted once, dominated ones left out); 5 run.",
    ]);
    const wrong = {
      ...SD_VS_CORVETTES,
      inProgress: { ...SD_VS_CORVETTES.inProgress, attacker: { hand: { space: { cards: ["dig-in"] } } } },
    };
    writeFileSync(file, JSON.stringify(wrong));
    const refused = adviseCommand(["--scenario", file, "--rolled", "red: 1 hit"]);
    expect(refused.status).toBe(2);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    expect(refused.stderr).toContain("inProgress.attacker.hand.space: dig-in is not in the space deck");
    const api = await answerAdviseBody({ scenario: wrong, rolled: "red: 1 hit" });
    expect(api.status).toBe(400);
  });
});
