"use client";

import { useMemo } from "react";
import type { Faction } from "@/lib/data";
import type { UsedBySide } from "@/lib/cards/card-stats";
import { OddsMore } from "./odds-more";
import { ResultsPanel, type ResultsPanelProps } from "./results-panel";

/** The verdict panel's props (the sides' factions given one by one), and what the charts below it need besides. */
interface Props extends Omit<ResultsPanelProps, "factions" | "className"> {
  readonly attacker: Faction;
  readonly defender: Faction;
  /** Cinematic Combat: each side's "Cards already used" (marked in the card statistics). */
  readonly used?: UsedBySide | undefined;
}

/**
 * The odds' place in the calculator's grid. On a desktop: the right-hand column, the verdict on top and the
 * charts below it, kept in sight while the forces are edited (sticky). On a phone the column dissolves
 * (`display: contents`) so its two parts take their own places: the verdict first, right under the page's
 * head (the forces, `order-first` too, follow it), the charts after the forces.
 */
export function ResultsColumn({ attacker, defender, used, ...panel }: Props) {
  const { sim, problem } = panel;
  const factions = useMemo(() => ({ attacker, defender }), [attacker, defender]);
  return (
    <div className="contents min-w-0 xl:col-start-2 xl:row-span-3 xl:row-start-1 xl:block">
      <div className="contents xl:sticky xl:top-4 xl:flex xl:flex-col xl:gap-4">
        <ResultsPanel {...panel} factions={factions} className="max-xl:order-first" />
        <OddsMore
          result={problem ? null : sim.result}
          factions={factions}
          used={used}
          stale={sim.stale}
          className={sim.stale ? "[&>*:not([data-testid=odds-more-updating])]:opacity-40" : ""}
        />
      </div>
    </div>
  );
}
