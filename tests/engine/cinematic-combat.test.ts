import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UNITS, cinematicCards } from "@/lib/data";
import { compileBattle, mergeTallies, runChunks, simulate, summarize } from "@/lib/engine";
import { BattleState } from "@/lib/engine/core/battle-state";
import { DAMAGE_LEVELS, GROUND, SPACE, sideTheater } from "@/lib/engine/core/codes";
import { fightCombat } from "@/lib/engine/core/combat";
import { chunkRng } from "@/lib/engine/core/rng";
import { chooseCard } from "@/lib/engine/modes/cinematic/card-choice";
import { valueHands } from "@/lib/engine/modes/cinematic/card-values";
import { CinematicRules } from "@/lib/engine/modes/cinematic/cinematic-rules";
import { CinematicState, FULL_DECK } from "@/lib/engine/modes/cinematic/cinematic-state";
import { parseScenario, type ScenarioInput } from "@/lib/scenario";
import { cinematic } from "../helpers/cinematic";
import { scenario, empire, rebels } from "../helpers/scenarios";

const run = (input: ScenarioInput, trials = 2000, seed = "1") => simulate(scenario(input), { trials, seed });

describe("Cinematic Combat: battles the cards decide, worked out by hand", () => {
  it("an X-wing attacks a TIE Fighter: each side's card destroys the other's fighter before it rolls — always mutual", () => {
    // Rebels: Rogue Squadron Support (or any damage card) destroys the TIE at once; the Empire's card (Swarm Tactics'
    // bottom, 1 black damage) still resolves and destroys the X-wing: nobody is left.
    const r = run({
      attacker: rebels({ "x-wing": 1 }),
      defender: empire({ "tie-fighter": 1 }),
      tactics: "cinematic",
    });
    expect(r.outcomes.mutual.p).toBe(1);
    expect(r.rounds.distribution).toEqual([{ rounds: 1, p: 1 }]);
  });

  it("a stormtrooper attacks a Rebel trooper: Support of the 501st and Hold Them Back destroy each other's unit — always mutual", () => {
    // The Rebels' top ability still resolves although their trooper is gone: the requirement was met at the reveal.
    const r = run({
      attacker: empire({ stormtrooper: 1 }),
      defender: rebels({ "rebel-trooper": 1 }),
      tactics: "cinematic",
    });
    expect(r.outcomes.mutual.p).toBe(1);
    expect(r.attacker.cards.top).toEqual({ "support-of-the-501st": 1 });
    expect(r.defender.cards.top).toEqual({ "hold-them-back": 1 });
  });

  it("Rebels planning to leave play Escape Plan: they retreat before the Empire's card resolves — the Empire always holds the ground", () => {
    const r = run({
      attacker: empire({ stormtrooper: 2 }),
      defender: {
        ...rebels({ "rebel-transport": 1, "rebel-trooper": 2 }, ["mon-mothma"]),
        retreat: { policy: "after-round", round: 1 },
      },
      tactics: "cinematic",
    });
    expect(r.outcomes.attacker.p).toBe(1);
    expect(r.defender.retreated.p).toBe(1);
    expect(r.defender.losses.units).toBe(0);
    expect(r.attacker.cards.played).toBe(1); // its card was used, cancelled
    expect(r.attacker.cards.top).toEqual({});
  });

  it("a Y-wing against an Assault Carrier with scripted cards: mutual 19/36, Rebels 2/36, Empire 15/36", () => {
    // Round 1: Bombing Run (top) destroys the carrier at once; Reinforcements (top, chosen while the carrier was
    // there) brings a TIE and prevents 2 black hits. The Y-wing's red die destroys the TIE only with a direct hit
    // (1/6); the TIE's black die makes the Y-wing lethal with a hit or a direct hit (1/2), and its special saves a
    // lethal TIE (1/6). Round 2: each side's card (1 black damage) destroys the other's fighter: mutual.
    // Mutual: 1/6·1/2 + 1/6·1/6 + 5/6·1/2 = 19/36; Rebels: 1/6·1/3; Empire: 5/6·1/2.
    const x = cinematic(rebels({ "y-wing": 1 }), empire({ "assault-carrier": 1 }));
    const codes = (side: number, round: number) =>
      (
        ({
          0: [
            ["bombing-run", 1],
            ["rogue-squadron-support", 0],
          ],
          1: [
            ["reinforcements", 1],
            ["swarm-tactics", 0],
          ],
        }) as Record<number, [string, number][]>
      )[side]![round - 1]!;
    x.r.pick = (side, theater) => {
      const [id, top] = codes(side, x.s.round);
      return (x.cardIndex(side, theater, id) << 2) | (top + 1);
    };
    const counts = [0, 0, 0, 0, 0];
    const end = { rounds: 0, stalemate: 0 };
    const trials = 20_000;
    const rng = chunkRng("y-wing", 0);
    for (let i = 0; i < trials; i++) counts[fightCombat(rng, x.b, x.s, end)]!++;
    const within = (count: number, p: number) =>
      expect(Math.abs(count / trials - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / trials));
    within(counts[2]!, 19 / 36);
    within(counts[0]!, 2 / 36);
    within(counts[1]!, 15 / 36);
  });
});

