import { OUTCOMES, type SimulationResult } from "@/lib/engine";
import { formatPercent, outcomeRows, type SideNames } from "@/lib/results/chart-data";
import { compareProportions, formatPoints, noiseLabel, type Difference } from "./significance";

/** One line of the A-vs-B table: a headline chance in both runs, B − A, and whether that beats the noise. */
export interface CompareRow {
  readonly key: string;
  readonly label: string;
  readonly a: number;
  readonly b: number;
  readonly difference: Difference;
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
  return rows;
}
