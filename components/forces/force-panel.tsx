"use client";

import { UNITS, type Theater } from "@/lib/data";
import { clearSide, editSide, setUnitCount, toggleLeader } from "@/lib/scenario/setup-edits";
import type { SideKey } from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";
import { factionName } from "@/lib/results/chart-data";
import { LeaderPicker } from "./leader-picker";
import { MovingInNote } from "./moving-in-note";
import { GoalField } from "./goal-field";
import type { PlayedGoal } from "@/lib/results/auto-goal";
import { TheaterUnits } from "./theater-units";
import { ForceFolds } from "./force-folds";
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

/** One force: unit counters by theater, leaders, damage already taken and the side's policies. */
export function ForcePanel({ setup, side, onChange, played }: Props) {
  const force = setup.scenario[side];
  const enemy = setup.scenario[side === "attacker" ? "defender" : "attacker"];
  const units = UNITS.filter((u) => u.faction === force.faction);
  const empire = force.faction === "empire";
  const name = factionName(force.faction);
  const headingId = `${side}-heading`;
  const total = Object.values(force.units).reduce((s, n) => s + (n ?? 0), 0);
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
      <ForceFolds setup={setup} side={side} onChange={onChange} played={played} name={name} />
    </section>
  );
}
