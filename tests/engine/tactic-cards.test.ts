import { describe, expect, it } from "vitest";
import type { TacticCardId } from "@/lib/data";
import { compileBattle, simulate } from "@/lib/engine";
import { cardsOf, resolveAttack } from "../helpers/base-cards";
import { blockCapacity } from "@/lib/engine/modes/base/blocks";
import { BattleState } from "@/lib/engine/core/battle-state";
import { discardCard, drawCard, giveCard, inHand, setDeckOrder } from "@/lib/engine/modes/base/deck";
import { canRetreat, executeRetreat } from "@/lib/engine/core/retreat";
import type { ScenarioInput } from "@/lib/scenario";
import { ScriptedRng, rolls } from "../helpers/scripted-rng";
import { scenario, empire, rebels } from "../helpers/scenarios";
import { unitsOf } from "../helpers/units";
import { ATTACKER, DEFENDER, GROUND, SPACE, sideTheater } from "@/lib/engine/core/codes";
import { CARD_COUNT } from "@/lib/engine/modes/base/card-codes";
import { scenarioDecks } from "@/lib/engine/modes/base/base-cards";
import { cardCode } from "@/lib/engine/modes/base/card-code";

type Side = ScenarioInput["attacker"];

function setup(attacker: Side, defender: Side) {
  const b = compileBattle(scenario({ attacker, defender, tactics: "base" }));
  const s = new BattleState(b);
  s.reset();
  s.round = 1;
  const give = (side: number, theater: number, card: TacticCardId, n = 1) =>
    giveCard(cardsOf(s), side, theater, cardCode(card), n);
  const played = (side: number, card: TacticCardId) =>
    cardsOf(s).cardsPlayed[side * CARD_COUNT + cardCode(card)];
  return { b, s, give, played };
}

const tie = (n = 1, extra: Partial<Side> = {}): Side => ({
  faction: "empire",
  units: { "tie-fighter": n },
  ...extra,
});
const xwing = (n = 1, extra: Partial<Side> = {}): Side => ({
  faction: "rebel",
  units: { "x-wing": n },
  ...extra,
});

