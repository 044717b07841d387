"use client";

import { useMemo, type ReactNode } from "react";
import type { Faction } from "@/lib/data";
import type { RetreatVerdict } from "@/lib/retreat/retreat-verdict";
import type { SimulationView } from "@/components/calculator/use-simulation";
import type { UsedBySide } from "@/lib/cards/card-stats";
import type { WasHeadline } from "@/components/cards/use-was-headline";
import { OddsMore } from "./odds-more";
import type { Goals } from "@/lib/compare/paired-run";
import { ResultsPanel } from "./results-panel";

interface Props {
  readonly sim: SimulationView;
  readonly attacker: Faction;
  readonly defender: Faction;
  readonly problem: string | null;
  readonly system?: ReactNode;
  readonly retreat: { readonly attacker: RetreatVerdict; readonly defender: RetreatVerdict };
  /** Cinematic Combat: each side's "Cards already used" (marked in the card statistics). */
  readonly used?: UsedBySide | undefined;
  readonly goals: Goals;
  /** The headline's chance in the run before the last change of the setup ("was 74%"; use-was-headline.ts). */
  readonly was: WasHeadline | null;
  /** What each side plays for when `auto` chose it or it has nothing to fight for, above the verdict. */
  readonly playsFor?: ReactNode;
}

/**
 * The odds' place in the calculator's grid. On a desktop: the right-hand column, the verdict on top and the
 * charts below it, kept in sight while the forces are edited (sticky). On a phone the column dissolves
 * (`display: contents`) so its two parts take their own places: the verdict first, right under the page's
 * head (the forces, `order-first` too, follow it), the charts after the forces.
 */
export function ResultsColumn({
  sim,
  attacker,
  defender,
  problem,
  system,
  retreat,
  used,
  goals,
  was,
  playsFor,
}: Props) {
  const factions = useMemo(() => ({ attacker, defender }), [attacker, defender]);
  return (
    <div className="contents min-w-0 xl:col-start-2 xl:row-span-3 xl:row-start-1 xl:block">
      <div className="contents xl:sticky xl:top-4 xl:flex xl:flex-col xl:gap-4">
        <ResultsPanel
          sim={sim}
          factions={factions}
          problem={problem}
          system={system}
          retreat={retreat}
          goals={goals}
          was={was}
          playsFor={playsFor}
          className="max-xl:order-first"
        />
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
