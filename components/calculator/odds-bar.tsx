import { formatPercent } from "@/lib/results/chart-data";
import type { SimulationResult } from "@/lib/engine";

interface Props {
  readonly result: SimulationResult | null;
  readonly names: { readonly attacker: string; readonly defender: string };
  readonly running: boolean;
  readonly invalid: boolean;
}

/** On a phone the odds sit below the forces; this bar keeps the headline in sight while editing. */
export function OddsBar({ result, names, running, invalid }: Props) {
  return (
    <div
      aria-label="Odds summary"
      role="region"
      className="fixed inset-x-0 bottom-0 z-10 border-t border-amber-900/70 bg-slate-950/95 px-3 py-2 backdrop-blur xl:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 text-sm">
        <p className="min-w-0 tabular-nums">
          {result ? (
            <>
              <span className="text-slate-300">{names.attacker} wins</span>{" "}
              <strong className="text-white">{formatPercent(result.outcomes.attacker.p)}</strong>
              <span className="text-slate-400"> · </span>
              <span className="text-slate-300">{names.defender}</span>{" "}
              <strong className="text-white">{formatPercent(result.outcomes.defender.p)}</strong>
              {running && <span className="text-amber-300"> …</span>}
            </>
          ) : (
            <span className="text-slate-300">
              {invalid ? "This setup cannot be simulated yet" : "Simulating…"}
            </span>
          )}
        </p>
        <a
          href="#results-heading"
          className="shrink-0 rounded-md border border-slate-600 px-2 py-1 text-xs hover:border-amber-400"
        >
          All odds ↓
        </a>
      </div>
    </div>
  );
}