describe("Cinematic Combat, statistically", () => {
  it("a Rebel leader with space tactic 3 raises the Rebels' chance over no leader (rerolls)", () => {
    const battle = (leaders: string[]) =>
      run(
        {
          attacker: { faction: "rebel", units: { "x-wing": 3, "y-wing": 2 }, leaders },
          defender: empire({ "tie-fighter": 4, "star-destroyer": 1 }),
          tactics: "cinematic",
        },
        20_000,
      ).outcomes.attacker;
    const without = battle([]);
    const ackbar = battle(["admiral-ackbar"]);
    const se = Math.sqrt((without.p * (1 - without.p) + ackbar.p * (1 - ackbar.p)) / 20_000);
    expect(ackbar.p - without.p).toBeGreaterThan(4.5 * se);
  });

  it("differs from the base game's cards on the same battle, and gives the same numbers for the same seed", () => {
    const input = (tactics: "base" | "cinematic"): ScenarioInput => ({
      attacker: rebels({ "x-wing": 8, "y-wing": 4 }, ["wedge-antilles"]),
      defender: empire({ "star-destroyer": 2, "assault-carrier": 1 }, ["admiral-piett"]),
      tactics,
    });
    const base = run(input("base"), 20_000).outcomes.attacker;
    const cine = run(input("cinematic"), 20_000).outcomes.attacker;
    const se = Math.sqrt((base.p * (1 - base.p) + cine.p * (1 - cine.p)) / 20_000);
    expect(Math.abs(base.p - cine.p)).toBeGreaterThan(4.5 * se);
    expect(run(input("cinematic"), 4000, "7")).toEqual(run(input("cinematic"), 4000, "7"));
  });

  it("results do not depend on how the chunks are split (workers)", () => {
    const b = compileBattle(
      scenario({
        attacker: empire({ "star-destroyer": 1, "tie-fighter": 3, stormtrooper: 3 }),
        defender: rebels({ "x-wing": 2, "rebel-trooper": 3, "shield-generator": 1 }),
        tactics: "cinematic",
      }),
    );
    const whole = runChunks(b, "s", 8000, 0, 4);
    const parts = mergeTallies(runChunks(b, "s", 8000, 2, 4), runChunks(b, "s", 8000, 0, 2));
    expect(summarize(b, parts, "s")).toEqual(summarize(b, whole, "s"));
  });

  it("values 'play 1 additional card' from the cards in hand only, never from values left by an earlier valuation", () => {
    // The card-choice scratch keeps each card's last values; a card in the discard pile keeps values from another
    // step, theater or combat. Reading them made a choice depend on what the same thread had simulated before (so
    // on the worker count). Here every card, in turn, goes to the discard pile with huge stale values.
    const { r, cs } = cinematic(
      empire({ "star-destroyer": 2, "tie-fighter": 4, stormtrooper: 3, "at-at": 1 }),
      rebels({ "x-wing": 3, "y-wing": 2, "rebel-trooper": 3, airspeeder: 1 }),
    );
    let compared = 0;
    for (const theater of [SPACE, GROUND]) {
      for (let side = 0; side < 2; side++) {
        const k = sideTheater(side, theater);
        const full = cs.hand[k]!;
        for (let j = 0; j < 8; j++) {
          cs.hand[k] = full & ~(1 << j);
          const pick = (stale: number) => {
            valueHands(r, theater, -1);
            r.choice.top[side * 8 + j] = stale;
            r.choice.bottom[side * 8 + j] = stale;
            return chooseCard(r, side, theater, true);
          };
          expect(pick(1000), `side ${side}, theater ${theater}, card ${j} discarded`).toBe(pick(0));
          compared++;
        }
        cs.hand[k] = full;
      }
    }
    expect(compared).toBe(32);
  });
});

