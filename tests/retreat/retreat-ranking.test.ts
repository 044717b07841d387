import { describe, expect, it } from "vitest";
import { simulateTraced, type TrialTrace } from "@/lib/engine";
import { retreatCases, retreatJobs, sideCannotRetreat } from "@/lib/retreat/retreat-advice";
import { retreatRows, type RetreatRuns } from "@/lib/retreat/retreat-ranking";
import { retreatVerdict } from "@/lib/retreat/retreat-verdict";
import type { ScenarioInput } from "@/lib/scenario";
import type { Setup } from "@/lib/scenario/url-codec";
import { SULLUST_BATTLE, scenario, WIN_SETUP, empire, rebels, hopelessDefence } from "../helpers/scenarios";

// Retreat advice that beats the noise (docs/answer-first.md#the-retreat-advisor). Every rule plays the main run's
// dice (same seed), so each is compared with never retreating trial by trial; battles whose right answer is known.
const TRIALS = 10_000;

function setupOf(input: ScenarioInput, trials = 40_000): Setup {
  return { scenario: scenario(input), trials, seed: "known" };
}

/** What the page has once every run is in: the main run (traced) and each other rule's traced run. */
function runsFor(setup: Setup): { cases: ReturnType<typeof retreatCases>; runs: RetreatRuns } {
  const cases = retreatCases(setup, TRIALS);
  const main = simulateTraced(setup.scenario, { trials: setup.trials, seed: setup.seed });
  const traces = new Map<string, TrialTrace>();
  for (const job of retreatJobs(cases))
    traces.set(
      job.key,
      simulateTraced(job.request.scenario, { trials: TRIALS, seed: job.request.seed }).trace!,
    );
  return {
    cases,
    runs: {
      baseline: { result: main.result, trace: main.trace! },
      trace: (c) => traces.get(c.job.key) ?? null,
      maxTrials: TRIALS,
    },
  };
}

