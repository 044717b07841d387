import { newBattle } from "@/lib/scenario/setup";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cinematicCards } from "@/lib/data";
import { TACTICS, VARIANTS } from "@/lib/scenario/battle-options";
import { appliesIn, type Choice, type ChoiceOption } from "@/lib/scenario/choice";
import { CARD_PLAY, SIDE_POLICIES } from "@/lib/scenario/policies";
import { toggleUsedCard } from "@/lib/scenario/setup-edits";
import { DEFAULT_SETUP, type Setup } from "@/lib/scenario/setup";
import { cinematicSuggested, switchTactics, variantsIn } from "@/lib/scenario/tactics-mode";
import { checkScenario, parseScenario, type ScenarioInput } from "@/lib/scenario";
import { decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";
import { NAME_WORDS } from "@/lib/scenario/words";
import { setupArb } from "../helpers/setup-arbitrary";

function setupOf(input: ScenarioInput): Setup {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.error);
  // (a battle made in the page: each side on `auto`, which a version-2 link leaves unwritten)
  return { ...DEFAULT_SETUP, scenario: newBattle(parsed.scenario) };
}

const cinematic = (attacker: object = {}, defender: object = {}): ScenarioInput => ({
  attacker: { faction: "empire", units: { "star-destroyer": 1, "tie-fighter": 2 }, ...attacker },
  defender: { faction: "rebel", units: { "x-wing": 2 }, ...defender },
  tactics: "cinematic",
});

describe("the declarations say which tactics mode each choice belongs to", () => {
  it("names only real modes, and gives each mode its own variants and card-play options", () => {
    const modes: readonly string[] = TACTICS.options.map((o) => o.value);
    const declared: readonly (Choice | ChoiceOption)[] = [
      ...VARIANTS,
      ...SIDE_POLICIES,
      ...SIDE_POLICIES.flatMap((c): readonly ChoiceOption[] => c.options),
    ];
    const onlyIn = (d: Choice | ChoiceOption) => ("onlyIn" in d ? d.onlyIn : undefined);
    for (const d of declared) for (const m of onlyIn(d) ?? []) expect(modes).toContain(m);
    expect(declared.filter(onlyIn).length).toBe(6); // the space deck, 3 readings, card play, first-useful
    expect(variantsIn("base").map((v) => v.id)).toEqual([
      "blackDie",
      "spaceDeck",
      "dsucHealth",
      "monCalCapacity",
    ]);
    expect(variantsIn("none").map((v) => v.id)).toEqual(["blackDie", "dsucHealth", "monCalCapacity"]);
    expect(variantsIn("cinematic").map((v) => v.id)).toEqual([
      "blackDie",
      "dsucHealth",
      "monCalCapacity",
      "swarmTactics",
      "overwhelmingPresence",
      "cinematicBombardment",
    ]);
    const cardPlay = (mode: string) =>
      appliesIn(CARD_PLAY, mode)
        ? CARD_PLAY.options.filter((o) => appliesIn(o, mode)).map((o) => o.value)
        : [];
    expect(cardPlay("base")).toEqual(["smart", "none"]);
    expect(cardPlay("none")).toEqual([]); // dice only: no card is ever played
    expect(cardPlay("cinematic")).toEqual(["smart", "first-useful", "none"]);
  });
});

describe("switching the tactics mode", () => {
  it("from Cinematic Combat to the base decks sets first-useful to smart, clears used cards and says so", () => {
    const from = setupOf(
      cinematic(
        {
          cardPlay: "first-useful",
          usedCards: { space: ["tractor-beam"], ground: ["overrun", "bombardment"] },
        },
        { usedCards: { space: ["escort"], ground: [] } },
      ),
    );
    const { setup, notice } = switchTactics(from, { mode: "base" });
    expect(setup.scenario.tactics).toEqual({ mode: "base" });
    expect(setup.scenario.attacker.cardPlay).toBe("smart");
    expect("usedCards" in setup.scenario.attacker || "usedCards" in setup.scenario.defender).toBe(false);
    expect(notice).toBe(
      "Only Rise of the Empire's Cinematic Combat has First useful card (card play) and cards already used: " +
        "the Empire's card play is now Smart and its 3 used cards are back in hand; the Rebels' 1 used card is back in hand.",
    );
    expect(checkScenario(setup.scenario)).toBeNull();
  });

  it("changes nothing else, and says nothing, when every choice exists in the new mode", () => {
    const base = setupOf({
      ...cinematic({ cardPlay: "none" }),
      tactics: "base",
      variants: { spaceDeck: "two-onslaught" },
    });
    const { setup, notice } = switchTactics(base, { mode: "cinematic" });
    expect(notice).toBeNull();
    expect(setup.scenario).toEqual({ ...base.scenario, tactics: { mode: "cinematic" } });
    // the base-deck variant is kept for the way back, where it matters again
    expect(switchTactics(setup, { mode: "base" }).setup).toEqual(base);
  });

  it("never leaves an invalid setup, whatever the setup and the mode", () => {
    fc.assert(
      fc.property(setupArb, fc.constantFrom(...TACTICS.options.map((o) => o.value)), (from, mode) => {
        const { setup, notice } = switchTactics(from, { mode });
        expect(checkScenario(setup.scenario)).toBeNull();
        // a notice exactly when something besides the mode changed
        const changed = { ...setup.scenario, tactics: from.scenario.tactics };
        expect(notice === null).toBe(JSON.stringify(changed) === JSON.stringify(from.scenario));
      }),
      { numRuns: 200 },
    );
  });
});

