import { formatUnits, noiseLabel, type Difference } from "@/lib/compare/significance";
import { formatPoints } from "@/lib/format/percent";

/**
 * A difference (in percentage points, or in units lost) as a player reads it: bold when it beats the noise,
 * muted and marked "noise" when it does not. How it is tested is said in the panel's Details.
 */
export function NoiseMark({
  difference,
  testId,
  units = false,
}: {
  difference: Difference;
  testId?: string;
  units?: boolean;
}) {
  const label = noiseLabel(difference);
  return (
    <span className="whitespace-nowrap tabular-nums" data-testid={testId} data-noise={label}>
      <span className={difference.significant ? "font-semibold text-white" : "text-slate-300"}>
        {units ? formatUnits(difference.diff) : formatPoints(difference.diff)}
      </span>
      {!difference.significant && <span className="text-xs text-slate-400"> · noise</span>}
    </span>
  );
}
