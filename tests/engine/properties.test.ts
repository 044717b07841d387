import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEADERS, UNITS } from "@/lib/data";
import { compileBattle, mergeTallies, runChunks, simulate, summarize, CHUNK_SIZE } from "@/lib/engine";
import { BattleState } from "@/lib/engine/core/battle-state";
import { fightCombat } from "@/lib/engine/core/combat";
import { chunkRng } from "@/lib/engine/core/rng";
import { LOG_FULL, LOG_LIGHT } from "@/lib/engine/core/codes";
import { compileBattleWith } from "@/lib/engine/core/compile-battle";
import type { RuleMode } from "@/lib/engine/core/rule-mode";
import { BaseCards } from "@/lib/engine/modes/base/base-cards";
import { cardAttack } from "@/lib/engine/modes/base/card-attack";
import { DICE_ONLY_MODE } from "@/lib/engine/modes/dice-only/dice-only-mode";
import { emptyTally, recordCombat, recordCounters } from "@/lib/engine/tally";
import { cardsOf } from "../helpers/base-cards";
import { damageLevels } from "../helpers/units";
import { parseScenario, type Scenario, type ScenarioInput } from "@/lib/scenario";
import { empire, rebels } from "../helpers/scenarios";

/** Dice-only combat forced through assignment entries (the card attack with nobody playing): the general path. */
const THROUGH_ENTRIES: RuleMode = {
  ...DICE_ONLY_MODE,
  createRules(b, s) {
    const rules = DICE_ONLY_MODE.createRules(b, s);
    const cards = new BaseCards([new Uint8Array(0), new Uint8Array(0)]);
    const nobody = new Uint8Array(2);
    rules.attack = (rng, side, theater) => cardAttack(rng, b, s, cards, nobody, side, theater);
    return rules;
  },
};

const factionUnits = (f: "empire" | "rebel") => UNITS.filter((u) => u.faction === f);
const factionLeaders = (f: "empire" | "rebel") =>
  LEADERS.filter((l) => l.faction === f && l.id !== "luke-skywalker-jedi");

/** Random but valid battles: any units (small counts), leaders, policies, variants and card modes. */
const sideArb = (faction: "empire" | "rebel") =>
  fc.record({
    faction: fc.constant(faction),
    units: fc
      .array(
        fc.tuple(fc.constantFrom(...factionUnits(faction).map((u) => u.id)), fc.integer({ min: 1, max: 4 })),
        { minLength: 1, maxLength: 5 },
      )
      .map((pairs) =>
        Object.fromEntries(pairs.map(([id, n]) => [id, Math.min(n, UNITS.find((u) => u.id === id)!.limit)])),
      ),
    leaders: fc.subarray(
      factionLeaders(faction).map((l) => l.id),
      { maxLength: 2 },
    ),
    targeting: fc.constantFrom("threat", "max-kills", "biggest-first"),
    retreat: fc.constantFrom<ScenarioInput["attacker"]["retreat"]>(
      "never",
      { policy: "after-round", round: 2 },
      { policy: "when-outgunned", ratio: 0.7 },
      { policy: "when-losing-units", below: 2 },
    ),
    cardPlay: fc.constantFrom("smart", "none"),
  });

const scenarioArb = fc
  .tuple(
    fc.boolean(),
    sideArb("empire"),
    sideArb("rebel"),
    fc.constantFrom("base", "none"),
    fc.boolean(),
    fc.constantFrom("standard", "no-direct"),
    fc.constantFrom("black", "red"),
  )
  .map(([empireAttacks, empire, rebel, tactics, plans, blackDie, dsucHealth]) => {
    const input = {
      attacker: empireAttacks ? empire : rebel,
      defender: empireAttacks ? rebel : empire,
      tactics,
      deathStarPlans: plans,
      roundCap: 30,
      variants: { blackDie, dsucHealth },
    } as ScenarioInput;
    const r = parseScenario(input);
    if (!r.ok) throw new Error(r.error);
    return r.scenario;
  });

function totalUnits(s: Scenario, side: "attacker" | "defender"): number {
  return Object.values(s[side].units).reduce((a, n) => a + (n ?? 0), 0);
}

