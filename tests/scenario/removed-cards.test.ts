import { newBattle } from "@/lib/scenario/setup";
import { describe, expect, it } from "vitest";
import { setupChanges } from "@/lib/compare/setup-difference";
import { parseScenario, type ScenarioInput } from "@/lib/scenario";
import { cardListsKey } from "@/lib/scenario/card-lists";
import { toggleListedCard } from "@/lib/scenario/setup-edits";
import { DEFAULT_SETUP, type Setup } from "@/lib/scenario/setup";
import { switchTactics } from "@/lib/scenario/tactics-mode";
import { decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";
import { NAME_WORDS } from "@/lib/scenario/words";

// docs/rules.md#cards-removed-from-the-game: Confrontation removed from the game in an earlier combat.

const OTHERS = [
  "hold-them-back",
  "take-it-down",
  "tow-cables",
  "take-cover",
  "planetary-shield",
  "rogue-one",
];

function battle(defender: Record<string, unknown>, tactics = "cinematic"): ScenarioInput {
  return {
    attacker: { faction: "empire", units: { stormtrooper: 2 } },
    defender: { faction: "rebel", units: { "rebel-trooper": 2 }, ...defender },
    tactics,
  } as ScenarioInput;
}

function setupOf(input: ScenarioInput): Setup {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.error);
  // (a battle made in the page: each side on `auto`, which a version-2 link leaves unwritten)
  return { ...DEFAULT_SETUP, scenario: newBattle(parsed.scenario) };
}

describe("a scenario's cards removed from the game", () => {
  it("reads Confrontation as removed, beside cards already used, and keeps each list in the cards' order", () => {
    const s = setupOf(
      battle({
        usedCards: { ground: ["rogue-one", "hold-them-back"] },
        removedCards: { ground: ["confrontation"] },
      }),
    ).scenario.defender;
    expect(s.usedCards).toEqual({ space: [], ground: ["hold-them-back", "rogue-one"] });
    expect(s.removedCards).toEqual({ space: [], ground: ["confrontation"] });
    // an empty list says nothing: left out
    expect(setupOf(battle({ removedCards: { space: [], ground: [] } })).scenario.defender).not.toHaveProperty(
      "removedCards",
    );
  });

  it.each([
    [
      battle({ removedCards: "confrontation" }),
      'defender.removedCards must be { "space": [card ids], "ground": [card ids] }',
    ],
    [
      battle({ removedCards: { ground: ["tow-cables"] } }),
      'defender.removedCards: "tow-cables" never leaves the game (only Confrontation can)',
    ],
    [
      battle({ removedCards: { ground: ["confrontation-x"] } }),
      'defender.removedCards: unknown card "confrontation-x"',
    ],
    [
      battle({ removedCards: { space: ["confrontation"] } }),
      'defender.removedCards: "confrontation" is a ground card, listed under space',
    ],
    [
      battle({ removedCards: { ground: ["confrontation", "confrontation"] } }),
      'defender.removedCards: "confrontation" is listed twice',
    ],
    [
      battle({ usedCards: { ground: ["confrontation"] }, removedCards: { ground: ["confrontation"] } }),
      'defender.removedCards: "confrontation" is also listed as already used',
    ],
    [
      battle({
        usedCards: { ground: [...OTHERS, "escape-plan"] },
        removedCards: { ground: ["confrontation"] },
      }),
      "defender.usedCards: all 8 ground cards are listed as already used or removed from the game, but at least one must be in hand (using the last card in hand returns the discard pile to it)",
    ],
    [
      battle({ removedCards: { ground: ["confrontation"] } }, "base"),
      'defender.removedCards: cards removed from the game belong to Cinematic Combat (tactics "cinematic"), not to tactics "base"',
    ],
  ])("refuses a bad list in one line naming the field (%#)", (input, message) => {
    expect(parseScenario(input)).toEqual({ ok: false, error: message });
  });

  it("says it in the cards' names for the page and links", () => {
    const r = parseScenario(
      {
        ...battle({}),
        attacker: { faction: "empire", units: { stormtrooper: 2 }, removedCards: { ground: ["overrun"] } },
      } as ScenarioInput,
      NAME_WORDS,
    );
    expect(r).toEqual({
      ok: false,
      error:
        "the attacker's cards removed from the game: Overrun never leaves the game (only Confrontation can)",
    });
  });
});

