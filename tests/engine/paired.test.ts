import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  BattleState,
  CHUNK_SIZE,
  TrialStreams,
  compileBattle,
  emptyTrace,
  joinTraces,
  keptMetric,
  pairedDifference,
  runChunks,
  simulateTraced,
  winMetric,
  type TrialTrace,
} from "@/lib/engine";
import { fightCombat } from "@/lib/engine/core/combat";
import { Sfc32 } from "@/lib/engine/core/rng";
import type { ScenarioInput } from "@/lib/scenario";
import { empire, rebels, scenario } from "../helpers/scenarios";

const FLEETS: ScenarioInput = {
  attacker: empire({ "star-destroyer": 1, "tie-fighter": 3 }, ["darth-vader"]),
  defender: rebels({ "x-wing": 3, "y-wing": 2 }, ["jan-dodonna"]),
  tactics: "none",
};

/** A made-up trace of one side's wins, for hand-worked paired differences. */
function wins(outcomes: number[]): TrialTrace {
  return {
    first: 0,
    trials: outcomes.length,
    outcome: Uint8Array.from(outcomes),
    retreated: new Uint8Array(outcomes.length),
    holds: new Uint8Array(outcomes.length),
    units: [[], []],
    width: 0,
    start: [],
    survivors: new Uint16Array(0),
    broughtLost: new Uint8Array(0),
  };
}

describe("trial streams", () => {
  it("Sfc32.reseed starts the same sequence as a new generator", () => {
    const a = new Sfc32(9, 8, 7, 6);
    for (let i = 0; i < 50; i++) a.nextU32();
    a.reseed(1, 2, 3, 4);
    const b = new Sfc32(1, 2, 3, 4);
    for (let i = 0; i < 20; i++) expect(a.nextU32()).toBe(b.nextU32());
  });

  it("a trial's numbers do not depend on how many numbers the trials before it used", () => {
    const few = new TrialStreams("s", 3);
    const many = new TrialStreams("s", 3);
    for (let trial = 0; trial < 5; trial++) {
      const x = few.next();
      const firstFew = x.nextU32();
      const y = many.next();
      const firstMany = y.nextU32();
      for (let k = 0; k < 100 * trial; k++) y.nextU32(); // this trial uses many more numbers in one run
      expect(firstMany).toBe(firstFew);
    }
  });

  it("trials that play out alike in two setups end alike, whatever the trials before them did", () => {
    // Never retreating vs retreating after round 1: a combat that ends in round 1 cannot differ, so each such
    // trial must end the same in both runs, though earlier trials used different numbers of dice.
    const never = compileBattle(scenario(FLEETS));
    const runs = compileBattle(
      scenario({
        ...FLEETS,
        attacker: { ...FLEETS.attacker!, retreat: { policy: "after-round", round: 1 } },
      }),
    );
    const s1 = new BattleState(never);
    const s2 = new BattleState(runs);
    const e1 = { rounds: 0, stalemate: 0 };
    const e2 = { rounds: 0, stalemate: 0 };
    const t1 = new TrialStreams("pair", 0);
    const t2 = new TrialStreams("pair", 0);
    let short = 0;
    let differed = 0;
    for (let i = 0; i < CHUNK_SIZE; i++) {
      const o1 = fightCombat(t1.next(), never, s1, e1);
      const o2 = fightCombat(t2.next(), runs, s2, e2);
      if (o1 !== o2) differed++;
      if (e1.rounds === 1) {
        short++;
        expect(o2).toBe(o1);
        expect(Array.from(s2.live)).toEqual(Array.from(s1.live));
      }
    }
    expect(short).toBeGreaterThan(20);
    expect(differed).toBeGreaterThan(50);
  });
});