describe("engine properties (fast-check)", () => {
  it("outcome probabilities sum to 1, survivors never exceed the start, rounds stay under the cap", () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.string({ minLength: 1, maxLength: 8 }).filter((s) => /^[A-Za-z0-9]+$/.test(s)),
        (scenario, seed) => {
          const r = simulate(scenario, { trials: 300, seed });
          const total = Object.values(r.outcomes).reduce((a, o) => a + o.p, 0);
          expect(total).toBeCloseTo(1, 12);
          for (const side of ["attacker", "defender"] as const) {
            for (const s of r[side].survivors) {
              expect(s.mean).toBeGreaterThanOrEqual(0);
              expect(s.mean).toBeLessThanOrEqual(s.start);
              expect(s.atLeast[0]).toBeCloseTo(1, 12);
            }
            expect(r[side].losses.units).toBeLessThanOrEqual(totalUnits(scenario, side) + 1e-9);
          }
          expect(r.rounds.distribution.at(-1)?.rounds ?? 0).toBeLessThanOrEqual(30);
          for (const t of ["space", "ground"] as const) {
            const h = r.holds[t];
            expect(h.attacker + h.defender + h.none + h.contested).toBeCloseTo(1, 12);
          }
        },
      ),
      { numRuns: 60, seed: 20261202 },
    );
  });

  it("no unit is destroyed twice and damage never appears on a unit that left", () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 1000 }), (scenario, k) => {
        const b = compileBattle(scenario);
        const s = new BattleState(b);
        const rng = chunkRng("prop", k);
        const end = { rounds: 0, stalemate: 0 };
        for (let t = 0; t < 20; t++) {
          fightCombat(rng, b, s, end);
          const sum = (a: Int32Array) => a.reduce((x, n) => x + n, 0);
          expect(sum(s.live)).toBe(sum(s.inCount));
          // No unit is taken out twice: per group, those in the system and those retreated never exceed its size.
          for (let g = 0; g < b.groups; g++) {
            expect(s.live[g]!, `group ${g} live`).toBeGreaterThanOrEqual(0);
            expect(s.away[g]!, `group ${g} retreated`).toBeGreaterThanOrEqual(0);
            expect(s.live[g]! + s.away[g]!, `group ${g}`).toBeLessThanOrEqual(b.groupSize[g]!);
          }
          // Every standing unit is counted once, at a damage level below its health.
          for (let g = 0; g < b.groups; g++) {
            const levels = damageLevels(s, g);
            expect(levels).toHaveLength(s.live[g]!);
            expect(levels.every((d) => d < Math.max(1, b.health[g]!))).toBe(true);
          }
          expect(s.entries).toBe(0);
          expect(sum(s.lethal)).toBe(0);
        }
      }),
      { numRuns: 60, seed: 7 },
    );
  });

  it("dice-only combats: damage straight onto the units (and its lean threat path) gives exactly the general path's results", () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 1000 }), (scenario, k) => {
        const diceOnly = { ...scenario, tactics: { mode: "none" } } as const;
        const direct = compileBattle(diceOnly);
        // The same battle forced through assignment entries, the path cards use.
        const general = compileBattleWith(diceOnly, THROUGH_ENTRIES);
        const seed = `direct-${k}`;
        expect(runChunks(direct, seed, 600, 0, 1)).toEqual(runChunks(general, seed, 600, 0, 1));
      }),
      { numRuns: 60, seed: 11 },
    );
  });

  it("with cards, writing every attack down in full (as when a block may come) gives the light write-down's results", () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 1000 }), (scenario, k) => {
        const b = compileBattle({ ...scenario, tactics: { mode: "base" } });
        const tally = (minLog: number) => {
          const s = new BattleState(b);
          cardsOf(s).minLog = minLog;
          const end = { rounds: 0, stalemate: 0 };
          const t = emptyTally(b);
          const rng = chunkRng(`log-${k}`, 0);
          for (let i = 0; i < 300; i++) recordCombat(b, s, fightCombat(rng, b, s, end), end, t);
          recordCounters(s, t);
          return t;
        };
        expect(tally(LOG_FULL)).toEqual(tally(LOG_LIGHT));
      }),
      { numRuns: 60, seed: 13 },
    );
  });

  it("the same seed gives the same result; a different seed a different sample", () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const a = simulate(scenario, { trials: 400, seed: "same" });
        const b = simulate(scenario, { trials: 400, seed: "same" });
        expect(b).toEqual(a);
      }),
      { numRuns: 20, seed: 3 },
    );
    const scenario = parseScenario({
      attacker: empire({ "star-destroyer": 2, "tie-fighter": 4 }),
      defender: rebels({ "mon-calamari-cruiser": 1, "x-wing": 4 }),
    });
    if (!scenario.ok) throw new Error(scenario.error);
    const one = simulate(scenario.scenario, { trials: 5000, seed: "one" });
    const two = simulate(scenario.scenario, { trials: 5000, seed: "two" });
    expect(one.outcomes.attacker.count).not.toBe(two.outcomes.attacker.count);
  });

  it("splitting the chunks over workers and merging in any order gives identical numbers", () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        (scenario, chunks, cut) => {
          const trials = chunks * CHUNK_SIZE - 17;
          const b = compileBattle(scenario);
          const whole = runChunks(b, "split", trials, 0, chunks);
          const k = Math.min(cut, chunks);
          const tail = runChunks(b, "split", trials, k, chunks);
          const head = runChunks(b, "split", trials, 0, k);
          const merged = mergeTallies(tail, head);
          expect(summarize(b, merged, "split")).toEqual(summarize(b, whole, "split"));
          expect(merged.trials).toBe(trials);
        },
      ),
      { numRuns: 8, seed: 11 },
    );
  });
});
