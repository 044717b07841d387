import { describe, expect, it } from "vitest";
import { simulateTraced, type TrialTrace } from "@/lib/engine";
import { retreatCases, retreatJobs } from "@/lib/retreat/retreat-advice";
import { retreatRows } from "@/lib/retreat/retreat-ranking";
import type { RetreatView } from "@/lib/retreat/retreat-runs";
import { runToEnd } from "@/lib/panel-runs/run-to-end";
import { ESTIMATE_AFTER_MS, shownRetreat } from "@/lib/retreat/retreat-shown";
import { retreatVerdict } from "@/lib/retreat/retreat-verdict";
import { PRESETS } from "@/lib/scenario";
import type { Setup } from "@/lib/scenario/setup";
import { scenario } from "../helpers/scenarios";

// docs/runs.md#retreat: after a slow main run the page shows the retreat verdict as the rows stand, marked as an
// estimate, until it is settled; a settled verdict is never an estimate.

const assault = PRESETS.find((p) => p.id === "death-star-assault")!.scenario;
const setup: Setup = { scenario: scenario(assault), trials: 20_000, seed: "1" };
const main = simulateTraced(setup.scenario, { trials: setup.trials, seed: setup.seed });
const cases = retreatCases(setup);

/** Each rule's first `trials` (a run of fewer trials holds exactly the first ones of a longer run). */
function runsAt(trials: number) {
  const traces = new Map<string, TrialTrace>();
  for (const job of retreatJobs(cases))
    traces.set(job.key, simulateTraced(job.request.scenario, { trials, seed: setup.seed }).trace!);
  return {
    baseline: { result: main.result, trace: main.trace! },
    trace: (c: { job: { key: string } }) => traces.get(c.job.key) ?? null,
    maxTrials: 20_000,
  };
}

describe("the retreat verdict's estimate", () => {
  it("reads the rows as they stand after one look each, marked, while the Empire's ★ is still being weighed", () => {
    const rows = retreatRows(cases, runsAt(2000), "attacker");
    expect(rows.some((r) => r.best)).toBe(false);
    const empire = { faction: "empire" as const };
    expect(retreatVerdict(empire, rows, null).state).toBe("pending");
    const estimate = retreatVerdict(empire, rows, null, true);
    expect(estimate.state).toBe("estimate");
    expect(estimate.text).toMatch(/^(Don't plan a retreat|The Empire's best move: .+)$/);
  });

  it("is the settled verdict itself once the ★ is settled (the page's queue, run to the end)", () => {
    const only = new Set(["retreat"]);
    const { views } = runToEnd({ setup, pinned: null, changes: [], main }, only, { only });
    const settled = views.retreat.verdicts.attacker;
    expect(settled.state === "stay" || settled.state === "retreat").toBe(true);
    expect(views.retreat.estimates.attacker).toEqual(settled);
    // (this side needed more than one look: the estimate above had something to show before it)
    expect(Math.max(...views.retreat.rows.attacker.map((r) => (r.current ? 0 : r.trials)))).toBeGreaterThan(
      2000,
    );
  });

  it("is waiting, not an estimate, while a rule has had no look", () => {
    const runs = runsAt(2000);
    const some = new Set(cases.filter((c) => !c.current).slice(0, 2));
    const rows = retreatRows(
      cases,
      { ...runs, trace: (c) => (some.has(c) ? runs.trace(c) : null) },
      "attacker",
    );
    expect(retreatVerdict({ faction: "empire" }, rows, null, true).state).toBe("pending");
  });

  it("is shown only after a main run longer than 2 s", () => {
    const view = { verdicts: "settled", estimates: "estimates" } as unknown as RetreatView;
    expect(shownRetreat(view, ESTIMATE_AFTER_MS + 1)).toBe("estimates");
    expect(shownRetreat(view, ESTIMATE_AFTER_MS)).toBe("settled");
    expect(shownRetreat(view, 500)).toBe("settled");
    // (numbers that came with the page: no time of the page's own)
    expect(shownRetreat(view, null)).toBe("settled");
  });
});