describe("space tactic cards", () => {
  it("critical hit is played when it destroys a unit the dice missed, and kept otherwise", () => {
    const { b, s, give, played } = setup(tie(), xwing());
    give(ATTACKER, SPACE, "critical-hit");
    resolveAttack(rolls("black blank"), b, s, ATTACKER, SPACE);
    expect(played(ATTACKER, "critical-hit")).toBe(1);
    expect(unitsOf(b, s, 1, "x-wing").lethal).toBe(1);

    const again = setup(tie(), xwing());
    again.give(ATTACKER, SPACE, "critical-hit");
    resolveAttack(rolls("black hit"), again.b, again.s, ATTACKER, SPACE);
    expect(again.played(ATTACKER, "critical-hit")).toBe(0);
    expect(inHand(cardsOf(again.s), ATTACKER, SPACE, cardCode("critical-hit"))).toBe(1);
  });

  it("concentrate fire rerolls a blank", () => {
    const { b, s, give, played } = setup(tie(), xwing());
    give(ATTACKER, SPACE, "concentrate-fire");
    resolveAttack(rolls("black blank, black hit"), b, s, ATTACKER, SPACE);
    expect(played(ATTACKER, "concentrate-fire")).toBe(1);
    expect(unitsOf(b, s, 1, "x-wing").lethal).toBe(1);
  });

  it("concentrate fire rerolls each die at most once (up to 2 different dice)", () => {
    const { b, s, give, played } = setup(tie(), xwing());
    give(ATTACKER, SPACE, "concentrate-fire");
    const rng = rolls("2 black blank");
    resolveAttack(rng, b, s, ATTACKER, SPACE);
    // The one die came up blank twice: it was rerolled once, and no die is left to reroll.
    expect(rng.used).toBe(2);
    expect(played(ATTACKER, "concentrate-fire")).toBe(1);
    expect(unitsOf(b, s, 1, "x-wing").standing).toEqual([0]);
  });

  it("a special spent before concentrate fire stays spent (regression)", () => {
    // SD rolls red special, red blank, black blank; the special draws concentrate fire, which rerolls the two
    // blanks into blanks. The special was set aside: there is nothing left to draw with.
    const { b, s, played } = setup(empire({ "star-destroyer": 1 }), rebels({ "corellian-corvette": 1 }));
    setDeckOrder(
      cardsOf(s),
      SPACE,
      ["concentrate-fire", "critical-hit", "defensive-formation"].map((c) => cardCode(c as TacticCardId)),
    );
    const rng = rolls("red special, red blank, black blank, top, red blank, black blank");
    resolveAttack(rng, b, s, ATTACKER, SPACE);
    expect(rng.remaining).toBe(0);
    expect(played(ATTACKER, "concentrate-fire")).toBe(1);
    expect(cardsOf(s).cardsDrawn[ATTACKER]).toBe(1);
    expect(cardsOf(s).handSize[sideTheater(ATTACKER, SPACE)]).toBe(0);
  });

  it("concentrate fire rerolls a hit whose only target is a DSUC behind a shield bunker (regression)", () => {
    const { b, s, give, played } = setup(
      rebels({ "x-wing": 1 }),
      empire({ "star-destroyer": 1, "death-star-under-construction": 1, "shield-bunker": 1 }),
    );
    give(ATTACKER, SPACE, "concentrate-fire");
    // The black hit can only go to the (shielded) DSUC: useless, so rerolled, into a direct hit on the SD.
    const rng = rolls("black hit, black direct");
    resolveAttack(rng, b, s, ATTACKER, SPACE);
    expect(rng.remaining).toBe(0);
    expect(played(ATTACKER, "concentrate-fire")).toBe(1);
    expect(unitsOf(b, s, 1, "star-destroyer").standing).toEqual([1]);
    expect(unitsOf(b, s, 1, "death-star-under-construction").standing).toEqual([0]);
  });

  it("defensive formation blocks 1 damage when it saves a unit", () => {
    const { b, s, give, played } = setup(tie(), xwing());
    give(DEFENDER, SPACE, "defensive-formation");
    resolveAttack(rolls("black hit"), b, s, ATTACKER, SPACE);
    expect(played(DEFENDER, "defensive-formation")).toBe(1);
    expect(unitsOf(b, s, 1, "x-wing").standing).toEqual([0]);
  });

  it("damage beyond what destroys a unit stays on it, so a block has it all to cancel (overkill)", () => {
    // Two black hits on a lone X-wing: it holds 2 damage, and a defensive formation (block 1) cannot save it.
    const fighters = setup(empire({ "tie-fighter": 2 }), xwing());
    fighters.give(DEFENDER, SPACE, "defensive-formation");
    const twoHits = rolls("2 black hit");
    resolveAttack(twoHits, fighters.b, fighters.s, ATTACKER, SPACE);
    expect(fighters.played(DEFENDER, "defensive-formation")).toBe(0);
    expect(unitsOf(fighters.b, fighters.s, 1, "x-wing").lethal).toBe(1);
    // Three damage on a corvette (health 2): outmaneuver cancels 2 of it and the corvette keeps 1.
    const sd = setup(empire({ "star-destroyer": 1 }), rebels({ "corellian-corvette": 1 }));
    sd.give(DEFENDER, SPACE, "outmaneuver");
    sd.give(DEFENDER, SPACE, "no-escape");
    const threeHits = rolls("2 red hit, black direct");
    resolveAttack(threeHits, sd.b, sd.s, ATTACKER, SPACE);
    expect(sd.played(DEFENDER, "outmaneuver")).toBe(1);
    expect(unitsOf(sd.b, sd.s, 1, "corellian-corvette").standing).toEqual([1]);
  });

  it("overkill is spread so that each destroyed unit takes as much blocking as possible", () => {
    // Four black hits on two X-wings: each holds 2 damage (not 3 and 1), so two defensive formations save one.
    const { b, s, give, played } = setup(empire({ "tie-fighter": 4 }), rebels({ "x-wing": 2 }));
    give(DEFENDER, SPACE, "defensive-formation", 2);
    resolveAttack(new ScriptedRng(new Array(4).fill(["black", "hit"])), b, s, ATTACKER, SPACE);
    expect(played(DEFENDER, "defensive-formation")).toBe(2);
    expect(unitsOf(b, s, 1, "x-wing")).toMatchObject({ lethal: 1, standing: [0] });
  });

  it("outmaneuver discards another card to block 2, and cannot be played alone", () => {
    const corvette: Side = rebels({ "corellian-corvette": 1 });
    const sd: Side = empire({ "star-destroyer": 1 });
    const script = () => rolls("2 red hit, black blank");
    const { b, s, give, played } = setup(sd, corvette);
    give(DEFENDER, SPACE, "outmaneuver");
    give(DEFENDER, SPACE, "no-escape");
    resolveAttack(script(), b, s, ATTACKER, SPACE);
    expect(played(DEFENDER, "outmaneuver")).toBe(1);
    expect(cardsOf(s).handSize[sideTheater(DEFENDER, SPACE)]).toBe(0); // no escape went as the discard
    expect(unitsOf(b, s, 1, "corellian-corvette").standing).toEqual([0]);

    const alone = setup(sd, corvette);
    alone.give(DEFENDER, SPACE, "outmaneuver");
    resolveAttack(script(), alone.b, alone.s, ATTACKER, SPACE);
    expect(alone.played(DEFENDER, "outmaneuver")).toBe(0);
    expect(unitsOf(alone.b, alone.s, 1, "corellian-corvette").lethal).toBe(1);
  });

  it("a second outmaneuver can be the card discarded to play the first (regression)", () => {
    // Two outmaneuvers and nothing else: one is played, the other paid as its cost. The engine used to look
    // for the second copy after the first had left the hand, found none, and took a card off another hand.
    const { b, s, give, played } = setup(
      empire({ "star-destroyer": 1 }),
      rebels({ "corellian-corvette": 1 }),
    );
    give(DEFENDER, SPACE, "outmaneuver", 2);
    give(ATTACKER, GROUND, "escape-plan");
    resolveAttack(rolls("2 red hit, black blank"), b, s, ATTACKER, SPACE);
    expect(played(DEFENDER, "outmaneuver")).toBe(1);
    expect(cardsOf(s).handSize[sideTheater(DEFENDER, SPACE)]).toBe(0);
    expect(inHand(cardsOf(s), DEFENDER, SPACE, cardCode("outmaneuver"))).toBe(0);
    expect(unitsOf(b, s, 1, "corellian-corvette").standing).toEqual([0]);
    // Every other hand is as it was.
    expect(inHand(cardsOf(s), ATTACKER, GROUND, cardCode("escape-plan"))).toBe(1);
    expect(cardsOf(s).handSize[sideTheater(ATTACKER, GROUND)]).toBe(1);
    expect(cardsOf(s).handSize[sideTheater(ATTACKER, SPACE)]).toBe(0);
    expect(cardsOf(s).handSize[sideTheater(DEFENDER, GROUND)]).toBe(0);
  });

  it("defensive formation and outmaneuver paid with the second outmaneuver block 3 together (regression)", () => {
    // Four damage on a corvette (health 2): 3 to cancel. With defensive formation and two outmaneuvers the only
    // way is outmaneuver discarding the other outmaneuver, then defensive formation. The block step used to
    // discard the defensive formation for the outmaneuver, found the rest short, and saved nothing.
    const { b, s, give, played } = setup(
      empire({ "super-star-destroyer": 1 }),
      rebels({ "corellian-corvette": 1 }),
    );
    give(DEFENDER, SPACE, "defensive-formation");
    give(DEFENDER, SPACE, "outmaneuver", 2);
    const rng = rolls("3 red hit, black direct, black blank");
    resolveAttack(rng, b, s, ATTACKER, SPACE);
    expect(rng.remaining).toBe(0);
    expect(played(DEFENDER, "outmaneuver")).toBe(1);
    expect(played(DEFENDER, "defensive-formation")).toBe(1);
    expect(cardsOf(s).handSize[sideTheater(DEFENDER, SPACE)]).toBe(0);
    expect(unitsOf(b, s, 1, "corellian-corvette").standing).toEqual([1]);
  });

  it("the block step's capacity is the best any order of plays and discards reaches", () => {
    // Brute force: every way to play the hand's cards (a big block needs another card discarded).
    const best = (df: number, bigs: number, others: number): number => {
      let m = 0;
      if (df > 0) m = Math.max(m, 1 + best(df - 1, bigs, others));
      if (bigs > 0) {
        if (others > 0) m = Math.max(m, 2 + best(df, bigs - 1, others - 1));
        if (df > 0) m = Math.max(m, 2 + best(df - 1, bigs - 1, others));
        if (bigs > 1) m = Math.max(m, 2 + best(df, bigs - 2, others));
      }
      return m;
    };
    let hands = 0;
    for (let df = 0; df <= 3; df++)
      for (let bigs = 0; bigs <= 3; bigs++)
        for (let others = 0; others <= 5; others++) {
          expect(blockCapacity(df, bigs, others), `${df} DF, ${bigs} big, ${others} other`).toBe(
            best(df, bigs, others),
          );
          hands++;
        }
    expect(hands).toBe(96);
    expect(blockCapacity(1, 2, 0)).toBe(3);
    expect(blockCapacity(1, 3, 0)).toBe(4);
  });

  it("a damage card is played only where the side's own targeting policy puts a kill (regression)", () => {
    // Biggest-first and priority put card damage on the Mon Cal, which it does not destroy; the X-wing it would
    // destroy is not where those policies put it. The threat policy takes the X-wing.
    const script = () => rolls("2 red blank, black blank");
    const policies: Side["targeting"][] = [
      "biggest-first",
      { policy: "priority", order: ["mon-calamari-cruiser"] },
    ];
    for (const targeting of policies) {
      const { b, s, give, played } = setup(
        { faction: "empire", units: { "star-destroyer": 1 }, targeting },
        rebels({ "mon-calamari-cruiser": 1, "x-wing": 1 }),
      );
      give(ATTACKER, SPACE, "critical-hit", 2);
      resolveAttack(script(), b, s, ATTACKER, SPACE);
      expect(played(ATTACKER, "critical-hit")).toBe(0);
      expect(unitsOf(b, s, 1, "mon-calamari-cruiser").standing).toEqual([0]);
    }
    const { b, s, give, played } = setup(
      empire({ "star-destroyer": 1 }),
      rebels({ "mon-calamari-cruiser": 1, "x-wing": 1 }),
    );
    give(ATTACKER, SPACE, "critical-hit", 2);
    resolveAttack(script(), b, s, ATTACKER, SPACE);
    expect(played(ATTACKER, "critical-hit")).toBe(1);
    expect(unitsOf(b, s, 1, "x-wing").lethal).toBe(1);
  });

  it.each([
    [
      "take it down costs a special and deals 2 damage to one ship",
      "red special, red blank, black blank",
      1,
      1,
    ],
    ["a ★ card without a special to pay for it stays in hand", "2 red blank, black blank", 0, 0],
  ])("%s", (_what, dice, playedTimes, lethal) => {
    const { b, s, give, played } = setup(
      empire({ "star-destroyer": 1 }),
      rebels({ "corellian-corvette": 1 }),
    );
    give(ATTACKER, SPACE, "take-it-down");
    resolveAttack(rolls(dice), b, s, ATTACKER, SPACE);
    expect(played(ATTACKER, "take-it-down")).toBe(playedTimes);
    expect(unitsOf(b, s, 1, "corellian-corvette")).toMatchObject({ lethal, standing: lethal ? [] : [0] });
  });

  it("unstoppable assault stops the opponent's block", () => {
    const { b, s, give, played } = setup(tie(2), xwing());
    give(ATTACKER, SPACE, "unstoppable-assault");
    give(DEFENDER, SPACE, "defensive-formation");
    resolveAttack(rolls("black hit, black special"), b, s, ATTACKER, SPACE);
    expect(played(ATTACKER, "unstoppable-assault")).toBe(1);
    expect(played(DEFENDER, "defensive-formation")).toBe(0);
    expect(unitsOf(b, s, 1, "x-wing").lethal).toBe(1);
  });

  it("brilliant strategy turns one special into two cards", () => {
    const { b, s, give, played } = setup(tie(), xwing());
    give(ATTACKER, SPACE, "brilliant-strategy");
    resolveAttack(rolls("black special, 2 top"), b, s, ATTACKER, SPACE);
    expect(played(ATTACKER, "brilliant-strategy")).toBe(1);
    expect(cardsOf(s).cardsDrawn[ATTACKER]).toBe(2);
  });

  it("a spare special draws a card", () => {
    const { b, s } = setup(tie(), xwing());
    resolveAttack(rolls("black special, top"), b, s, ATTACKER, SPACE);
    expect(cardsOf(s).cardsDrawn[ATTACKER]).toBe(1);
  });

  it("no escape stops the weaker opponent retreating this round", () => {
    const { b, s, give, played } = setup(tie(3), xwing(1, { leaders: ["han-solo"] }));
    give(ATTACKER, SPACE, "no-escape");
    expect(canRetreat(b, s, DEFENDER)).toBe(true);
    resolveAttack(rolls("3 black blank"), b, s, ATTACKER, SPACE);
    expect(played(ATTACKER, "no-escape")).toBe(1);
    expect(canRetreat(b, s, DEFENDER)).toBe(false);
  });
});

