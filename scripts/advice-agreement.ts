// npm run advice-agreement -- [--seeds N] [--trials N] [--json]
// Issue 33's check: on every preset, for N seeds, the sequential retreat advice (the page's queue, each rule stopped
// once its place is settled: docs/runs.md) gives the full runs' verdict (every rule at 20,000 trials), and how many
// trials each took. Prints one line per preset and seed, then the totals; exits 1 on any disagreement.
import { simulateTraced } from "@/lib/engine";
import { fullRetreat } from "@/lib/retreat/full-retreat";
import { runToEnd } from "@/lib/runs/run-to-end";
import { PRESETS, parseScenario } from "@/lib/scenario";
import type { Setup } from "@/lib/scenario/setup";

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const n = i > 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`advice-agreement: --${name} must be a whole number of at least 1\n`);
    process.exit(2);
  }
  return n;
}

const seeds = flag("seeds", 10);
const trials = flag("trials", 20_000);
let agreed = 0;
let disagreed = 0;
let seqTrials = 0;
let fullTrials = 0;
const star = (rows: readonly { best: boolean; label: string }[]) => rows.find((r) => r.best)?.label ?? "—";
for (const preset of PRESETS) {
  const parsed = parseScenario(preset.scenario);
  if (!parsed.ok) throw new Error(parsed.error);
  for (let i = 1; i <= seeds; i++) {
    const setup: Setup = { scenario: parsed.scenario, trials, seed: `agree-${i}` };
    const main = simulateTraced(setup.scenario, { trials, seed: setup.seed });
    const only = new Set(["retreat"]);
    const seq = runToEnd({ setup, pinned: null, changes: [], main }, only, { only });
    const full = fullRetreat(setup, { result: main.result, trace: main.trace! });
    const rules = seq.views.retreat.cases.filter((c) => !c.current).length;
    seqTrials += seq.trials;
    fullTrials += rules * Math.min(trials, 20_000);
    for (const side of ["attacker", "defender"] as const) {
      const a = `${seq.views.retreat.verdicts[side].state} ${star(seq.views.retreat.rows[side])}`;
      const b = `${full.verdicts[side].state} ${star(full.rows[side])}`;
      const same = a === b;
      if (same) agreed++;
      else disagreed++;
      console.log(
        `${same ? "same" : "DIFF"}  ${preset.id} seed ${setup.seed} ${side}: ${a}${same ? "" : ` (full: ${b})`}`,
      );
    }
    console.log(
      `      ${preset.id} seed ${setup.seed}: ${seq.trials.toLocaleString("en-US")} trials of ${(rules * Math.min(trials, 20_000)).toLocaleString("en-US")}`,
    );
  }
}
console.log(
  `${agreed} verdicts the same, ${disagreed} different; ${seqTrials.toLocaleString("en-US")} trials against the full runs' ${fullTrials.toLocaleString("en-US")} (${((100 * seqTrials) / fullTrials).toFixed(0)}%)`,
);
process.exit(disagreed > 0 ? 1 : 0);
