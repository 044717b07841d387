"use client";

import { UNITS, type Theater } from "@/lib/data";
import type { SideKey } from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";
import { factionName } from "@/lib/results/chart-data";
import {
  damageList,
  editSide,
  maxCount,
  setDamage,
  setUnitCount,
  toggleLeader,
} from "@/lib/scenario/setup-edits";
import { LeaderPicker } from "./leader-picker";
import { SidePolicies } from "./side-policies";
import { UnitCounter } from "./unit-counter";

interface Props {
  readonly setup: Setup;
  readonly side: SideKey;
  readonly onChange: (setup: Setup) => void;
}

const THEATERS: readonly { theater: Theater; label: string }[] = [
  { theater: "space", label: "Space" },
  { theater: "ground", label: "Ground" },
];

/** One force: unit counters by theater, leaders, and the side's policies. */
export function ForcePanel({ setup, side, onChange }: Props) {
  const force = setup.scenario[side];
  const enemy = setup.scenario[side === "attacker" ? "defender" : "attacker"];
  const units = UNITS.filter((u) => u.faction === force.faction);
  const empire = force.faction === "empire";
  const headingId = `${side}-heading`;
  const total = Object.values(force.units).reduce((s, n) => s + (n ?? 0), 0);

  const counter = (u: (typeof UNITS)[number]) => (
    <UnitCounter
      key={u.id}
      unit={u}
      count={force.units[u.id] ?? 0}
      max={maxCount(setup.scenario, u.id)}
      damage={damageList(force, u.id)}
      idPrefix={side}
      onCount={(n) => onChange(setUnitCount(setup, side, u.id, n))}
      onDamage={(i, d) => onChange(setDamage(setup, side, u.id, i, d))}
    />
  );

  return (
    <section
      aria-labelledby={headingId}
      data-testid={`force-${side}`}
      className={`min-w-0 rounded-xl border bg-slate-900/80 p-3 ${empire ? "border-red-900" : "border-orange-900"}`}
    >
      <h3 id={headingId} className="flex items-baseline justify-between gap-2">
        <span className={`text-lg font-bold ${empire ? "text-red-300" : "text-orange-300"}`}>
          {factionName(force.faction)}
        </span>
        <span className="text-xs uppercase tracking-wider text-slate-400">
          {side} · {total} unit{total === 1 ? "" : "s"}
        </span>
      </h3>
      {THEATERS.map(({ theater, label }) => {
        const base = units.filter((u) => u.theater === theater && u.expansion === "base");
        const rote = units.filter((u) => u.theater === theater && u.expansion === "rote");
        const roteUsed = rote.some((u) => (force.units[u.id] ?? 0) > 0);
        return (
          <div key={theater} className="mt-3">
            <h4 className="mb-1 text-xs font-semibold uppercase tracking-wider text-slate-400">{label}</h4>
            <ul className="flex flex-col gap-0.5">{base.map(counter)}</ul>
            <details className="mt-1" open={roteUsed}>
              <summary className="cursor-pointer text-xs text-slate-400 hover:text-slate-200">
                Rise of the Empire {label.toLowerCase()} units
              </summary>
              <ul className="mt-1 flex flex-col gap-0.5">{rote.map(counter)}</ul>
            </details>
          </div>
        );
      })}
      <div className="mt-3">
        <h4 className="mb-1 text-xs font-semibold uppercase tracking-wider text-slate-400">
          Leaders <span className="normal-case tracking-normal">(space/ground tactics)</span>
        </h4>
        <LeaderPicker
          faction={force.faction}
          chosen={force.leaders}
          onToggle={(l) => onChange(toggleLeader(setup, side, l))}
        />
      </div>
      <div className="mt-4 border-t border-slate-700 pt-3">
        <h4 className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-400">
          {factionName(force.faction)}&apos;s choices
        </h4>
        <SidePolicies
          side={side}
          setup={force}
          enemy={enemy}
          onChange={(patch) => onChange(editSide(setup, side, patch))}
        />
      </div>
    </section>
  );
}