describe("cards already used in the page", () => {
  it("tick and untick in the cards' order; none ticked leaves no list", () => {
    let s = setupOf(cinematic());
    s = toggleUsedCard(s, "attacker", "space", "entrapment");
    s = toggleUsedCard(s, "attacker", "space", "swarm-tactics");
    s = toggleUsedCard(s, "attacker", "ground", "overrun");
    expect(s.scenario.attacker.usedCards).toEqual({
      space: ["swarm-tactics", "entrapment"],
      ground: ["overrun"],
    });
    expect(encodeSetup(s)).toBe(
      "v=2&a=empire_tie-fighter.2,star-destroyer______swarm-tactics,entrapment,overrun&d=rebel_x-wing.2&tc=cinematic",
    );
    for (const [theater, id] of [
      ["space", "entrapment"],
      ["space", "swarm-tactics"],
      ["ground", "overrun"],
    ] as const)
      s = toggleUsedCard(s, "attacker", theater, id);
    expect("usedCards" in s.scenario.attacker).toBe(false);
    expect(s).toEqual(setupOf(cinematic()));
  });

  it("a whole deck ticked is refused in the cards' names, and so is a bad list from a link", () => {
    let s = setupOf(cinematic());
    for (const card of cinematicCards("empire", "space")) s = toggleUsedCard(s, "attacker", "space", card.id);
    expect(checkScenario(s.scenario, NAME_WORDS)).toBe(
      "the attacker's cards already used: all 8 space cards are listed, but at most 7 can be in the discard pile (using the last card returns the others to hand)",
    );
    expect(checkScenario(s.scenario)).toBe(
      "attacker.usedCards: all 8 space cards are listed: at most 7 can be in the discard pile (using the last card returns the others to hand)",
    );
  });
});

describe("the share link's cards already used", () => {
  it.each([
    [
      "v=1&tc=cinematic&a=empire_tie-fighter______overrun,tractor-bean",
      'Invalid battle link: the attacker\'s cards already used: unknown card "tractor-bean"',
    ],
    [
      "v=1&tc=cinematic&a=empire_tie-fighter______overrun,overrun,hold-them-back",
      "Invalid battle link: the attacker's cards already used: Overrun is listed twice; Hold Them Back is a Rebel card, but the attacker is the Empire",
    ],
    [
      "v=1&a=empire_tie-fighter______overrun",
      "Invalid battle link: the attacker has cards already used, which only Cinematic Combat has (the tactic cards are Base game decks)",
    ],
    [
      "v=1&tc=none&a=empire_tie-fighter_____first-useful",
      "Invalid battle link: the attacker's card play: First useful card is for Cinematic Combat only (the tactic cards are None (dice only))",
    ],
    [
      "v=1&tc=cinematic&a=empire_tie-fighter______overrun___9",
      "Invalid battle link: attacker has 11 fields (at most 10)",
    ],
  ])("explains %s in card names", (query, message) => {
    expect(decodeSetup(query, { strict: true })).toEqual({ ok: false, error: message });
  });

  it("says a link cut short in a card's name was cut short", () => {
    const side = "empire_tie-fighter______overrun,tractor-be";
    expect(decodeSetup(`v=1&tc=cinematic&a=${side}`, { strict: true })).toEqual({
      ok: false,
      error: `Invalid battle link: it looks cut short, so the attacker could not be read whole (it ends "${side.slice(-24)}")`,
    });
  });

  it("reads the lists back in the cards' order, whatever order a file gave them in", () => {
    const s = setupOf(
      cinematic({ usedCards: { space: ["intercept", "swarm-tactics"], ground: ["bombardment", "overrun"] } }),
    );
    expect(s.scenario.attacker.usedCards).toEqual({
      space: ["swarm-tactics", "intercept"],
      ground: ["overrun", "bombardment"],
    });
    const back = decodeSetup(encodeSetup(s));
    expect(back.ok && back.setup).toEqual(s);
  });

  it("the link property test meets Cinematic setups with used cards and first-useful", () => {
    const samples = fc.sample(setupArb, { numRuns: 300, seed: 14 });
    const sides = samples.flatMap((s) => [s.scenario.attacker, s.scenario.defender]);
    expect(sides.filter((s) => s.usedCards).length).toBeGreaterThan(30);
    expect(sides.filter((s) => s.cardPlay === "first-useful").length).toBeGreaterThan(30);
  });
});

describe("the suggestion to play Cinematic Combat", () => {
  it("shows with Rise of the Empire units and the base decks, and nowhere else", () => {
    const rote = cinematic({ units: { "tie-striker": 1 } });
    expect(cinematicSuggested(setupOf({ ...rote, tactics: "base" }).scenario)).toBe(true);
    expect(cinematicSuggested(setupOf(rote).scenario)).toBe(false);
    expect(cinematicSuggested(setupOf({ ...rote, tactics: "none" }).scenario)).toBe(false);
    expect(cinematicSuggested(DEFAULT_SETUP.scenario)).toBe(false);
    expect(
      cinematicSuggested(
        setupOf({ ...cinematic({}, { units: { "shield-generator": 1, "u-wing": 1 } }), tactics: "base" })
          .scenario,
      ),
    ).toBe(true);
  });
});
