import { UNIT_IDS, type UnitId } from "@/lib/data";
import {
  OUTCOMES,
  pairedDifference,
  type SimulationResult,
  type SurvivorStats,
  type TrialMetric,
  type TrialTrace,
} from "@/lib/engine";
import { formatPercent, formatPoints } from "@/lib/format/percent";
import { outcomeRows, type SideNames } from "@/lib/results/chart-data";
import type { SideKey } from "@/lib/scenario/types";
import { unitName } from "@/lib/scenario/words";
import {
  MIN_UNIT_DIFFERENCE,
  compareMeans,
  compareProportions,
  formatUnits,
  fromPaired,
  noiseLabel,
  type Difference,
  type Mean,
} from "./significance";

/**
 * One line of the A-vs-B table: a headline chance (`kind` "chance") or the units of a type lost on average
 * ("units"), in both runs, B − A, and whether that beats the noise. A unit type only one run has is null in
 * the other, with no difference.
 */
export interface CompareRow {
  readonly key: string;
  readonly label: string;
  readonly kind: "chance" | "units";
  readonly a: number | null;
  readonly b: number | null;
  readonly difference: Difference | null;
  readonly text: string;
}

/** A's and B's traces when the two runs can be compared trial by trial: same seed, both traced from trial 0. */
export type PairedTraces = { readonly a: TrialTrace; readonly b: TrialTrace } | null;

/** The traces, if A and B played the same dice and each trace holds its whole run (so its mean is the run's). */
export function pairable(
  a: SimulationResult,
  b: SimulationResult,
  traces: { readonly a: TrialTrace | null; readonly b: TrialTrace | null },
): PairedTraces {
  const ta = traces.a;
  const tb = traces.b;
  if (!ta || !tb || a.seed !== b.seed || a.trials !== b.trials) return null;
  return ta.trials === a.trials && tb.trials === b.trials ? { a: ta, b: tb } : null;
}

function row(
  key: string,
  label: string,
  a: SimulationResult,
  b: SimulationResult,
  pa: number,
  pb: number,
  metric: TrialMetric | null,
  paired: PairedTraces,
): CompareRow {
  // (paired over the whole runs, the mean is pb − pa: taken as such, so it rounds as the two chances do)
  const difference =
    paired && metric
      ? fromPaired({ ...pairedDifference(paired.a, paired.b, metric), mean: pb - pa })
      : compareProportions({ p: pa, trials: a.trials }, { p: pb, trials: b.trials });
  return {
    key,
    label,
    kind: "chance",
    a: pa,
    b: pb,
    difference,
    text: `${label}: A ${formatPercent(pa, "exact")}, B ${formatPercent(pb, "exact")}, difference ${formatPoints(difference.diff, "exact")} (${noiseLabel(difference)})`,
  };
}

/** 1 when the trial ended with outcome `code`. */
const outcomeMetric =
  (code: number): TrialMetric =>
  (t, i) =>
    t.outcome[i] === code ? 1 : 0;

/**
 * Every headline outcome, then who holds each theater that is fought over in either run. Labels use
 * "attacker" / "defender" with B's faction names: A may have had the sides the other way round. With
 * `paired` traces (the two runs share their seed and trials) each difference is tested trial by trial;
 * otherwise, and for who holds a theater (a trace does not keep it), as two independent runs.
 */
export function compareRows(
  a: SimulationResult,
  b: SimulationResult,
  names: SideNames,
  paired: PairedTraces = null,
): CompareRow[] {
  const labels = outcomeRows(b, names);
  const rows = OUTCOMES.map((o, i) =>
    row(o, labels[i]?.label ?? o, a, b, a.outcomes[o].p, b.outcomes[o].p, outcomeMetric(i), paired),
  );
  for (const theater of ["space", "ground"] as const) {
    const fought = a.holds[theater].none < 1 || b.holds[theater].none < 1;
    if (!fought) continue;
    const where = theater === "space" ? "space" : "the ground";
    rows.push(
      row(
        `holds-${theater}`,
        `Attacker holds ${where}`,
        a,
        b,
        a.holds[theater].attacker,
        b.holds[theater].attacker,
        null,
        null,
      ),
    );
  }
  for (const side of ["attacker", "defender"] as const) rows.push(...lossRows(a, b, names, side, paired));
  return rows;
}

/** Units of one type of a side not destroyed in the trial (0 where the trace's battle has none of them). */
function keptOf(side: SideKey, unit: UnitId): TrialMetric {
  const memo = new WeakMap<TrialTrace, number>();
  return (t, i) => {
    let column = memo.get(t);
    if (column === undefined) {
      const j = t.units[side === "attacker" ? 0 : 1].indexOf(unit);
      column = j < 0 ? -1 : (side === "attacker" ? 0 : t.units[0].length) + j;
      memo.set(t, column);
    }
    return column < 0 ? 0 : t.survivors[i * t.width + column]!;
  };
}

/** Units of a type lost in one run: the mean and the variance of one trial's loss, from its survivor counts. */
export function lost(s: SurvivorStats | undefined, trials: number): Mean | null {
  if (!s || s.start === 0) return null;
  let m1 = 0;
  let m2 = 0;
  s.exactly.forEach((p, k) => {
    const loss = s.start - k;
    m1 += p * loss;
    m2 += p * loss * loss;
  });
  return { mean: m1, variance: Math.max(0, m2 - m1 * m1), trials };
}

const fmtUnits = (m: number | null) => (m === null ? "none in this run" : m.toFixed(2));

/** Per unit type of a side, in either run: expected units lost in A and in B. */
function lossRows(
  a: SimulationResult,
  b: SimulationResult,
  names: SideNames,
  side: SideKey,
  paired: PairedTraces,
): CompareRow[] {
  const find = (r: SimulationResult, id: UnitId) => r[side].survivors.find((s) => s.unit === id);
  return UNIT_IDS.filter((id) => find(a, id) || find(b, id)).map((id): CompareRow => {
    const la = lost(find(a, id), a.trials);
    const lb = lost(find(b, id), b.trials);
    // Lost = start − kept: B − A in units lost has the noise of the paired change in units kept.
    const kept = paired && pairedDifference(paired.a, paired.b, keptOf(side, id));
    const difference =
      la && lb
        ? kept
          ? fromPaired({ ...kept, mean: lb.mean - la.mean }, MIN_UNIT_DIFFERENCE)
          : compareMeans(la, lb)
        : null;
    const label = `${names[side]} (${side}): ${unitName(id, 2)} lost`;
    const start = (r: SimulationResult) => find(r, id)?.start ?? 0;
    return {
      key: `lost-${side}-${id}`,
      label,
      kind: "units",
      a: la?.mean ?? null,
      b: lb?.mean ?? null,
      difference,
      text: `${label}: A ${fmtUnits(la?.mean ?? null)} of ${start(a)}, B ${fmtUnits(lb?.mean ?? null)} of ${start(b)}${difference ? `, difference ${formatUnits(difference.diff)} (${noiseLabel(difference)})` : ""}`,
    };
  });
}
