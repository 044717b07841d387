// Measures microseconds per trial over the cost corpus (presets × tactics modes, the adversarial battle, random
// battles) on one core and fits lib/server/cost-model.ts's coefficients by least squares, per tactics mode:
//   node scripts/run-ts.mjs scripts/fit-cost-model.ts [randomCount]
// Prints the fitted coefficients and, for the current model, the worst ratio of estimate to measurement.
import { expectedRounds, modelCostUs, unitTypes } from "@/lib/server/cost-model";
import { costCorpus, measureUs } from "../tests/helpers/cost-corpus";

function solve(rows: number[][], ys: number[]): number[] {
  // Normal equations, Gaussian elimination (3 unknowns).
  const n = rows[0]!.length;
  const a = Array.from({ length: n }, (_, i) => [
    ...Array.from({ length: n }, (_, j) => rows.reduce((s, r) => s + r[i]! * r[j]!, 0)),
    rows.reduce((s, r, k) => s + r[i]! * ys[k]!, 0),
  ]);
  for (let i = 0; i < n; i++) {
    for (let k = i + 1; k < n; k++) {
      const f = a[k]![i]! / a[i]![i]!;
      for (let j = i; j <= n; j++) a[k]![j]! -= f * a[i]![j]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = a[i]![n]!;
    for (let j = i + 1; j < n; j++) s -= a[i]![j]! * x[j]!;
    x[i] = s / a[i]![i]!;
  }
  return x;
}

if (process.argv[1]?.includes("fit-cost-model")) {
  const corpus = costCorpus(Number(process.argv[2] ?? 60));
  for (const c of corpus.slice(0, 20)) measureUs(c.scenario); // warm the JIT first
  const measured = corpus.map((c) => ({ ...c, us: measureUs(c.scenario) }));
  let worst = 1;
  for (const m of measured) {
    const ratio = modelCostUs(m.scenario) / m.us;
    worst = Math.max(worst, ratio, 1 / ratio);
    console.log(
      `${m.name.padEnd(34)} types ${String(unitTypes(m.scenario)).padStart(2)} rounds ${expectedRounds(m.scenario).toFixed(1).padStart(6)} measured ${m.us.toFixed(2).padStart(9)} µs model ${modelCostUs(m.scenario).toFixed(2).padStart(9)} µs ×${ratio.toFixed(2)}`,
    );
  }
  console.log(`worst factor of the current model: ${worst.toFixed(2)}`);
  for (const mode of ["none", "base", "cinematic"] as const) {
    const ms = measured.filter((m) => m.scenario.tactics.mode === mode);
    // Relative least squares: each row divided by its measurement, so small and large battles weigh alike.
    const rows = ms.map((m) => {
      const r = expectedRounds(m.scenario);
      const u = unitTypes(m.scenario);
      return [1 / m.us, r / m.us, (r * u) / m.us];
    });
    console.log(
      mode,
      solve(
        rows,
        rows.map(() => 1),
      )
        .map((x) => x.toFixed(4))
        .join(" "),
    );
  }
}