describe("ground tactic cards", () => {
  it("dig in blocks 2 ground damage", () => {
    const { b, s, give, played } = setup(empire({ "at-at": 1 }), rebels({ airspeeder: 1 }));
    give(DEFENDER, GROUND, "dig-in");
    give(DEFENDER, GROUND, "critical-hit");
    resolveAttack(rolls("2 red hit, black blank"), b, s, ATTACKER, GROUND);
    expect(played(DEFENDER, "dig-in")).toBe(1);
    expect(unitsOf(b, s, 1, "airspeeder").standing).toEqual([0]);
  });

  it("bombardment deals a ship's red attack value to one ground unit", () => {
    const { b, s, give, played } = setup(
      empire({ "star-destroyer": 1, stormtrooper: 1 }),
      rebels({ airspeeder: 1 }),
    );
    give(ATTACKER, GROUND, "bombardment");
    resolveAttack(rolls("black special"), b, s, ATTACKER, GROUND);
    expect(played(ATTACKER, "bombardment")).toBe(1);
    expect(cardsOf(s).added.oneUnitCount).toBe(1);
    expect(cardsOf(s).added.oneUnitAmounts[0]).toBe(2); // the Star Destroyer's red value
    expect(unitsOf(b, s, 1, "airspeeder").lethal).toBe(1);
  });

  it("escape plan lets every ground unit retreat, beyond transport capacity", () => {
    const imperial: Side = {
      ...empire({ "assault-carrier": 1, stormtrooper: 8 }, ["general-veers"]),
      retreat: { policy: "after-round", round: 1 },
    };
    const { b, s, give, played } = setup(imperial, rebels({ "rebel-trooper": 8 }));
    give(ATTACKER, GROUND, "escape-plan");
    resolveAttack(rolls("black special, 4 black blank"), b, s, ATTACKER, GROUND);
    expect(played(ATTACKER, "escape-plan")).toBe(1);
    executeRetreat(b, s, ATTACKER);
    expect(unitsOf(b, s, 0, "stormtrooper")).toMatchObject({ live: 0, retreated: 8 });
  });

  it("escape plan is paid for when it is the only way to retreat: ground units with no ships (regression)", () => {
    const { b, s, give, played } = setup(
      { ...empire({ stormtrooper: 3 }, ["general-veers"]), retreat: { policy: "after-round", round: 1 } },
      rebels({ "rebel-trooper": 3 }),
    );
    give(ATTACKER, GROUND, "escape-plan");
    expect(canRetreat(b, s, ATTACKER)).toBe(false);
    resolveAttack(rolls("black special, 2 black blank"), b, s, ATTACKER, GROUND);
    expect(played(ATTACKER, "escape-plan")).toBe(1);
    expect(canRetreat(b, s, ATTACKER)).toBe(true);
    executeRetreat(b, s, ATTACKER);
    expect(unitsOf(b, s, 0, "stormtrooper").retreated).toBe(3);
  });

  it("a shield generator gives the Rebels a ground card every ground battle step", () => {
    const r = simulate(
      scenario({
        attacker: { ...empire({ stormtrooper: 1 }), cardPlay: "none" },
        defender: { ...rebels({ "rebel-trooper": 3, "shield-generator": 1 }), cardPlay: "none" },
        tactics: "base",
      }),
      { trials: 4000, seed: "sg" },
    );
    // Nobody has a leader and nobody plays cards: every Rebel card is the generator's, one per round fought.
    expect(r.defender.cards.drawn).toBeCloseTo(r.rounds.mean, 10);
    expect(r.attacker.cards.drawn).toBe(0);
  });
});

