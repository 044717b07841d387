"use client";

import { battleOf } from "@/lib/page/page-state";
import { ForcePanel } from "@/components/forces/force-panel";
import { ForcesLine } from "@/components/forces/forces-line";
import { BattleInProgress } from "@/components/mid-battle/battle-in-progress";
import { PlaysFor } from "@/components/forces/plays-for";
import { OptionsPanel } from "@/components/options/options-panel";
import { PhoneFold } from "@/components/ui/phone-fold";
import { ResultsColumn } from "@/components/results/results-column";
import { KeptOriginBar } from "@/components/history/kept-origin-bar";
import { WayBackBar } from "@/components/history/way-back-bar";
import { BattleBar } from "./battle-bar";
import { CalculatorContext, useCalculator } from "./calculator-context";
import { CombatSystemNote } from "./combat-system-note";
import { ExploreSections } from "./explore-sections";
import { LinkNotices } from "./link-notices";
import { OddsBar } from "./odds-bar";
import { useCalculatorModel, type CalculatorStart } from "./use-calculator-model";
import { useTabTitle } from "./use-tab-title";

/**
 * The calculator: owns the page's state (lib/page/page-state.ts: the setup and its history, pinned setup A, the
 * kept origin, plan, luck, name and notices), mirrors it into the URL and runs it live; its panels read what they
 * need from its model (calculator-context.ts).
 */
export function Calculator(start: CalculatorStart) {
  const model = useCalculatorModel(start);
  useTabTitle(model.name);
  return (
    <CalculatorContext value={model}>
      <CalculatorPage />
    </CalculatorContext>
  );
}

/** The page's layout: notices and the battle's row, then the odds, the forces, the runs after them and options. */
function CalculatorPage() {
  const { actions, setup, sim, problem, factions, origin, back, wayBack, was, pinnedOdds, drift, poolReady } =
    useCalculator();
  return (
    <div className="flex flex-col gap-3 pb-14 xl:pb-0" data-ready={poolReady ? "true" : "false"}>
      <LinkNotices />
      <BattleBar />
      {drift && (
        <p
          role="status"
          data-testid="shared-drift"
          className="rounded-md border border-amber-500/60 bg-amber-950/40 px-3 py-2 text-sm text-amber-100"
        >
          {drift}.
        </p>
      )}
      {/* The way back sits by the thumb while the bar is there; this one is for after it is closed. */}
      {origin && !wayBack && <KeptOriginBar kept={origin} onBack={back} />}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <Results />
        <Forces />
        <ExploreSections />
        <PhoneFold label="Options: tactic cards, rules, trials and seed" testId="options">
          <OptionsPanel setup={setup} onChange={actions.edit} />
        </PhoneFold>
      </div>
      {wayBack && (
        <WayBackBar
          what={wayBack}
          onUndo={actions.undo}
          kept={origin}
          onBack={back}
          onDismiss={actions.dismissWayBack}
        />
      )}
      <OddsBar sim={sim} factions={factions} invalid={problem !== null} was={was} a={pinnedOdds} />
    </div>
  );
}

/** The odds: the verdict and its charts, the combat system and what each side plays for above them. */
function Results() {
  const { actions, setup, goalsPlayed, sim, problem, extras, goals, was } = useCalculator();
  const { attacker, defender } = setup.scenario;
  return (
    <ResultsColumn
      sim={sim}
      attacker={attacker.faction}
      defender={defender.faction}
      problem={problem}
      system={<CombatSystemNote setup={setup} onChange={actions.edit} />}
      retreat={extras.retreat}
      used={{ attacker, defender }}
      goals={goals}
      was={was}
      playsFor={problem ? null : <PlaysFor setup={setup} played={goalsPlayed} onChange={actions.edit} />}
    />
  );
}

/** The forces: the typed line, each side's panel, and the battle in progress. */
function Forces() {
  const { state, actions, setup, goalsPlayed } = useCalculator();
  return (
    <section aria-labelledby="forces-heading" className="min-w-0 max-xl:order-first">
      <h2 id="forces-heading" className="sr-only">
        Forces
      </h2>
      <ForcesLine
        setup={setup}
        battle={battleOf(state)}
        onApply={actions.replaceWith("Set up from the text", { name: "" })}
      />
      <div className="grid grid-cols-1 gap-2 md:grid-cols-2 md:gap-4">
        <ForcePanel setup={setup} side="attacker" played={goalsPlayed.attacker} onChange={actions.edit} />
        <ForcePanel setup={setup} side="defender" played={goalsPlayed.defender} onChange={actions.edit} />
      </div>
      <BattleInProgress setup={setup} onChange={actions.edit} />
    </section>
  );
}