describe("Cinematic Combat hands", () => {
  it("using the last card of a deck brings its discards back, except that card", () => {
    const cs = new CinematicState(1);
    cs.reset(new Int32Array([0b0000_0110, 0, 0, 0])); // cards 1 and 2 used in earlier combats
    const k = 0;
    const order = [0, 3, 4, 5, 6, 7];
    for (const i of order) {
      cs.useCard(k, i, false);
      expect(cs.hand[k]! & cs.discard[k]!).toBe(0);
      expect(cs.hand[k]! | cs.discard[k]!).toBe(FULL_DECK);
    }
    expect(cs.hand[k]).toBe(FULL_DECK & ~(1 << 7)); // all but card 7 came back
    expect(cs.discard[k]).toBe(1 << 7);
    cs.useCard(k, 2, true); // out of the game (Confrontation): never comes back
    for (let n = 0; n < 6; n++) cs.useCard(k, 31 - Math.clz32(cs.hand[k]! & -cs.hand[k]!), false);
    expect(cs.hand[k]! & (1 << 2)).toBe(0);
    expect(cs.removed[k]).toBe(1 << 2);
  });

  it("in combat, a hand that runs out comes back from the discard pile: cards used in earlier combats are played again", () => {
    const used = [
      "tractor-beam",
      "overwhelming-presence",
      "superlaser-blast",
      "entrapment",
      "energy-shield",
      "intercept",
    ];
    const b = compileBattle(
      scenario({
        attacker: { ...empire({ "death-star": 1 }), usedCards: { space: used, ground: [] } },
        defender: rebels({ "nebulon-b-frigate": 2 }),
        tactics: "cinematic",
      }),
    );
    const s = new BattleState(b);
    const r = s.rules as CinematicRules;
    const end = { rounds: 0, stalemate: 0 };
    const rng = chunkRng("cycle", 0);
    let longest = 0;
    for (let i = 0; i < 300; i++) {
      fightCombat(rng, b, s, end);
      longest = Math.max(longest, end.rounds);
      for (let k = 0; k < 4; k++) {
        expect(r.cs.hand[k]! & r.cs.discard[k]!).toBe(0);
        expect((r.cs.hand[k]! | r.cs.discard[k]! | r.cs.removed[k]!) & ~FULL_DECK).toBe(0);
        expect(r.cs.hand[k]).not.toBe(0);
      }
    }
    expect(longest).toBeGreaterThan(3); // longer than the two cards the Empire started with
    const counts = new Array(70).fill(0);
    r.collectStats(counts);
    // cards that started in the discard pile were played: the hand came back
    const played = (id: string) => counts[r.cards[sideTheater(0, 0)]!.findIndex((c) => c.def.id === id)]!;
    expect(used.some((id) => played(id) > 0)).toBe(true);
    expect(played("swarm-tactics") + played("reinforcements")).toBeGreaterThan(0);
  });
});

// Invariants over random Cinematic battles: counts add up, the damage kept for lethal units is gone by the end of
// every combat, nothing is counted twice.
const units = (f: "empire" | "rebel") => UNITS.filter((u) => u.faction === f).map((u) => u.id);
const sideArb = (faction: "empire" | "rebel") =>
  fc.record({
    faction: fc.constant(faction),
    units: fc
      .array(fc.tuple(fc.constantFrom(...units(faction)), fc.integer({ min: 1, max: 3 })), {
        minLength: 1,
        maxLength: 5,
      })
      .map((pairs) => Object.fromEntries(pairs)),
    leaders: fc.constantFrom([], faction === "empire" ? ["darth-vader"] : ["han-solo"]),
    retreat: fc.constantFrom("never", { policy: "after-round", round: 2 }),
    cardPlay: fc.constantFrom("smart", "first-useful", "none"),
  });

