"use client";

import { unitDef, UNIT_IDS, type UnitId } from "@/lib/data";
import { damageList } from "@/lib/scenario/setup-edits";
import type { SideSetup } from "@/lib/scenario/types";

interface Props {
  readonly side: SideSetup;
  readonly idPrefix: string;
  readonly onDamage: (unit: UnitId, index: number, damage: number) => void;
}

/** Damage already on units from a fight in progress: one choice per unit of each type that can take it. */
export function DamageEditor({ side, idPrefix, onDamage }: Props) {
  const types = UNIT_IDS.filter((id) => (side.units[id] ?? 0) > 0 && unitDef(id).health > 1);
  if (types.length === 0)
    return <p className="text-xs text-slate-400">No unit in play can take more than one damage.</p>;
  return (
    <ul className="flex flex-col gap-2" id={`${idPrefix}-damage`}>
      {types.map((id) => {
        const unit = unitDef(id);
        return (
          <li key={id} className="flex flex-wrap items-center gap-1.5 text-sm">
            <span className="min-w-0 basis-full text-slate-200 sm:basis-auto sm:pr-1">{unit.name}</span>
            {damageList(side, id).map((d, i) => (
              <label key={i} className="flex items-center gap-1 text-xs text-slate-400">
                <span className="sr-only">Damage on {unit.name}</span>#{i + 1}
                <select
                  value={d}
                  onChange={(e) => onDamage(id, i, Number(e.target.value))}
                  className={`min-h-11 rounded-md border bg-slate-950 px-1 text-xs focus-visible:outline-2 focus-visible:outline-amber-300 ${d > 0 ? "border-red-400 text-red-200" : "border-slate-600 text-slate-100"}`}
                >
                  {Array.from({ length: unit.health }, (_, k) => (
                    <option key={k} value={k}>
                      {k === 0 ? "no damage" : `${k} of ${unit.health}`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
