// npm run advice-agreement -- [--seeds N] [--trials N] [--reference N] [--json]
// The retreat advice of docs/performance.md#advice-a-player-can-trust: on every preset, for N seeds, the page's retreat verdict (its queue run to the end: each rule
// stopped once its answers are settled, docs/runs.md) against every rule run --reference trials (100,000): the same
// ★ wherever every answer it turns on lies outside the indifference zone in the reference runs. Where one lies within
// the zone (beyond the reference's own 95% margin), either ★ is right: counted apart. It also fails a line that names
// a rule (the ★, or the trade never retreating passes up) lowering a theater the side holds by more than 2 points
// without naming the theater. Prints one line per preset, seed and side, then the totals; exits 1 on any
// disagreement outside the zone or any silent trade.
import { simulateTraced, type PairedDifference } from "@/lib/engine";
import { fullRetreat } from "@/lib/retreat/full-retreat";
import type { RetreatRow } from "@/lib/retreat/retreat-ranking";
import { tradeOff } from "@/lib/retreat/retreat-verdict";
import { NEGLIGIBLE, ZONE } from "@/lib/runs/sequential";
import { runToEnd } from "@/lib/panel-runs/run-to-end";
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
const trials = flag("trials", 100_000);
const reference = flag("reference", 100_000);
const json = process.argv.includes("--json");

/** A reference difference within the zone of `line`, allowing for its own 95% margin. */
const near = (d: PairedDifference, line: number) => Math.abs(d.mean - line) < ZONE + d.margin;

/** The reference answers a rule's place turns on that lie within the zone: their names, empty when none. */
function zoneAnswers(r: RetreatRow | undefined): string[] {
  if (!r?.vsNever || r.rule.policy === "never") return [];
  const { win, kept, holds } = r.vsNever;
  return [
    ...(near(win, NEGLIGIBLE) ? ["goal +1"] : []),
    ...(near(win, -NEGLIGIBLE) ? ["goal −1"] : []),
    ...(near(kept, NEGLIGIBLE) ? ["kept +1"] : []),
    ...holds.filter((h) => near(h.diff, -NEGLIGIBLE)).map((h) => `${h.theater} −1`),
  ].map((a) => `${r.label}: ${a}`);
}

const THEATER_WORDS = { space: "space", ground: "the ground" } as const;

/**
 * The theaters the rule a verdict names (its ★, or the trade "Don't plan a retreat" passes up) lowers by more than 2
 * points in the reference runs (the decision uses 1; 2 allows for noise) that its line does not name.
 */
function silentTrades(rows: readonly RetreatRow[], reference: readonly RetreatRow[], line: string): string[] {
  const star = rows.find((r) => r.best);
  const named = star && star.rule.policy !== "never" ? star : tradeOff(rows);
  const ref = reference.find((r) => r.label === named?.label);
  return (ref?.vsNever?.holds ?? [])
    .filter((h) => h.diff.mean < -0.02 && !new RegExp(`holds? ${THEATER_WORDS[h.theater]} `).test(line))
    .map((h) => `${ref!.label} gives up ${h.theater} unnamed`);
}

const counts = { same: 0, zone: 0, different: 0, silent: 0 };
let seqTrials = 0;
let refTrials = 0;
const lines: object[] = [];
for (const preset of PRESETS) {
  const parsed = parseScenario(preset.scenario);
  if (!parsed.ok) throw new Error(parsed.error);
  for (let i = 1; i <= seeds; i++) {
    const setup: Setup = { scenario: parsed.scenario, trials, seed: `agree-${i}` };
    const main = simulateTraced(setup.scenario, { trials, seed: setup.seed });
    const only = new Set(["retreat"]);
    const seq = runToEnd({ setup, pinned: null, changes: [], main }, only, { only });
    const baseline = { result: main.result, trace: main.trace! };
    const full = fullRetreat(setup, baseline, reference);
    const rules = seq.views.retreat.cases.filter((c) => !c.current).length;
    seqTrials += seq.trials;
    refTrials += rules * Math.min(trials, reference);
    for (const side of ["attacker", "defender"] as const) {
      const star = (rows: readonly RetreatRow[]) => rows.find((r) => r.best);
      const a = star(seq.views.retreat.rows[side]);
      const b = star(full.rows[side]);
      const label = (r: RetreatRow | undefined) => r?.label ?? "—";
      let verdict: "same" | "zone" | "different" = label(a) === label(b) ? "same" : "different";
      const why: string[] = [];
      if (verdict === "different") {
        // (the reference rows of both ★s, and the two rules against each other on the same dice)
        const refOf = (r: RetreatRow | undefined) => full.rows[side].find((x) => x.label === r?.label);
        why.push(...zoneAnswers(refOf(a)), ...zoneAnswers(refOf(b)));
        const [ra, rb] = [refOf(a), refOf(b)];
        if (ra && rb && ra.rule.policy !== "never" && rb.rule.policy !== "never") {
          const goal = full.versus[side](ra, rb, "win");
          const kept = full.versus[side](ra, rb, "kept");
          if ((goal && near(goal, 0)) || (kept && near(kept, 0))) why.push(`${ra.label} against ${rb.label}`);
        }
        if (why.length > 0) verdict = "zone";
      }
      const v = seq.views.retreat.verdicts[side];
      const silent = silentTrades(seq.views.retreat.rows[side], full.rows[side], `${v.text} (${v.why})`);
      counts.silent += silent.length > 0 ? 1 : 0;
      counts[verdict]++;
      const line = {
        preset: preset.id,
        seed: setup.seed,
        side,
        verdict,
        page: label(a),
        reference: label(b),
        why,
        silent,
      };
      lines.push(line);
      if (!json)
        console.log(
          `${silent.length > 0 ? "SILENT" : { same: "same", zone: "zone", different: "DIFF" }[verdict]}  ${preset.id} seed ${setup.seed} ${side}: ${label(a)}${verdict === "same" ? "" : ` (reference: ${label(b)}${why.length ? `; within the zone: ${why.join(", ")}` : ""})`}${silent.length ? ` (${silent.join(", ")})` : ""}`,
        );
    }
    if (!json)
      console.log(
        `      ${preset.id} seed ${setup.seed}: ${seq.trials.toLocaleString("en-US")} trials of the page's, ${(rules * Math.min(trials, reference)).toLocaleString("en-US")} of the reference`,
      );
  }
}
const summary = `${counts.same} verdicts the same, ${counts.zone} different within the zone, ${counts.different} different outside it, ${counts.silent} naming a rule that gives up a theater without saying so; the page ran ${seqTrials.toLocaleString("en-US")} trials, the reference ${refTrials.toLocaleString("en-US")}`;
if (json) console.log(JSON.stringify({ ...counts, seqTrials, refTrials, lines }, null, 2));
else console.log(summary);
process.exit(counts.different > 0 || counts.silent > 0 ? 1 : 0);