describe("Cinematic Combat properties (fast-check)", () => {
  it("every combat ends with consistent counts and no damage kept for lethal units", () => {
    fc.assert(
      fc.property(
        sideArb("empire"),
        sideArb("rebel"),
        fc.boolean(),
        fc.integer({ min: 0, max: 99 }),
        (e, r, flip, k) => {
          const parsed = parseScenario({
            attacker: flip ? e : r,
            defender: flip ? r : e,
            tactics: "cinematic",
            roundCap: 15,
          });
          if (!parsed.ok) return;
          const b = compileBattle(parsed.scenario);
          const s = new BattleState(b);
          const rules = s.rules as CinematicRules;
          const end = { rounds: 0, stalemate: 0 };
          const rng = chunkRng("cine-prop", k);
          for (let t = 0; t < 30; t++) {
            fightCombat(rng, b, s, end);
            const sum = (a: Int32Array) => a.reduce((x, n) => x + n, 0);
            expect(sum(s.lethal)).toBe(0);
            expect(sum(rules.cs.lethalAt)).toBe(0);
            expect(sum(s.live)).toBe(sum(s.inCount));
            for (let g = 0; g < b.groups; g++) {
              let standing = 0;
              for (let d = 0; d < DAMAGE_LEVELS; d++) standing += s.count[g * DAMAGE_LEVELS + d]!;
              expect(standing).toBe(s.live[g]);
              expect(s.live[g]! + s.away[g]!).toBeLessThanOrEqual(b.groupSize[g]! + s.gained[g]!);
              expect(b.groupSize[g]! + s.gained[g]!).toBeLessThanOrEqual(b.maxUnits[g]!);
            }
            for (let k2 = 0; k2 < 4; k2++) expect(rules.cs.hand[k2]! & rules.cs.discard[k2]!).toBe(0);
          }
        },
      ),
      { numRuns: 80, seed: 17 },
    );
  });
});

describe("Cinematic Combat input", () => {
  it("names every problem of a side's used cards in one line: unknown, twice, the other faction's", () => {
    const r = parseScenario({
      attacker: {
        ...empire({ "tie-fighter": 1 }),
        usedCards: {
          space: ["tractor-bean", "overrun", "entrapment", "entrapment", "bombing-run"],
          ground: [],
        },
      },
      defender: rebels({ "x-wing": 1 }),
      tactics: "cinematic",
    });
    expect(r).toEqual({
      ok: false,
      error:
        'attacker.usedCards: unknown card "tractor-bean"; "overrun" is a ground card, listed under space; "entrapment" is listed twice; "bombing-run" is a Rebel card, but the attacker is the Empire',
    });
  });

  it("refuses a whole deck as used, used cards outside Cinematic Combat, and first-useful with the base decks", () => {
    const all = cinematicCards("empire", "space").map((c) => c.id);
    const base = {
      attacker: { ...empire({ "tie-fighter": 1 }), usedCards: { space: all, ground: [] } },
      defender: { faction: "rebel" as const, units: { "x-wing": 1 } },
    };
    expect(parseScenario({ ...base, tactics: "cinematic" })).toEqual({
      ok: false,
      error:
        "attacker.usedCards: all 8 space cards are listed: at most 7 can be in the discard pile (using the last card returns the others to hand)",
    });
    expect(parseScenario({ ...base, tactics: "base" })).toEqual({
      ok: false,
      error:
        'attacker.usedCards: cards already used belong to Cinematic Combat (tactics "cinematic"), not to tactics "base"',
    });
    const firstUseful = parseScenario({
      attacker: { ...empire({ "tie-fighter": 1 }), cardPlay: "first-useful" },
      defender: rebels({ "x-wing": 1 }),
    });
    expect(firstUseful).toEqual({
      ok: false,
      error:
        'attacker.cardPlay: "first-useful" is a Cinematic Combat policy; with tactics "base" use "smart" or "none"',
    });
  });

  it("starts a combat with the used cards in the discard pile", () => {
    const x = cinematic(
      { ...empire({ "tie-fighter": 1 }), usedCards: { space: ["superlaser-blast"], ground: [] } },
      rebels({ "x-wing": 1 }),
    );
    expect(x.inHand(0, 0, "superlaser-blast")).toBe(false);
    expect(x.inHand(0, 0, "swarm-tactics")).toBe(true);
    expect(x.cs.discard[sideTheater(0, 0)]).toBe(1 << x.cardIndex(0, 0, "superlaser-blast"));
  });
});
