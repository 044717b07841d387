"use client";

import { useState } from "react";
import { UNITS, type Theater } from "@/lib/data";
import { appliesIn, choiceSummary } from "@/lib/scenario/choice";
import { SIDE_POLICIES } from "@/lib/scenario/policies";
import {
  clearSide,
  editSide,
  setDamage,
  setUnitCount,
  toggleLeader,
  toggleListedCard,
} from "@/lib/scenario/setup-edits";
import { CARD_LISTS, THEATERS as DECK_THEATERS, listed } from "@/lib/scenario/card-lists";
import type { SideKey } from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";
import { possessive } from "@/lib/scenario/words";
import { factionName } from "@/lib/results/chart-data";
import { DamageEditor } from "./damage-editor";
import { LeaderPicker } from "./leader-picker";
import { RetreatNote } from "@/components/retreat/retreat-note";
import { MovingInNote } from "./moving-in-note";
import { SidePolicies } from "./side-policies";
import { GoalField } from "./goal-field";
import type { PlayedGoal } from "@/lib/results/auto-goal";
import { TheaterUnits } from "./theater-units";
import { UsedCardsPicker } from "./used-cards-picker";
import { useFold } from "./use-fold";

interface Props {
  readonly setup: Setup;
  readonly side: SideKey;
  readonly onChange: (setup: Setup) => void;
  /** What the side plays for as played (`auto` resolved, docs/rules.md#auto), said beside its goal. */
  readonly played?: PlayedGoal | undefined;
}

const THEATERS: readonly { theater: Theater; label: string }[] = [
  { theater: "space", label: "Space" },
  { theater: "ground", label: "Ground" },
];

const disclosure =
  "min-h-11 rounded-md border border-slate-600 px-3 text-sm hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300 aria-expanded:border-amber-400";

/** One force: unit counters by theater, leaders, damage already taken and the side's policies. */
export function ForcePanel({ setup, side, onChange, played }: Props) {
  const force = setup.scenario[side];
  const enemy = setup.scenario[side === "attacker" ? "defender" : "attacker"];
  const units = UNITS.filter((u) => u.faction === force.faction);
  const empire = force.faction === "empire";
  const name = factionName(force.faction);
  const headingId = `${side}-heading`;
  const total = Object.values(force.units).reduce((s, n) => s + (n ?? 0), 0);
  const damaged = Object.values(force.damaged).reduce((s, list) => s + (list?.length ?? 0), 0);
  const [showDamage, setShowDamage] = useState(damaged > 0);
  const [showChoices, setShowChoices] = useState(false);
  const mode = setup.scenario.tactics.mode;
  const summary = SIDE_POLICIES.filter((c) => appliesIn(c, mode))
    .map((c) => choiceSummary(c, force[c.id]))
    .join(" · ");
  // Cinematic Combat: the advanced cards from earlier combats (already used, …), counted per list.
  const cinematic = mode === "cinematic";
  const counts = CARD_LISTS.map((l) => ({
    l,
    n: DECK_THEATERS.reduce((n, t) => n + listed(force, l.id, t).length, 0),
  })).filter(({ n }) => n > 0);
  const used = counts.map(({ l, n }) => l.count(n)).join(", ");
  const [showUsed, setShowUsed] = useState(used !== "");
  // On a phone the units at 0 wait behind "+ Add units" (both theaters), until the player moves on from this force.
  const { ref, open: all, setOpen: setAll } = useFold<HTMLElement>();
  const unused = units.filter((u) => (force.units[u.id] ?? 0) === 0).length;

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      data-testid={`force-${side}`}
      className={`min-w-0 rounded-xl border bg-slate-900/80 p-3 ${empire ? "border-red-900" : "border-orange-900"}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="flex min-w-0 flex-wrap items-baseline gap-x-2 leading-tight">
          <span className={`text-lg font-bold ${empire ? "text-red-300" : "text-orange-300"}`}>{name}</span>
          <span className="text-xs uppercase tracking-wider text-slate-400">
            {side} · {total} unit{total === 1 ? "" : "s"}
          </span>
        </h3>
        {unused > 0 && (
          <button
            type="button"
            aria-expanded={all}
            onClick={() => setAll(!all)}
            className="ml-auto min-h-11 shrink-0 rounded-md px-2 text-sm text-sky-300 underline underline-offset-2 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-amber-300 md:hidden"
          >
            {all ? "Hide unused" : "+ Add units"}
          </button>
        )}
        <button
          type="button"
          onClick={() => onChange(clearSide(setup, side))}
          disabled={total === 0 && force.leaders.length === 0}
          aria-label={`Clear the ${name} force: no units, no leaders`}
          className="min-h-11 shrink-0 rounded-md border border-slate-600 px-3 text-sm hover:border-amber-400 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          Clear
        </button>
      </div>
      {/* (on a phone the goal sits with the side's choices, so both forces keep to one screen) */}
      <GoalField
        side={side}
        force={force}
        enemy={enemy}
        played={played}
        className="max-md:hidden"
        onChange={(goal) => onChange(editSide(setup, side, { goal }))}
      />
      {THEATERS.map(({ theater, label }) => (
        <TheaterUnits
          key={theater}
          side={side}
          label={label}
          units={[
            ...units.filter((u) => u.theater === theater && u.expansion === "base"),
            ...units.filter((u) => u.theater === theater && u.expansion === "rote"),
          ]}
          scenario={setup.scenario}
          onCount={(unit, n) => onChange(setUnitCount(setup, side, unit, n))}
          all={all}
        />
      ))}
      {side === "attacker" && <MovingInNote scenario={setup.scenario} />}
      <div className="mt-1 md:mt-2">
        <h4 className="mb-1 text-xs font-semibold uppercase tracking-wider text-slate-400 max-md:sr-only">
          Leaders <span className="normal-case tracking-normal">(space/ground tactics)</span>
        </h4>
        <LeaderPicker
          faction={force.faction}
          chosen={force.leaders}
          idPrefix={side}
          onToggle={(l) => onChange(toggleLeader(setup, side, l))}
        />
      </div>
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
    </section>
  );
}