describe("decks", () => {
  it("an empty deck is reshuffled from its discards; cards in hands stay out", () => {
    const { s } = setup(tie(), xwing());
    const rng = new ScriptedRng(new Array(20).fill("top"));
    for (let i = 0; i < 15; i++) expect(drawCard(rng, cardsOf(s), ATTACKER, SPACE)).toBeGreaterThanOrEqual(0);
    expect(drawCard(rng, cardsOf(s), ATTACKER, SPACE)).toBe(-1); // all 15 in hand, nothing discarded
    discardCard(cardsOf(s), ATTACKER, SPACE, cardCode("defensive-formation"));
    expect(drawCard(rng, cardsOf(s), DEFENDER, SPACE)).toBe(cardCode("defensive-formation"));
  });

  it("each deck holds 15 cards of the listed kinds", () => {
    const { b } = setup(tie(), xwing());
    const decks = scenarioDecks(b.scenario);
    expect(decks[0].length).toBe(15);
    expect(decks[1].length).toBe(15);
  });
});

describe("leaders and cards, statistically", () => {
  it("a leader with higher tactic values raises the winning chance", () => {
    const trials = 30_000;
    const run = (leader: string) =>
      simulate(
        scenario({
          attacker: empire({ "star-destroyer": 2, "tie-fighter": 4 }, [leader]),
          defender: rebels({ "mon-calamari-cruiser": 2, "x-wing": 4 }, ["jan-dodonna"]),
          tactics: "base",
        }),
        { trials, seed: "leaders" },
      ).outcomes.attacker.p;
    const weak = run("boba-fett"); // 0 / 0
    const strong = run("emperor-palpatine"); // 3 / 2
    const se = Math.sqrt((weak * (1 - weak) + strong * (1 - strong)) / trials);
    expect(strong - weak).toBeGreaterThan(4 * se);
  });
});
