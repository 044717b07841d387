import { describe, expect, it } from "vitest";
import { cinematicCards } from "@/lib/data";
import { simulate, type SideStats } from "@/lib/engine";
import { eventSentence, perCombat, sideCards } from "@/lib/cards/card-stats";
import { formatResult } from "@/lib/cli/format-result";
import { lossesRows } from "@/lib/results/chart-data";
import { parseScenario, type Scenario, type ScenarioInput } from "@/lib/scenario";

function scenarioOf(input: ScenarioInput): Scenario {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

/** The Empire's space hand down to one card: every other space card is already used. */
const onlyInHand = (card: string) => ({
  space: cinematicCards("empire", "space")
    .map((c) => c.id)
    .filter((id) => id !== card),
  ground: [],
});

const stats = (cards: SideStats["cards"], survivors: SideStats["survivors"] = []): SideStats => ({
  survivors,
  losses: { units: 0, byUnit: {} },
  retreated: { p: 0, low: 0, high: 0, count: 0 },
  wipedOut: { p: 0, low: 0, high: 0, count: 0 },
  keptHalf: { p: 0, low: 0, high: 0, count: 0 },
  strengthLost: [1],
  likelyLosses: [],
  cards,
});

describe("a side's card statistics in words", () => {
  it("list the base decks' cards played by name in table order, with the cards drawn", () => {
    const cards = sideCards(
      stats({ drawn: 4.5, played: 1.2, byCard: { "no-escape": 0.00004, "critical-hit": 0.31 } }),
      "empire",
    );
    expect(cards).toEqual({
      cinematic: false,
      drawn: 4.5,
      played: 1.2,
      rows: [
        { id: "critical-hit", name: "Critical Hit", played: 0.31 },
        { id: "no-escape", name: "No Escape", played: 0.00004 },
      ],
      events: [],
      gained: [],
    });
    expect(cards.rows.map((r) => perCombat(r.played))).toEqual(["0.31", "<0.01"]);
  });

  it("list Cinematic Combat's cards space then ground with their top ability, the events and the units gained", () => {
    const cards = sideCards(
      stats(
        {
          drawn: 0,
          played: 2.5,
          byCard: { overrun: 0.5, "tractor-beam": 1, "swarm-tactics": 1 },
          top: { "swarm-tactics": 0.25 },
          events: { "capture-leader": 0.12 },
        },
        [
          {
            unit: "tie-fighter",
            start: 2,
            mean: 1.5,
            exactly: [],
            atLeast: [],
            broughtLost: 0.5,
            gained: 0.75,
          },
        ],
      ),
      "empire",
    );
    expect(cards.rows).toEqual([
      { id: "swarm-tactics", name: "Swarm Tactics", theater: "space", played: 1, top: 0.25 },
      { id: "tractor-beam", name: "Tractor Beam", theater: "space", played: 1, top: 0 },
      { id: "overrun", name: "Overrun", theater: "ground", played: 0.5, top: 0 },
    ]);
    // The page's words: a whole percent, one decimal under 10% (lib/format/percent.ts); the CLI's two decimals.
    expect(cards.events).toEqual(["Tractor Beam captured a leader in 12% of combats"]);
    expect(cards.gained).toEqual([{ name: "TIE Fighters", perCombat: 0.75 }]);
    expect(eventSentence("rescue-leader", 0.031)).toBe(
      "Rogue One rescued a leader or removed a target marker in 3.1% of combats",
    );
    expect(eventSentence("rescue-leader", 0.031, "exact")).toBe(
      "Rogue One rescued a leader or removed a target marker in 3.10% of combats",
    );
    expect(eventSentence("mark-leader", 0.00001)).toBe(
      "Confrontation marked an Imperial leader for elimination in <1% of combats",
    );
    expect(eventSentence("mark-leader", 0.00001, "exact")).toBe(
      "Confrontation marked an Imperial leader for elimination in <0.01% of combats",
    );
  });

  it("mark Cinematic Combat's cards already used at the start, played or not", () => {
    const cards = sideCards(
      stats({ drawn: 0, played: 1.5, byCard: { overrun: 0.5, "tractor-beam": 1 }, top: {} }),
      "empire",
      { usedCards: { space: ["tractor-beam", "intercept"], ground: [] } },
    );
    expect(cards.rows).toEqual([
      { id: "tractor-beam", name: "Tractor Beam", theater: "space", played: 1, top: 0, used: true },
      { id: "intercept", name: "Intercept", theater: "space", played: 0, top: 0, used: true },
      { id: "overrun", name: "Overrun", theater: "ground", played: 0.5, top: 0 },
    ]);
  });

  it("say the engine's own numbers for a battle: Tractor Beam's captures", () => {
    const scenario = scenarioOf({
      attacker: {
        faction: "empire",
        units: { "star-destroyer": 2 },
        usedCards: onlyInHand("tractor-beam"),
      },
      defender: { faction: "rebel", units: { "x-wing": 1 }, leaders: ["han-solo"] },
      tactics: "cinematic",
    });
    const result = simulate(scenario, { trials: 2000, seed: "cards" });
    const capture = result.attacker.cards.events?.["capture-leader"] ?? 0;
    expect(capture).toBeGreaterThan(0.3); // the lone X-wing rarely outlasts the first round
    const cards = sideCards(result.attacker, "empire");
    expect(cards.events).toEqual([eventSentence("capture-leader", capture)]);
    expect(cards.rows.find((r) => r.id === "tractor-beam")?.played).toBe(
      result.attacker.cards.byCard["tractor-beam"],
    );
    const text = formatResult(scenario, result);
    expect(text).toContain("tactic cards: Cinematic Combat (Rise of the Empire)");
    expect(text).toContain(`  ${eventSentence("capture-leader", capture, "exact")}`);
    expect(text).toMatch(/\n {4}Tractor Beam \(space\) +\d\.\d\d {3}top +\d\.\d\d\n/);
  });

  it("count the units Reinforcements brings: as gained, and among the losses when they are destroyed", () => {
    const scenario = scenarioOf({
      attacker: {
        faction: "empire",
        units: { "assault-carrier": 1 },
        usedCards: onlyInHand("reinforcements"),
      },
      defender: { faction: "rebel", units: { "x-wing": 2 } },
      tactics: "cinematic",
    });
    const result = simulate(scenario, { trials: 2000, seed: "cards" });
    const tie = result.attacker.survivors.find((s) => s.unit === "tie-fighter");
    expect(tie?.start).toBe(0);
    expect(tie?.gained).toBeGreaterThanOrEqual(1); // the only card in hand in round 1, with its Assault Carrier there
    expect(sideCards(result.attacker, "empire").gained).toEqual([
      { name: "TIE Fighters", perCombat: tie?.gained },
    ]);
    expect(formatResult(scenario, result)).toContain(`(+${tie?.gained?.toFixed(2)} gained)`);
    // units that joined and were destroyed count among the losses, on the page too
    const row = lossesRows(result, { attacker: "Empire", defender: "Rebels" })[0]!;
    const lostTies = row.byUnit.find((u) => u.name === "TIE Fighter")?.lost ?? 0;
    expect(lostTies).toBeCloseTo((tie?.gained ?? 0) - (tie?.mean ?? 0), 12); // none at the start
    expect(lostTies).toBeGreaterThan(0);
  });

  it("name the combat system in the CLI's first line", () => {
    const scenario = scenarioOf({
      attacker: { faction: "empire", units: { "tie-fighter": 1 } },
      defender: { faction: "rebel", units: { "x-wing": 1 } },
      tactics: "none",
    });
    const text = formatResult(scenario, simulate(scenario, { trials: 1000, seed: "1" }));
    expect(text.split("\n")[0]).toBe("Rebellion Odds — 1,000 trials, seed 1, tactic cards: None (dice only)");
    expect(text).not.toContain("cards per combat");
  });
});
