import { describe, expect, it } from "vitest";
import { answerAdviseBody } from "@/lib/api/advise-request";
import type { ScenarioInput } from "@/lib/scenario";
import { scenario } from "../helpers/scenarios";
import { LAST_ROUND, SD_VS_CORVETTES, adviseWith, moveAfter, roll, within } from "../helpers/mid-battle";
import { bestMove } from "@/lib/mid-battle/best-move";
import { readAsked } from "@/lib/mid-battle/asked-move";

const BASE = SD_VS_CORVETTES;

/** Cinematic, the last round: General Tagge's Star Destroyer rolled three blanks at a corvette with 1 damage. */
const TAGGE = LAST_ROUND("general-tagge");
const CINEMATIC = {
  ...TAGGE,
  attacker: { ...TAGGE.attacker, usedCards: { space: ["tractor-beam"] } },
} as ScenarioInput;

const advise = adviseWith;

describe("a move the player asks about after the dice (docs/rules.md#after-the-dice)", () => {
  it("is run and placed against the best: Critical Hit alone, 0.7477 exact (the best, both cards, 0.9931)", () => {
    const s = scenario(BASE);
    const asked = readAsked(s, roll("red: 1 hit; black: 1 special"), { play: "critical hit" });
    if (!asked.ok) throw new Error(asked.error);
    const answer = bestMove(s, roll("red: 1 hit; black: 1 special"), "asked", undefined, asked.value);
    if (!answer.ok) throw new Error(answer.error);
    const mine = answer.move.asked!;
    expect(mine.words).toBe("play Critical Hit; 2 on a Corellian Corvette (destroyed)");
    within(mine.goal, 0.7477, mine.trials);
    expect(mine.behind.beyondNoise).toBe(true);
    expect(mine.behind.mean).toBeLessThan(0);
  });

  it("a Cinematic reroll of the black blank: 5/36, behind the red blank's 5/12", () => {
    const r = advise(CINEMATIC, "--rolled", "red: 2 blanks; black: 1 blank", "--reroll", "black: 1 blank");
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split("\n");
    const at = lines.indexOf("Your move: reroll 1 black blank");
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(
      /^ {3}Win outright 1\d\.\d% ± \d\.\d, -2\d\.\d points ± \d\.\d from the best$/,
    );
    const m = moveAfter(scenario(CINEMATIC), "red: 2 blanks; black: 1 blank", "cinematic");
    expect(m.asked).toBeNull();
  });

  it("bad input is one line naming what is wrong, in the CLI and the API alike", async () => {
    const cases: [ScenarioInput, string, string, string, string][] = [
      [
        BASE,
        "red: 1 hit; black: 1 special",
        "play",
        "Onslaught",
        "play: Onslaught is not in the attacker's known space hand (Critical Hit, Take It Down)",
      ],
      [BASE, "red: 1 hit", "play", "Take It Down", "play: 1 ★ cards, but the roll shows 0 special(s)"],
      [
        BASE,
        "red: 1 hit",
        "play",
        "Dig In",
        "play: Dig In is not advised after one's own roll (docs/rules.md#after-the-dice)",
      ],
      [BASE, "red: 1 hit", "reroll", "red: 1 blank", "reroll: only in Cinematic Combat"],
      [
        CINEMATIC,
        "red: 2 blanks; black: 1 blank",
        "reroll",
        "red: 2 blanks",
        "reroll: 2 dice, but the attacker's leaders reroll at most 1 in space (the best tactic value there)",
      ],
      [
        CINEMATIC,
        "red: 1 hit, 1 blank; black: 1 blank",
        "reroll",
        "red: 1 special",
        "reroll: red: 1 special dice to reroll, but the roll shows 0",
      ],
      [
        CINEMATIC,
        "red: 2 blanks",
        "pick",
        "Tractor Beam",
        "pick: Tractor Beam is already used (attacker.usedCards.space)",
      ],
      [
        CINEMATIC,
        "red: 2 blanks",
        "pick",
        "Echo Base",
        'pick: "Echo Base" is not a Cinematic card of the attacker',
      ],
    ];
    for (const [input, rolled, flag, value, error] of cases) {
      const cli = advise(input, "--rolled", rolled, `--${flag}`, value);
      expect(cli.status).toBe(2);
      expect(cli.stderr.trim().split("\n")).toEqual([`advise: ${error}`]);
      expect(await answerAdviseBody({ scenario: input, rolled, [flag]: value })).toEqual({
        status: 400,
        body: { error },
      });
    }
    expect(advise(BASE, "--play", "Critical Hit").stderr.trim()).toBe(
      "advise: --play needs --rolled (a move after a roll)",
    );
  });
});
