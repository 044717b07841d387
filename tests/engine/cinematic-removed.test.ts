import { describe, expect, it } from "vitest";
import { cinematicCards } from "@/lib/data";
import { simulate } from "@/lib/engine";
import { DEFENDER, GROUND, sideTheater } from "@/lib/engine/core/codes";
import { CinematicState, FULL_DECK } from "@/lib/engine/modes/cinematic/cinematic-state";
import type { ScenarioInput } from "@/lib/scenario";
import { cinematic } from "../helpers/cinematic";
import { scenario, empire } from "../helpers/scenarios";
import { ScriptedRng } from "../helpers/scripted-rng";

// docs/rules.md#cards-removed-from-the-game: a card used in an earlier combat sits in the discard pile and comes back
// (the hand running out, a Shield Generator); a card removed from the game (Confrontation, once its top took effect)
// never does.

const CONFRONTATION = cinematicCards("rebel", "ground").findIndex((c) => c.id === "confrontation");
const BIT = 1 << CONFRONTATION;

describe("Cards removed from the game in an earlier combat", () => {
  it("start outside hand and discard pile, and stay out when the hand runs out and the discard pile comes back", () => {
    expect(CONFRONTATION).toBe(7);
    const k = sideTheater(DEFENDER, GROUND);
    const masks = (used: number, removed: number) => {
      const m = new Int32Array(4);
      const r = new Int32Array(4);
      m[k] = used;
      r[k] = removed;
      return [m, r] as const;
    };
    const used = new CinematicState(1);
    used.reset(...masks(BIT, 0));
    const removed = new CinematicState(1);
    removed.reset(...masks(0, BIT));
    expect([used.hand[k], used.discard[k], used.removed[k]]).toEqual([0b0111_1111, 0b1000_0000, 0]);
    expect([removed.hand[k], removed.discard[k], removed.removed[k]]).toEqual([0b0111_1111, 0, 0b1000_0000]);
    // the other seven cards are used one by one: the last one brings the discard pile back, except itself
    for (let i = 0; i < 7; i++) {
      used.useCard(k, i, false);
      removed.useCard(k, i, false);
    }
    expect([used.hand[k], used.discard[k]]).toEqual([0b1011_1111, 0b0100_0000]); // Confrontation is back
    expect([removed.hand[k], removed.discard[k], removed.removed[k]]).toEqual([
      0b0011_1111,
      0b0100_0000,
      BIT,
    ]);
    expect((removed.hand[k]! | removed.discard[k]! | removed.removed[k]!) & FULL_DECK).toBe(FULL_DECK);
  });

  it("a Shield Generator returns a used Confrontation to hand before the ground step, never a removed one", () => {
    const battle = (list: "usedCards" | "removedCards") =>
      cinematic(empire({ stormtrooper: 2 }), {
        faction: "rebel",
        units: { "rebel-trooper": 2, "shield-generator": 1 },
        [list]: { space: [], ground: ["confrontation"] },
      } as ScenarioInput["defender"]);
    const k = sideTheater(DEFENDER, GROUND);
    const used = battle("usedCards");
    const removed = battle("removedCards");
    for (const a of [used, removed]) a.r.pick = () => -1; // nobody plays a card: only the return shows
    used.r.beforeStep(new ScriptedRng([]), GROUND);
    removed.r.beforeStep(new ScriptedRng([]), GROUND);
    expect(used.inHand(DEFENDER, GROUND, "confrontation")).toBe(true);
    expect([used.cs.hand[k], used.cs.discard[k]]).toEqual([FULL_DECK, 0]);
    expect(removed.inHand(DEFENDER, GROUND, "confrontation")).toBe(false);
    expect([removed.cs.hand[k], removed.cs.discard[k], removed.cs.removed[k]]).toEqual([0b0111_1111, 0, BIT]);
  });

  it("in play: a used Confrontation comes back with the discard pile and is played; a removed one never is", () => {
    // The Rebels have Tow Cables in hand and six cards in the discard pile; Confrontation is either the seventh
    // card there (used) or out of the game (removed). Once Tow Cables is played the discard pile returns.
    const six = [
      "hold-them-back",
      "take-it-down",
      "take-cover",
      "planetary-shield",
      "rogue-one",
      "escape-plan",
    ];
    const run = (lists: Record<string, unknown>) =>
      simulate(
        scenario({
          attacker: empire({ stormtrooper: 3 }, ["darth-vader"]),
          defender: { faction: "rebel", units: { "rebel-trooper": 3 }, leaders: ["han-solo"], ...lists },
          tactics: "cinematic",
        } as ScenarioInput),
        { trials: 2000, seed: "1" },
      );
    const used = run({ usedCards: { space: [], ground: [...six, "confrontation"] } });
    const removed = run({
      usedCards: { space: [], ground: six },
      removedCards: { space: [], ground: ["confrontation"] },
    });
    expect(used.defender.cards.byCard).toEqual({
      "hold-them-back": 0.448,
      "tow-cables": 1,
      confrontation: 0.019,
    });
    // where the used Confrontation was played (38 of 2000 combats), Escape Plan is the card played instead
    expect(removed.defender.cards.byCard).toEqual({
      "hold-them-back": 0.448,
      "tow-cables": 1,
      "escape-plan": 0.019,
    });
    expect(removed.defender.cards.byCard.confrontation).toBeUndefined();
    expect([removed.outcomes.attacker.p, removed.outcomes.defender.p]).toEqual([0.1475, 0.3495]);
  });
});
