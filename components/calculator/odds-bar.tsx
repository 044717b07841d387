import { formatPercent } from "@/lib/results/chart-data";
import type { SimulationView } from "./use-simulation";

interface Props {
  readonly sim: SimulationView;
  readonly names: { readonly attacker: string; readonly defender: string };
  readonly invalid: boolean;
}

/**
 * Trials a run needs before its partial numbers are shown: fewer than this (or a run still without any of
 * its own) would show noise, or the last setup's odds, as this one's.
 */
export const YOUNG_RUN_TRIALS = 10_000;

/** On a phone the odds sit below the forces; this bar keeps the headline in sight while editing. */
export function OddsBar({ sim, names, invalid }: Props) {
  const young = sim.running && sim.done < Math.min(sim.total, YOUNG_RUN_TRIALS);
  const result = invalid || young ? null : sim.result;
  return (
    <div
      aria-label="Odds summary"
      role="region"
      data-testid="odds-bar"
      className="fixed inset-x-0 bottom-0 z-10 border-t border-amber-900/70 bg-slate-950/95 px-3 py-1 backdrop-blur xl:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 text-sm">
        <p className="min-w-0 tabular-nums" aria-live="off">
          {result ? (
            <>
              <span className="text-slate-300">{names.attacker} wins</span>{" "}
              <strong className="text-white">{formatPercent(result.outcomes.attacker.p)}</strong>
              <span className="text-slate-400"> · </span>
              <span className="text-slate-300">{names.defender}</span>{" "}
              <strong className="text-white">{formatPercent(result.outcomes.defender.p)}</strong>
              {sim.running && <span className="text-amber-300"> …</span>}
            </>
          ) : (
            <span className="text-slate-300">
              {invalid ? "This setup cannot be simulated yet" : "computing…"}
            </span>
          )}
        </p>
        <a
          href="#results-heading"
          className="flex min-h-11 shrink-0 items-center rounded-md border border-slate-600 px-3 text-xs hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          All odds ↓
        </a>
      </div>
    </div>
  );
}
