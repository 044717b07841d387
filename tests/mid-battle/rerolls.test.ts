import { describe, expect, it } from "vitest";
import type { MoveRow } from "@/lib/mid-battle/best-move";
import { runBatch } from "@/lib/worker/protocol";
import type { ScenarioInput } from "@/lib/scenario";
import { scenario } from "../helpers/scenarios";
import { LAST_ROUND, moveAfter, within } from "../helpers/mid-battle";

const rowOf = (rows: readonly MoveRow[], words: string) => rows.find((r) => r.words === words)!;

describe("after the dice, Cinematic Combat: which dice to reroll with the leader's value (docs/rules.md#after-the-dice)", () => {
  it("General Tagge (1 reroll): a red blank, 5/12; a black blank, 5/36; the leader's policy takes the red one", () => {
    const m = moveAfter(scenario(LAST_ROUND("general-tagge")), "red: 2 blanks; black: 1 blank", "tagge");
    expect(m.kind).toBe("reroll");
    expect(m.classes).toBe(3);
    const red = rowOf(m.rows, "reroll 1 red blank");
    // (1/2 that the die makes the corvette lethal, times 5/6 that the corvette's red die shows no special)
    within(red.goal, 5 / 12, red.trials);
    expect(m.rows.map((r) => r.words)).toEqual([
      "reroll as the leader's policy does",
      "reroll 1 red blank",
      "reroll 1 black blank",
    ]);
    within(m.rows[2]!.goal, 5 / 36, m.rows[2]!.trials);
    // the policy's reroll is the red blank, on the same dice: the same battles
    expect(m.rows[0]!.goal).toBe(red.goal);
  });

  it("Darth Vader (2 rerolls): both red blanks, 2/3, over a red and a black, 1/2 (two hits leave the corvette 1 over: no save)", () => {
    const m = moveAfter(scenario(LAST_ROUND("darth-vader")), "red: 2 blanks; black: 1 blank", "vader");
    expect(m.classes).toBe(5);
    const two = rowOf(m.rows, "reroll 2 red blanks");
    within(two.goal, 2 / 3, two.trials);
    const mixed = m.rows.find((r) => r.words === "reroll 1 red blank and 1 black blank");
    if (mixed) within(mixed.goal, 1 / 2, mixed.trials);
    expect(m.rows[0]!.goal).toBe(two.goal);
  });

  it("a Cinematic step under way: the corvette made lethal by the Empire's attack can still save itself with a red special", () => {
    const s = scenario({
      ...LAST_ROUND("general-tagge"),
      defender: { faction: "rebel", units: { "corellian-corvette": 1 }, cardPlay: "none" },
      inProgress: {
        round: 2,
        step: { theater: "space", rolled: "attacker" },
        defender: { lethal: { "corellian-corvette": 1 } },
      },
    } as ScenarioInput);
    const r = runBatch({ runId: 1, scenario: s, seed: "lethal", trials: 20_000, from: 0, to: 10 });
    if ("error" in r) throw new Error(r.error);
    within(r.tally.outcomes[0]! / r.tally.trials, 5 / 6, r.tally.trials);
  });

  it("the card to pick for the next step: the hand less the cards used; in the last round no step follows, so every pick plays the same battles (5/12)", () => {
    const input = LAST_ROUND("general-tagge");
    const s = scenario({
      ...input,
      attacker: { ...input.attacker, usedCards: { space: ["tractor-beam", "intercept"] } },
    } as ScenarioInput);
    const m = moveAfter(s, "red: 2 blanks; black: 1 blank", "picks");
    expect(m.cardChoices.map((c) => c.cards).sort()).toEqual([
      "pick Energy Shield",
      "pick Entrapment",
      "pick Overwhelming Presence",
      "pick Reinforcements",
      "pick Superlaser Blast",
      "pick Swarm Tactics",
      "pick as the card policy does",
    ]);
    within(m.cardChoices[0]!.goal, 5 / 12, m.cardChoices[0]!.trials);
    for (const c of m.cardChoices) expect(c.behind.mean).toBe(0);
  });
});