describe("the retreat star on battles whose answer is known", () => {
  let sullust: ReturnType<typeof runsFor> | undefined;
  const sullustRuns = () => (sullust ??= runsFor(setupOf(SULLUST_BATTLE, 20_000)));

  it("a sure win: never retreat (every retreat gives up wins), and the verdict says so", () => {
    const setup = setupOf({
      attacker: empire({ "star-destroyer": 3, "tie-fighter": 4 }, ["darth-vader"]),
      defender: rebels({ "x-wing": 2 }, ["mon-mothma"]),
      tactics: "none",
    });
    const { cases, runs } = runsFor(setup);
    const empireRows = retreatRows(cases, runs, "attacker");
    expect(empireRows[0]!.label).toBe("Never");
    expect(empireRows[0]!.best).toBe(true);
    expect(empireRows.filter((r) => r.best)).toHaveLength(1);
    // Leaving after round 1 gives up a win measurably.
    expect(empireRows.find((r) => r.label === "After round 1")!.standing).toBe("wins-less");
    expect(retreatVerdict({ faction: "empire" }, empireRows, null)).toEqual({
      state: "stay",
      named: false,
      text: "Don't plan a retreat",
      why: "no rule wins more, or keeps more while winning as often, than fighting on",
    });
  });

  it("a hopeless defence: run after round 1, the first moment the rules allow, keeping the most", () => {
    const setup = setupOf(hopelessDefence());
    const { cases, runs } = runsFor(setup);
    const rebelRows = retreatRows(cases, runs, "defender");
    const best = rebelRows[0]!;
    expect(best.label).toBe("After round 1");
    expect(best.best).toBe(true);
    expect(best.standing).toBe("keeps-more");
    const never = rebelRows.find((r) => r.label === "Never")!;
    expect(never.destroyed).toBeGreaterThan(0.95);
    expect(best.strengthKept!).toBeGreaterThan(never.strengthKept! + 0.2);
    const verdict = retreatVerdict({ faction: "rebel" }, rebelRows, null);
    expect(verdict.state).toBe("retreat");
    expect(verdict.text).toMatch(
      /^The Rebels' best move: run after round 1; they escape (\d+|\d+\.\d|>99)% of the time$/,
    );
    // They rarely win either way: the gain is what they keep.
    // (both chances with one rounding: "keep 39.0% of their strength instead of 6.7%", lib/format/percent.ts)
    expect(verdict.why).toMatch(
      /^keep (\d+% of their strength instead of (0|<1|\d+)|\d+\.\d% of their strength instead of (0|<1|\d+\.\d))%$/,
    );
  });

  it("Sullust: the Empire never retreats, the Rebels leave after round 1; no ★ wins measurably less", () => {
    const { cases, runs } = sullustRuns();
    const empireRows = retreatRows(cases, runs, "attacker");
    const rebelRows = retreatRows(cases, runs, "defender");
    expect(empireRows[0]!.label).toBe("Never");
    expect(rebelRows[0]!.label).toBe("After round 1");
    for (const rows of [empireRows, rebelRows]) {
      const best = rows.find((r) => r.best)!;
      expect(best.standing).not.toBe("wins-less");
      expect(best.vsNever!.win.beyondNoise && best.vsNever!.win.mean < 0).toBe(false);
    }
    // The current rule's row is the main run itself: one number for one setup.
    const current = empireRows.find((r) => r.current)!;
    expect(current.win).toBe(runs.baseline!.result.outcomes.attacker.p);
    expect(current.destroyed).toBe(runs.baseline!.result.attacker.wipedOut.p);
  });

  it("a defence that rarely wins: a retreat that gives up under a point of the win and keeps more takes the ★ (as often means within a point)", () => {
    const setup: Setup = { ...WIN_SETUP, trials: 20_000, seed: "ret" };
    const { cases, runs } = runsFor(setup);
    const rebelRows = retreatRows(cases, runs, "defender");
    const star = rebelRows[0]!;
    expect(star.best).toBe(true);
    expect(star.label).toBe("After round 1");
    expect(star.standing).toBe("keeps-more");
    // The Rebels rarely win the rulebook battle: leaving gives up less than a point of it, and keeps 40% more.
    expect(star.vsNever!.win.mean).toBeLessThan(0);
    expect(star.vsNever!.win.mean).toBeGreaterThan(-0.01);
    expect(star.vsNever!.kept.mean).toBeGreaterThan(0.3);
    const v = retreatVerdict({ faction: "rebel" }, rebelRows, null);
    expect(v.state).toBe("retreat");
    // (never's win chance is under 1%: "and win about as often" would say nothing)
    expect(v.why).toMatch(/^keep \d+% of their strength instead of (<1|\d)%$/);
  });

  it("a side without a leader gets no runs and says why in a few words", () => {
    const setup = setupOf({
      attacker: empire({ "star-destroyer": 1 }),
      defender: rebels({ "x-wing": 2 }, ["mon-mothma"]),
      tactics: "none",
    });
    expect(retreatCases(setup, TRIALS).some((c) => c.side === "attacker")).toBe(false);
    expect(retreatVerdict({ faction: "empire" }, [], sideCannotRetreat(setup, "attacker"))).toEqual({
      state: "blocked",
      named: true,
      text: "The Empire cannot retreat: no leader in the system",
      why: "",
    });
  });

  it("waits for every run before giving a ★", () => {
    const { cases, runs } = sullustRuns();
    const some = new Set(cases.filter((c) => !c.current).slice(0, 3));
    const partial: RetreatRuns = { ...runs, trace: (c) => (some.has(c) ? runs.trace(c) : null) };
    const rows = retreatRows(cases, partial, "defender");
    expect(rows.some((r) => r.best)).toBe(false);
    expect(retreatVerdict({ faction: "rebel" }, rows, null).state).toBe("pending");
  });
});
