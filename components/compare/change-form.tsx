"use client";

import { useState } from "react";
import { UNITS, type Faction, type UnitId } from "@/lib/data";
import { applyChange, type UnitChange } from "@/lib/compare/what-if";
import { factionName } from "@/lib/results/chart-data";
import type { Setup } from "@/lib/scenario/setup";
import type { SideKey } from "@/lib/scenario/types";
import { NumberField } from "@/components/fields/number-field";

interface Props {
  readonly setup: Setup;
  readonly onAdd: (change: UnitChange) => void;
}

const control =
  "min-h-11 rounded-md border border-slate-600 bg-slate-950 px-2 text-sm focus-visible:outline-2 focus-visible:outline-amber-300";

function deltaProblem(n: number): string | null {
  return Number.isInteger(n) && n !== 0 && Math.abs(n) <= 99
    ? null
    : "must be a whole number from −99 to 99, not 0";
}

/** Every field of the form says what it is, on the screen (docs/answer-first.md#on-a-phone), not only to a screen reader. */
const field = "flex flex-col gap-0.5";
const caption = "text-xs text-slate-300";

/** Any change a player wants to see in the what-if list: a side, a unit type of its faction, and how many more or fewer. */
export function ChangeForm({ setup, onAdd }: Props) {
  const [side, setSide] = useState<SideKey>("attacker");
  const faction: Faction = setup.scenario[side].faction;
  const options = UNITS.filter((u) => u.faction === faction);
  const [unit, setUnit] = useState<UnitId>(options[0]!.id);
  const [delta, setDelta] = useState(2);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = options.some((u) => u.id === unit) ? unit : options[0]!.id;
  const add = () => {
    const change = { side, unit: chosen, delta };
    const next = applyChange(setup, change);
    setProblem(next.ok ? null : next.error);
    if (next.ok) onAdd(change);
  };
  return (
    <div className="flex flex-wrap items-end gap-2 text-sm" data-testid="what-if-form">
      <div className={field}>
        <label htmlFor="what-if-side" className={caption}>
          Side
        </label>
        <select
          id="what-if-side"
          className={control}
          value={side}
          onChange={(e) => setSide(e.target.value as SideKey)}
        >
          {(["attacker", "defender"] as const).map((s) => (
            <option key={s} value={s}>
              {factionName(setup.scenario[s].faction)} ({s})
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor="what-if-change" className={caption}>
          More (+) or fewer (−)
        </label>
        <NumberField
          id="what-if-change"
          value={delta}
          check={deltaProblem}
          onValue={setDelta}
          step={1}
          min={-99}
          max={99}
          className="w-16"
        />
      </div>
      <div className={field}>
        <label htmlFor="what-if-unit" className={caption}>
          Unit type
        </label>
        <select
          id="what-if-unit"
          className={control}
          value={chosen}
          onChange={(e) => setUnit(e.target.value as UnitId)}
        >
          {options.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="min-h-11 rounded-md border border-slate-600 px-3 hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300"
        onClick={add}
      >
        Try it
      </button>
      {problem && (
        <p role="alert" className="basis-full text-xs text-red-300" data-testid="what-if-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
