import { describe, expect, it } from "vitest";
import { BattleState, CHUNK_SIZE, TrialStreams, compileBattle, fightCombat, simulate } from "@/lib/engine";
import { END_STATE_CHUNKS } from "@/lib/engine/end-states";
import { UNIT_IDS } from "@/lib/data";
import { battle, scenario, empire, rebels } from "../helpers/scenarios";

// The numbers a result carries beyond the outcome counts (docs/answer-first.md#what-the-engine-adds-to-a-result):
// wins split by retreat, end states and the per-round timeline. Known answers come from the X-wing / TIE duel:
// each round both roll one black die and each unit dies with chance 1/2, so a round ends the duel with chance 3/4,
// a quarter to each outcome.
const TRIALS = 200_000;
/** Tolerance: 4.5 standard errors of a proportion at this many trials (fixed seeds, no retries). */
const tol = (p: number, n = TRIALS) => 4.5 * Math.sqrt((p * (1 - p)) / n) + 1e-9;

const duel = battle(rebels({ "x-wing": 1 }), empire({ "tie-fighter": 1 }));

describe("per-round timeline", () => {
  const r = simulate(duel, { trials: TRIALS, seed: "timeline" });

  it("after round k the duel goes on with chance 4^-k and the attacker has won with chance (1 - 4^-k) / 3", () => {
    for (const k of [1, 2, 3]) {
      const row = r.timeline[k - 1]!;
      expect(row.round).toBe(k);
      const ongoing = 4 ** -k;
      const won = (1 - ongoing) / 3;
      expect(Math.abs(row.ongoing - ongoing), `round ${k} ongoing`).toBeLessThan(tol(ongoing));
      for (const o of ["attacker", "defender", "mutual"] as const)
        expect(Math.abs(row.ended[o] - won), `round ${k} ${o}`).toBeLessThan(tol(won));
      // The X-wing is still there in the combats going on and in those it won.
      expect(Math.abs(row.units.attacker - (ongoing + won))).toBeLessThan(tol(ongoing + won));
    }
  });

  it("matches the rounds distribution and ends on the final outcomes", () => {
    let longer = 1;
    for (const row of r.timeline) {
      longer -= r.rounds.distribution.find((d) => d.rounds === row.round)?.p ?? 0;
      expect(row.ongoing).toBeCloseTo(longer, 12);
    }
    const last = r.timeline.at(-1)!;
    expect(last.ongoing).toBe(0);
    for (const o of ["attacker", "defender", "mutual", "split", "stalemate"] as const)
      expect(last.ended[o]).toBeCloseTo(r.outcomes[o].p, 12);
    expect(last.round).toBe(Math.max(...r.rounds.distribution.map((d) => d.rounds)));
  });
});

describe("wins split by how the loser left", () => {
  it("a Rebel X-wing that retreats after round 1: a quarter each of retreat, destruction, Rebel win and mutual", () => {
    const s = scenario({
      attacker: empire({ "tie-fighter": 1 }),
      defender: { ...rebels({ "x-wing": 1 }, ["mon-mothma"]), retreat: { policy: "after-round", round: 1 } },
      tactics: "none",
    });
    const r = simulate(s, { trials: TRIALS, seed: "retreat-split" });
    for (const e of [
      r.wins.attacker.byRetreat,
      r.wins.attacker.byDestruction,
      r.outcomes.defender,
      r.outcomes.mutual,
    ])
      expect(Math.abs(e.p - 0.25)).toBeLessThan(tol(0.25));
    expect(r.wins.attacker.byRetreat.count + r.wins.attacker.byDestruction.count).toBe(
      r.outcomes.attacker.count,
    );
    expect(r.wins.defender.byRetreat.count).toBe(0);
    expect(r.defender.retreated.count).toBe(r.wins.attacker.byRetreat.count);
    // Wiped out: the X-wing destroyed without retreating (Empire win by destruction, or both destroyed).
    expect(r.defender.wipedOut.count).toBe(r.wins.attacker.byDestruction.count + r.outcomes.mutual.count);
    expect(r.timeline).toHaveLength(1);
  });
});

describe("end states", () => {
  it("the duel ends in each of its three end states a third of the time", () => {
    const r = simulate(duel, { trials: 30_000, seed: "ends" });
    expect(r.endStates.counted).toBe(END_STATE_CHUNKS * CHUNK_SIZE);
    expect(r.endStates.mostLikely).toHaveLength(3);
    for (const e of r.endStates.mostLikely)
      expect(Math.abs(e.p - 1 / 3)).toBeLessThan(tol(1 / 3, END_STATE_CHUNKS * CHUNK_SIZE));
    const keys = r.endStates.mostLikely.map((e) => `${e.attacker["x-wing"]}/${e.defender["tie-fighter"]}`);
    expect(keys.sort()).toEqual(["0/0", "0/1", "1/0"]);
  });

  it("are exactly the counts of the end positions of the first chunks, most likely first", () => {
    const s = scenario({
      attacker: empire({ "star-destroyer": 1, "tie-fighter": 3 }, ["darth-vader"]),
      defender: rebels({ "x-wing": 2, "y-wing": 2 }, ["jan-dodonna"]),
    });
    const trials = 5000;
    const b = compileBattle(s);
    const state = new BattleState(b);
    const end = { rounds: 0, stalemate: 0 };
    const counts = new Map<string, number>();
    const losses = new Map<string, number>();
    for (let chunk = 0; chunk * CHUNK_SIZE < trials; chunk++) {
      const streams = new TrialStreams("exact", chunk);
      for (let i = 0; i < Math.min(CHUNK_SIZE, trials - chunk * CHUNK_SIZE); i++) {
        fightCombat(streams.next(), b, state, end);
        // Survivors of each unit type of a side, in the side's unit order (the order of a result's maps).
        const kept = (side: 0 | 1) =>
          b.typesBySide[side].map((id) => {
            const g = b.groupOfType[side * UNIT_IDS.length + UNIT_IDS.indexOf(id)]!;
            return state.live[g]! + state.away[g]!;
          });
        const key = `${kept(0).join(",")}|${kept(1).join(",")}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        const a = kept(0).join(",");
        losses.set(a, (losses.get(a) ?? 0) + 1);
      }
    }
    const r = simulate(s, { trials, seed: "exact" });
    expect(r.endStates.counted).toBe(trials);
    const expected = [...counts.entries()].sort((x, y) => y[1] - x[1]);
    for (const [i, e] of r.endStates.mostLikely.entries()) {
      const key = `${Object.values(e.attacker).join(",")}|${Object.values(e.defender).join(",")}`;
      expect(e.count, key).toBe(counts.get(key));
      expect(e.count).toBe(expected[i]![1]);
    }
    const topLoss = Math.max(...losses.values());
    expect(r.attacker.likelyLosses[0]!.p).toBeCloseTo(topLoss / trials, 12);
  });
});
