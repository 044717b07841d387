import { useMemo } from "react";
import type { Faction } from "@/lib/data";
import type { SimulationResult } from "@/lib/engine";
import { aboutPercent, formatPercent } from "@/lib/format/percent";
import { headlineOutcomes, type Factions } from "@/lib/results/outcome-words";
import type { WasHeadline } from "@/components/cards/use-was-headline";
import type { SimulationView } from "./use-simulation";

interface Props {
  readonly sim: SimulationView;
  readonly factions: { readonly attacker: Faction; readonly defender: Faction };
  readonly invalid: boolean;
  /** The headline's chance before the last change of the setup, shown beside the new one ("was 74%"). */
  readonly was?: WasHeadline | null;
  /** Setup A's finished run while a comparison is pinned: the bar reads "A 38% → B 61%" (docs/answer-first.md#on-a-phone). */
  readonly a?: { readonly result: SimulationResult; readonly factions: Factions } | null;
}

/**
 * Trials a run needs before its partial numbers are shown: fewer than this (or a run still without any of
 * its own) would show noise, or the last setup's odds, as this one's.
 */
export const YOUNG_RUN_TRIALS = 10_000;

/**
 * On a phone this bar keeps the answer in sight while editing: the likeliest outcome, a split named by who
 * holds what ("Split: Empire takes the ground · 62%"), and the way back to the verdict.
 */
export function OddsBar({ sim, factions, invalid, was = null, a = null }: Props) {
  const young = sim.running && sim.done < Math.min(sim.total, YOUNG_RUN_TRIALS);
  const result = invalid || young ? null : sim.result;
  const { attacker, defender } = factions;
  const top = useMemo(
    () => (result ? (headlineOutcomes(result, { attacker, defender })[0] ?? null) : null),
    [result, attacker, defender],
  );
  // A's chance of the same outcome for the same faction (0 when it did not happen in A's run; A may have the
  // sides the other way round).
  const before = useMemo(() => {
    if (!a || !top) return null;
    const meaning = (key: string, f: Factions) =>
      key.replace(/attacker|defender/, (side) => f[side as "attacker" | "defender"]);
    const wanted = meaning(top.key, { attacker, defender });
    return headlineOutcomes(a.result, a.factions).find((o) => meaning(o.key, a.factions) === wanted)?.p ?? 0;
  }, [a, top, attacker, defender]);
  return (
    <div
      aria-label="Odds summary"
      role="region"
      data-testid="odds-bar"
      className="fixed inset-x-0 bottom-0 z-10 border-t border-amber-900/70 bg-slate-950/95 px-3 py-1 backdrop-blur xl:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 text-sm">
        <p className="min-w-0 tabular-nums" aria-live="off" data-testid="odds-bar-text">
          {top && before !== null ? (
            <span data-testid="odds-bar-compare">
              <span className="text-slate-100">{top.short}:</span> <span className="text-slate-300">A</span>{" "}
              <strong className="text-white">{formatPercent(before)}</strong> →{" "}
              <span className="text-slate-300">B</span>{" "}
              <strong className="text-white">{aboutPercent(top.p, sim.running)}</strong>
            </span>
          ) : top ? (
            <>
              <span className="text-slate-300">Likeliest: </span>
              <span className="text-slate-100">{top.short}</span>{" "}
              <strong className="text-white">{aboutPercent(top.p, sim.running)}</strong>
              {was && was.key === top.key && !sim.running && (
                <>
                  {" "}
                  <span className="text-xs text-slate-300" data-testid="odds-bar-was">
                    (was {formatPercent(was.p)})
                  </span>
                </>
              )}
            </>
          ) : (
            <span className="text-slate-300">
              {invalid ? "This setup cannot be simulated yet" : "working out the odds…"}
            </span>
          )}
        </p>
        <a
          href="#results-heading"
          className="flex min-h-11 shrink-0 items-center rounded-md border border-slate-600 px-3 text-xs hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          Verdict ↑
        </a>
      </div>
    </div>
  );
}
