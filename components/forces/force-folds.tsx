"use client";

import { useState } from "react";
import { appliesIn, choiceSummary } from "@/lib/scenario/choice";
import { SIDE_POLICIES } from "@/lib/scenario/policies";
import { editSide, setDamage, toggleListedCard } from "@/lib/scenario/setup-edits";
import { CARD_LISTS, THEATERS as DECK_THEATERS, listed } from "@/lib/scenario/card-lists";
import type { SideKey, SideSetup } from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";
import { possessive } from "@/lib/scenario/words";
import type { PlayedGoal } from "@/lib/results/auto-goal";
import { RetreatNote } from "@/components/retreat/retreat-note";
import { DamageEditor } from "./damage-editor";
import { GoalField } from "./goal-field";
import { SidePolicies } from "./side-policies";
import { UsedCardsPicker } from "./used-cards-picker";

const disclosure =
  "min-h-11 rounded-md border border-slate-600 px-3 text-sm hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300 aria-expanded:border-amber-400";

/** Cinematic Combat: the advanced cards from earlier combats (already used, …), counted per list; "" for none. */
function usedCards(force: SideSetup): string {
  return CARD_LISTS.map((l) => ({
    l,
    n: DECK_THEATERS.reduce((n, t) => n + listed(force, l.id, t).length, 0),
  }))
    .filter(({ n }) => n > 0)
    .map(({ l, n }) => l.count(n))
    .join(", ");
}

interface Props {
  readonly setup: Setup;
  readonly side: SideKey;
  readonly onChange: (setup: Setup) => void;
  readonly played?: PlayedGoal | undefined;
  /** The faction's name: "Empire". */
  readonly name: string;
}

/**
 * A force's folds, each one tap away: the damage it has taken, its choices (goal on a phone, policies; folded,
 * a line sums them up) and, in Cinematic Combat, the cards already used.
 */
export function ForceFolds({ setup, side, onChange, played, name }: Props) {
  const force = setup.scenario[side];
  const enemy = setup.scenario[side === "attacker" ? "defender" : "attacker"];
  const damaged = Object.values(force.damaged).reduce((s, list) => s + (list?.length ?? 0), 0);
  const [showDamage, setShowDamage] = useState(damaged > 0);
  const [showChoices, setShowChoices] = useState(false);
  const mode = setup.scenario.tactics.mode;
  const summary = SIDE_POLICIES.filter((c) => appliesIn(c, mode))
    .map((c) => choiceSummary(c, force[c.id]))
    .join(" · ");
  const cinematic = mode === "cinematic";
  const used = usedCards(force);
  const [showUsed, setShowUsed] = useState(used !== "");
  return (
    <>
      <div className="mt-1 flex flex-wrap gap-2 border-t border-slate-700 pt-1 md:mt-2 md:pt-2">
        <button
          type="button"
          aria-expanded={showDamage}
          aria-controls={`${side}-damage-panel`}
          onClick={() => setShowDamage(!showDamage)}
          className={disclosure}
        >
          Damage taken{damaged > 0 ? ` (${damaged})` : ""}
        </button>
        <button
          type="button"
          aria-expanded={showChoices}
          aria-controls={`${side}-choices-panel`}
          aria-describedby={showChoices ? undefined : `${side}-choices-summary`}
          onClick={() => setShowChoices(!showChoices)}
          className={disclosure}
        >
          {possessive(name)} choices
        </button>
        {cinematic && (
          <button
            type="button"
            aria-expanded={showUsed}
            aria-controls={`${side}-used-panel`}
            onClick={() => setShowUsed(!showUsed)}
            className={disclosure}
          >
            {CARD_LISTS[0].legend}
            {used !== "" ? ` (${used})` : ""}
          </button>
        )}
      </div>
      {!showChoices && (
        <p
          id={`${side}-choices-summary`}
          className="mt-1 hidden text-xs leading-snug text-slate-400 md:block"
        >
          {summary}
        </p>
      )}
      {!showChoices && <RetreatNote own={force} enemy={enemy} testId={`${side}-retreat-note`} />}
      {showDamage && (
        <div id={`${side}-damage-panel`} className="mt-3">
          <DamageEditor
            side={force}
            idPrefix={side}
            onDamage={(unit, i, d) => onChange(setDamage(setup, side, unit, i, d))}
          />
        </div>
      )}
      {showChoices && (
        <div id={`${side}-choices-panel`} className="mt-3">
          <GoalField
            side={side}
            force={force}
            enemy={enemy}
            id={`${side}-goal-choices`}
            played={played}
            className="mb-3 md:hidden"
            onChange={(goal) => onChange(editSide(setup, side, { goal }))}
          />
          <SidePolicies
            side={side}
            setup={force}
            enemy={enemy}
            mode={mode}
            onChange={(patch) => onChange(editSide(setup, side, patch))}
          />
        </div>
      )}
      {cinematic && showUsed && (
        <div id={`${side}-used-panel`} className="mt-3">
          <UsedCardsPicker
            side={side}
            force={force}
            onToggle={(list, theater, card) => onChange(toggleListedCard(setup, side, list, theater, card))}
          />
        </div>
      )}
    </>
  );
}