describe("the share link's cards removed from the game", () => {
  it("round-trips as the side's last field, after the cards already used", () => {
    const setup = setupOf(
      battle({ usedCards: { ground: ["tow-cables"] }, removedCards: { ground: ["confrontation"] } }),
    );
    const query = encodeSetup(setup);
    expect(query).toBe(
      "v=2&a=empire_stormtrooper.2&d=rebel_rebel-trooper.2______tow-cables_confrontation&tc=cinematic",
    );
    expect(decodeSetup(query)).toEqual({ ok: true, setup, notices: [] });
    // removed only: the used field stays empty
    const removedOnly = setupOf(battle({ removedCards: { ground: ["confrontation"] } }));
    expect(encodeSetup(removedOnly)).toContain("d=rebel_rebel-trooper.2_______confrontation&");
  });

  it("reads links written before the field existed exactly as before", () => {
    const old =
      "v=1&a=empire_stormtrooper.2&d=rebel_rebel-trooper.2______tow-cables,confrontation&tc=cinematic";
    const decoded = decodeSetup(old, { strict: true });
    expect(decoded.ok && decoded.setup.scenario.defender.usedCards).toEqual({
      space: [],
      ground: ["tow-cables", "confrontation"],
    });
    expect(decoded.ok && decoded.setup.scenario.defender).not.toHaveProperty("removedCards");
    // (written in version 2, each side's silence about its goal written out as the win it meant)
    expect(decoded.ok && encodeSetup(decoded.setup)).toBe(
      "v=2&a=empire_stormtrooper.2________win&d=rebel_rebel-trooper.2______tow-cables,confrontation__win&tc=cinematic",
    );
  });

  it.each([
    [
      "v=1&tc=cinematic&d=rebel_rebel-trooper_______tractor-bean",
      'Invalid battle link: the defender\'s cards removed from the game: unknown card "tractor-bean"',
    ],
    [
      "v=1&tc=cinematic&d=rebel_rebel-trooper_______tow-cables",
      "Invalid battle link: the defender's cards removed from the game: Tow Cables never leaves the game (only Confrontation can)",
    ],
    [
      "v=1&tc=cinematic&d=rebel_rebel-trooper______confrontation_confrontation",
      "Invalid battle link: the defender's cards removed from the game: Confrontation is also listed as already used",
    ],
  ])("refuses %s strictly in one line", (query, error) => {
    expect(decodeSetup(query, { strict: true })).toEqual({ ok: false, error });
  });

  it("leaves out only the card it cannot read from an ordinary link", () => {
    const d = decodeSetup("v=1&tc=cinematic&d=rebel_rebel-trooper______tow-cables_nope");
    expect(d).toMatchObject({
      ok: true,
      notices: [`Part of the battle link: the defender's removed card "nope": no such card; left out`],
    });
    expect(d.ok && d.setup.scenario.defender.usedCards).toEqual({ space: [], ground: ["tow-cables"] });
  });
});

describe("the page's edits and words for cards removed from the game", () => {
  const base = setupOf(battle({}));

  it("ticks and unticks Confrontation, and compares it by name", () => {
    const removed = toggleListedCard(base, "defender", "removedCards", "ground", "confrontation");
    expect(removed.scenario.defender.removedCards).toEqual({ space: [], ground: ["confrontation"] });
    expect(setupChanges(base, removed)).toEqual(["other cards removed from the game by the Rebels"]);
    const back = toggleListedCard(removed, "defender", "removedCards", "ground", "confrontation");
    expect(back.scenario.defender).toEqual(base.scenario.defender);
  });

  it("a switch to another mode puts it back in the game, and says so", () => {
    const removed = toggleListedCard(base, "defender", "removedCards", "ground", "confrontation");
    const { setup, notice } = switchTactics(removed, { mode: "base" });
    expect(setup.scenario.defender).not.toHaveProperty("removedCards");
    expect(notice).toBe(
      "Only Rise of the Empire's Cinematic Combat has cards removed from the game: the Rebels' 1 removed card is back in the game.",
    );
  });
});

describe("the headline's 'was N%' key", () => {
  it("changes when a card is removed from the game, as when one is used, and only then", () => {
    const base = setupOf(battle({})).scenario.defender;
    const used = setupOf(battle({ usedCards: { ground: ["confrontation"] } })).scenario.defender;
    const removed = setupOf(battle({ removedCards: { ground: ["confrontation"] } })).scenario.defender;
    expect(cardListsKey(base)).toBe("/|/");
    expect(cardListsKey(used)).toBe("/confrontation|/");
    expect(cardListsKey(removed)).toBe("/|/confrontation");
    const moreTroopers = { ...removed, units: { "rebel-trooper": 5 } };
    expect(cardListsKey(moreTroopers)).toBe(cardListsKey(removed));
  });
});
