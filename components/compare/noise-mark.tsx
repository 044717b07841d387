import { formatPoints, formatUnits, noiseLabel, type Difference } from "@/lib/compare/significance";

/**
 * A difference (in percentage points, or in units lost) with its verdict: bold and marked when it beats the
 * noise, muted when it does not.
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
    <span className="whitespace-nowrap tabular-nums" data-testid={testId}>
      <span className={difference.significant ? "font-semibold text-white" : "text-slate-300"}>
        {units ? formatUnits(difference.diff) : formatPoints(difference.diff)}
      </span>{" "}
      <span
        data-noise={label}
        className={`rounded px-1 text-xs ${difference.significant ? "bg-amber-400/20 text-amber-200" : "text-slate-400"}`}
      >
        {difference.significant ? "✱ significant" : "within noise"}
      </span>
    </span>
  );
}
