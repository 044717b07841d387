"use client";
import { useState } from "react";
import {
  atTheStart,
  cardsHeld,
  inProgressOf,
  withCardsHeld,
  withRound,
  withSide,
} from "@/lib/scenario/in-progress-edits";
import type { Setup } from "@/lib/scenario/setup";
import type { SideKey } from "@/lib/scenario/types";
import { capitalize } from "@/lib/scenario/choice";
import { factionNoun } from "@/lib/scenario/words";
import { DiceEntry } from "./dice-entry";
import { TapStepper } from "@/components/fields/tap-stepper";

interface Props {
  readonly setup: Setup;
  readonly onChange: (next: Setup) => void;
}

const check = "flex min-h-11 items-center gap-2 text-sm text-slate-200";

/**
 * "Battle in progress" (docs/rules.md#in-progress): the round about to be fought, each side's retreat used or stopped
 * by No Escape, the cards it holds (base game), and the dice just rolled. Every answer of the page runs from this
 * state: it is part of the battle (and its link).
 */
export function BattleInProgress({ setup, onChange }: Props) {
  const [open, setOpen] = useState(setup.scenario.inProgress !== undefined);
  const s = setup.scenario;
  const p = inProgressOf(s);
  const edit = (scenario: typeof s) => onChange({ ...setup, scenario });
  return (
    <section
      aria-labelledby="in-progress-heading"
      data-testid="battle-in-progress"
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-700 bg-slate-900/80 p-3"
    >
      <h2 id="in-progress-heading" className="sr-only">
        Battle in progress
      </h2>
      <label className={`${check} font-bold text-amber-200`}>
        <input
          type="checkbox"
          className="size-5"
          checked={open}
          data-testid="in-progress-switch"
          onChange={(e) => {
            setOpen(e.target.checked);
            if (!e.target.checked) edit(atTheStart(s));
          }}
        />
        Battle in progress
      </label>
      {open && (
        <>
          <TapStepper
            label="Round about to be fought"
            value={p.round}
            min={1}
            max={s.roundCap}
            testId="in-progress-round"
            onChange={(n) => edit(withRound(s, n))}
          />
          {(["attacker", "defender"] as const).map((side) => (
            <SideState key={side} setup={setup} side={side} onEdit={edit} />
          ))}
          <DiceEntry setup={setup} />
        </>
      )}
    </section>
  );
}

function SideState({
  setup,
  side,
  onEdit,
}: {
  readonly setup: Setup;
  readonly side: SideKey;
  readonly onEdit: (s: Setup["scenario"]) => void;
}) {
  const s = setup.scenario;
  const now = inProgressOf(s)[side];
  const who = capitalize(factionNoun(s[side].faction));
  return (
    <fieldset
      className="flex flex-col gap-1 border-t border-slate-700 pt-2"
      data-testid={`in-progress-${side}`}
    >
      <legend className="text-sm font-bold text-slate-100">{who}</legend>
      <label className={check}>
        <input
          type="checkbox"
          className="size-5"
          checked={now.retreated}
          onChange={(e) => onEdit(withSide(s, side, { retreated: e.target.checked }))}
        />
        has already retreated
      </label>
      <label className={check}>
        <input
          type="checkbox"
          className="size-5"
          checked={now.noEscape}
          onChange={(e) => onEdit(withSide(s, side, { noEscape: e.target.checked }))}
        />
        cannot retreat this round (No Escape)
      </label>
      {s.tactics.mode === "base" &&
        (["space", "ground"] as const).map((t) => (
          <TapStepper
            key={t}
            label={`${t === "space" ? "Space" : "Ground"} cards in hand`}
            value={cardsHeld(s, side, t)}
            max={15}
            testId={`in-progress-${side}-${t}-cards`}
            onChange={(n) => onEdit(withCardsHeld(s, side, t, n))}
          />
        ))}
    </fieldset>
  );
}
