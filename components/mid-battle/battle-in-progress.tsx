"use client";
import { useState } from "react";
import { atTheStart, inProgressOf, withRound, withSide } from "@/lib/scenario/in-progress-edits";
import { checkInProgress } from "@/lib/scenario/check-in-progress";
import { checkCinematic } from "@/lib/scenario/check-cinematic";
import type { Setup } from "@/lib/scenario/setup";
import type { SideKey } from "@/lib/scenario/types";
import { capitalize } from "@/lib/scenario/choice";
import { NAME_WORDS, factionNoun } from "@/lib/scenario/words";
import { DiceEntry } from "./dice-entry";
import { CinematicUsedFields, DiscardedFields, HandCardsFields } from "./in-progress-cards";
import { TapStepper } from "@/components/fields/tap-stepper";

interface Props {
  readonly setup: Setup;
  readonly onChange: (next: Setup) => void;
}

const check = "flex min-h-11 items-center gap-2 text-sm text-slate-200";

/**
 * "Battle in progress" (docs/rules.md#in-progress): the round about to be fought, each side's retreat used or stopped
 * by No Escape, the cards it holds and which are known, the discards (base game) or the cards used (Cinematic), and
 * the dice just rolled. Every answer of the page runs from this state: it is part of the battle (and its link). A
 * check on it is one line here, naming the field.
 */
export function BattleInProgress({ setup, onChange }: Props) {
  const [open, setOpen] = useState(setup.scenario.inProgress !== undefined);
  const [refused, setRefused] = useState<string | null>(null);
  const s = setup.scenario;
  const p = inProgressOf(s);
  // (an edit the rules refuse is not made: its line shows here and the battle stays as it was, docs/rules.md#in-progress)
  const edit = (scenario: typeof s) => {
    const refusal = checkInProgress(scenario, NAME_WORDS);
    setRefused(refusal);
    if (!refusal) onChange({ ...setup, scenario });
  };
  const problem = refused ?? checkInProgress(s, NAME_WORDS) ?? checkCinematic(s, NAME_WORDS);
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
            <SideState
              key={side}
              setup={setup}
              side={side}
              onEdit={edit}
              onChange={onChange}
              onProblem={setRefused}
            />
          ))}
          {s.tactics.mode === "base" && <DiscardedFields s={s} onEdit={edit} />}
          {problem && (
            <p role="status" data-testid="in-progress-problem" className="text-sm text-amber-200">
              {capitalize(problem)}.
            </p>
          )}
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
  onChange,
  onProblem,
}: {
  readonly setup: Setup;
  readonly side: SideKey;
  readonly onEdit: (s: Setup["scenario"]) => void;
  readonly onChange: (next: Setup) => void;
  readonly onProblem: (line: string | null) => void;
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
      {s.tactics.mode === "base" && (
        <HandCardsFields s={s} side={side} onEdit={onEdit} onProblem={onProblem} />
      )}
      {s.tactics.mode === "cinematic" && (
        <CinematicUsedFields setup={setup} side={side} onChange={onChange} />
      )}
    </fieldset>
  );
}
