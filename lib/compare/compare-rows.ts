import { UNIT_IDS, type UnitId } from "@/lib/data";
import { OUTCOMES, type SimulationResult, type SurvivorStats } from "@/lib/engine";
import { formatPercent, outcomeRows, type SideNames } from "@/lib/results/chart-data";
import type { SideKey } from "@/lib/scenario/types";
import { unitName } from "@/lib/scenario/words";
import {
  compareMeans,
  compareProportions,
  formatPoints,
  formatUnits,
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

function row(
  key: string,
  label: string,
  a: SimulationResult,
  b: SimulationResult,
  pa: number,
  pb: number,
): CompareRow {
  const difference = compareProportions({ p: pa, trials: a.trials }, { p: pb, trials: b.trials });
  return {
    key,
    label,
    kind: "chance",
    a: pa,
    b: pb,
    difference,
    text: `${label}: A ${formatPercent(pa)}, B ${formatPercent(pb)}, difference ${formatPoints(difference.diff)} (${noiseLabel(difference)})`,
  };
}

/**
 * Every headline outcome, then who holds each theater that is fought over in either run. Labels use
 * "attacker" / "defender" with B's faction names: A may have had the sides the other way round.
 */
export function compareRows(a: SimulationResult, b: SimulationResult, names: SideNames): CompareRow[] {
  const labels = outcomeRows(b, names);
  const rows = OUTCOMES.map((o, i) => row(o, labels[i]?.label ?? o, a, b, a.outcomes[o].p, b.outcomes[o].p));
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
      ),
    );
  }
  for (const side of ["attacker", "defender"] as const) rows.push(...lossRows(a, b, names, side));
  return rows;
}

/** Units of a type lost in one run: the mean and the variance of one trial's loss, from its survivor counts. */
function lost(s: SurvivorStats | undefined, trials: number): Mean | null {
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
function lossRows(a: SimulationResult, b: SimulationResult, names: SideNames, side: SideKey): CompareRow[] {
  const find = (r: SimulationResult, id: UnitId) => r[side].survivors.find((s) => s.unit === id);
  return UNIT_IDS.filter((id) => find(a, id) || find(b, id)).map((id): CompareRow => {
    const la = lost(find(a, id), a.trials);
    const lb = lost(find(b, id), b.trials);
    const difference = la && lb ? compareMeans(la, lb) : null;
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
