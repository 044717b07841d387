import { describe, expect, it } from "vitest";
import { simulateTraced } from "@/lib/engine";
import { fullRetreat } from "@/lib/retreat/full-retreat";
import { runToEnd } from "@/lib/panel-runs/run-to-end";
import type { Setup } from "@/lib/scenario/url-codec";
import { hopelessDefence, scenario, WIN_SETUP } from "../helpers/scenarios";
import { sampleSize } from "../helpers/tier";

// docs/runs.md#stopping: the retreat advice stops each rule once its place is settled; its verdict must be the one
// the full runs (every rule at 20,000 trials) give. scripts/advice-agreement.ts holds the presets to 100,000-trial
// runs (the full run: scripts/run-tests.mjs). `npm test` checks each battle on its first seed, `npm run test:full`
// on all of them.
const RULEBOOK_SEEDS = sampleSize(1, 4);
const HOPELESS_SEEDS = sampleSize(1, 3);

const star = (rows: readonly { best: boolean; label: string }[]) => rows.find((r) => r.best)?.label ?? null;

function agree(setup: Setup) {
  const main = simulateTraced(setup.scenario, { trials: setup.trials, seed: setup.seed });
  const baseline = { result: main.result, trace: main.trace! };
  const only = new Set(["retreat"]);
  const seq = runToEnd({ setup, pinned: null, changes: [], main }, only, { only });
  const full = fullRetreat(setup, baseline);
  for (const side of ["attacker", "defender"] as const) {
    expect(seq.views.retreat.verdicts[side].state, `${setup.seed} ${side}`).not.toBe("pending");
    expect(seq.views.retreat.verdicts[side].state, `${setup.seed} ${side}`).toBe(full.verdicts[side].state);
    expect(star(seq.views.retreat.rows[side]), `${setup.seed} ${side}`).toBe(star(full.rows[side]));
  }
  return seq.trials;
}

describe("the sequential retreat advice gives the full runs' verdict", () => {
  it(`on the rulebook battle, for ${RULEBOOK_SEEDS} seed(s), with under half the full runs' trials`, () => {
    let trials = 0;
    for (let seed = 1; seed <= RULEBOOK_SEEDS; seed++)
      trials += agree({ ...WIN_SETUP, trials: 20_000, seed: `agree-${seed}` });
    // The full runs: every rule but the current one, each side, 20,000 trials each (17 rules here).
    expect(trials).toBeLessThan(RULEBOOK_SEEDS * 17 * 20_000 * 0.5);
  }, 900_000);

  it(`on a hopeless defence, for ${HOPELESS_SEEDS} seed(s)`, () => {
    const hopeless = hopelessDefence();
    for (let seed = 1; seed <= HOPELESS_SEEDS; seed++)
      agree({ scenario: scenario(hopeless), trials: 20_000, seed: `h-${seed}` });
  }, 900_000);
});