describe("trial traces", () => {
  it("hold each trial's outcome and survivors, as many as the tally counts", () => {
    const { result, trace } = simulateTraced(scenario(FLEETS), { trials: 5000, seed: "t" });
    expect(trace!.trials).toBe(5000);
    expect(trace!.units).toEqual([
      ["tie-fighter", "star-destroyer"],
      ["x-wing", "y-wing"],
    ]);
    const counts = [0, 0, 0, 0, 0];
    for (const o of trace!.outcome) counts[o]!++;
    expect(counts).toEqual([
      result.outcomes.attacker.count,
      result.outcomes.defender.count,
      result.outcomes.mutual.count,
      result.outcomes.split.count,
      result.outcomes.stalemate.count,
    ]);
    // mean survivors of each type, from the trace, are the result's
    for (const [side, offset] of [
      ["attacker", 0],
      ["defender", 2],
    ] as const) {
      result[side].survivors.forEach((s, j) => {
        let sum = 0;
        for (let i = 0; i < trace!.trials; i++) sum += trace!.survivors[i * trace!.width + offset + j]!;
        expect(sum / trace!.trials).toBeCloseTo(s.mean, 12);
      });
    }
  });

  it("traces of chunk ranges join into the whole run's trace, in any order", () => {
    const b = compileBattle(scenario(FLEETS));
    const trials = 4 * CHUNK_SIZE + 700;
    const whole = emptyTrace(b, trials, 0, 5);
    runChunks(b, "j", trials, 0, 5, whole);
    const parts = [
      [3, 5],
      [0, 2],
      [2, 3],
    ].map(([from, to]) => {
      const t = emptyTrace(b, trials, from!, to!);
      runChunks(b, "j", trials, from!, to!, t);
      return t;
    });
    const joined = joinTraces(parts)!;
    expect(joined.trials).toBe(trials);
    expect(Buffer.from(joined.outcome).equals(Buffer.from(whole.outcome))).toBe(true);
    expect(Buffer.from(joined.survivors.buffer).equals(Buffer.from(whole.survivors.buffer))).toBe(true);
  });
});

describe("paired differences", () => {
  it("hand-worked: differences 0, +1, 0, -1 have mean 0 and standard error sqrt(2/3/4)", () => {
    const d = pairedDifference(wins([0, 1, 0, 0]), wins([0, 0, 0, 1]), winMetric("attacker"));
    expect(d.mean).toBe(0);
    expect(d.se).toBeCloseTo(Math.sqrt(2 / 3 / 4), 12);
    expect(d.trials).toBe(4);
    expect(d.beyondNoise).toBe(false);
    const all = pairedDifference(wins([1, 1, 1, 1]), wins([0, 0, 0, 0]), winMetric("attacker"));
    expect(all).toMatchObject({ mean: 1, se: 0, beyondNoise: true });
  });

  it("the paired mean is exactly the difference of the two runs' chances, with less noise", () => {
    const base = scenario(FLEETS);
    const plus = scenario({
      ...FLEETS,
      attacker: { ...FLEETS.attacker!, units: { "star-destroyer": 1, "tie-fighter": 4 } },
    });
    const a = simulateTraced(base, { trials: 20_000, seed: "crn" });
    const b = simulateTraced(plus, { trials: 20_000, seed: "crn" });
    const d = pairedDifference(a.trace!, b.trace!, winMetric("attacker"));
    const pa = a.result.outcomes.attacker.p;
    const pb = b.result.outcomes.attacker.p;
    expect(d.mean).toBeCloseTo(pb - pa, 12);
    const independent = Math.sqrt((pa * (1 - pa) + pb * (1 - pb)) / 20_000);
    expect(d.se).toBeLessThan(independent * 0.95); // measured 0.90 of it
    expect(d.beyondNoise).toBe(true); // a fourth TIE fighter helps (+14 points)
    // the same setup against itself: no difference and no noise
    const again = simulateTraced(base, { trials: 20_000, seed: "crn" }).trace!;
    expect(pairedDifference(a.trace!, again, winMetric("defender"))).toMatchObject({
      mean: 0,
      se: 0,
      beyondNoise: false,
    });
  });

  it("in a large battle one more AT-ST is told from the noise with a third of an independent run's error", () => {
    const large = JSON.parse(readFileSync("scenarios/large-battle.json", "utf8")) as ScenarioInput;
    const units = large.attacker!.units as Record<string, number>;
    const more = {
      ...large,
      attacker: { ...large.attacker!, units: { ...units, "at-st": units["at-st"]! + 1 } },
    };
    const a = simulateTraced(scenario(large), { trials: 10_000, seed: "crn" });
    const b = simulateTraced(scenario(more), { trials: 10_000, seed: "crn" });
    const d = pairedDifference(a.trace!, b.trace!, winMetric("attacker"));
    const pa = a.result.outcomes.attacker.p;
    const pb = b.result.outcomes.attacker.p;
    expect(d.se).toBeLessThan(0.5 * Math.sqrt((pa * (1 - pa) + pb * (1 - pb)) / 10_000)); // measured 0.33
  });

  it("kept units are weighted per unit type of each trace", () => {
    const a = simulateTraced(scenario(FLEETS), { trials: 4000, seed: "k" });
    const kept = keptMetric("defender", (u) => (u === "x-wing" ? 2 : 1));
    const mean = a.result.defender.survivors[0]!.mean * 2 + a.result.defender.survivors[1]!.mean;
    let sum = 0;
    for (let i = 0; i < a.trace!.trials; i++) sum += kept(a.trace!, i);
    expect(sum / a.trace!.trials).toBeCloseTo(mean, 12);
  });
});
