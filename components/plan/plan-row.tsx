"use client";

import type { Plan } from "@/lib/planner";
import { describeForce, forceSize } from "@/lib/planner/apply-plan";
import { formatPercent } from "@/lib/format/percent";

const small =
  "min-h-11 rounded border border-slate-600 px-3 text-xs hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300";

/** One plan in the Plan panel's list: its force, its chance and range, and Apply / Compare. */
export function PlanRow({
  force: p,
  index: i,
  sideName,
  onApply,
  onCompare,
}: {
  readonly force: Plan;
  readonly index: number;
  readonly sideName: string;
  readonly onApply: () => void;
  readonly onCompare: () => void;
}) {
  const what = describeForce(p);
  const [chance, low, high] = [p.p, p.low, p.high].map((x) => formatPercent(x));
  return (
    <li
      data-testid={`plan-${i}`}
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-slate-800 py-1.5 text-sm first:border-t-0"
    >
      <span className="min-w-0 text-slate-100">
        <span className="text-slate-400">
          {forceSize(p)} unit{forceSize(p) === 1 ? "" : "s"}:{" "}
        </span>
        {what}
      </span>
      <span className="flex flex-wrap items-center gap-2">
        <span className="tabular-nums">
          <strong className="text-white" data-testid={`plan-${i}-p`}>
            {chance}
          </strong>{" "}
          <span className="text-xs text-slate-300">
            range {low}–{high}
          </span>
        </span>
        <button
          type="button"
          className={small}
          aria-label={`Apply: the ${sideName} brings ${what}`}
          onClick={onApply}
        >
          Apply
        </button>
        <button
          type="button"
          className={small}
          aria-label={`Compare: pin the whole pool as A and apply ${what}`}
          onClick={onCompare}
        >
          Compare
        </button>
      </span>
    </li>
  );
}
