"use client";

import type { UnitDef } from "@/lib/data";
import { DiceBadges } from "./dice-badges";

interface Props {
  readonly unit: UnitDef;
  readonly count: number;
  readonly max: number;
  /** Damage on each unit of this type (0 = undamaged); one entry per unit. */
  readonly damage: readonly number[];
  readonly idPrefix: string;
  readonly onCount: (count: number) => void;
  readonly onDamage: (index: number, damage: number) => void;
}

const stepButton =
  "h-9 w-9 shrink-0 rounded-md border border-slate-600 bg-slate-800 text-lg leading-none hover:border-amber-400 disabled:opacity-40 disabled:hover:border-slate-600 focus-visible:outline-2 focus-visible:outline-amber-300";

/** One unit type of a force: its dice and health, a counter capped by the component limit, and damage already taken. */
export function UnitCounter({ unit, count, max, damage, idPrefix, onCount, onDamage }: Props) {
  const inputId = `${idPrefix}-${unit.id}`;
  return (
    <li className={`rounded-md px-2 py-1.5 ${count > 0 ? "bg-slate-800/70" : ""}`} data-unit={unit.id}>
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <label
            htmlFor={inputId}
            className={`block truncate text-sm font-medium ${count > 0 ? "text-white" : "text-slate-300"}`}
          >
            {unit.name}
            {unit.expansion === "rote" && <span className="ml-1 text-xs text-slate-400">(RotE)</span>}
          </label>
          <DiceBadges unit={unit} />
        </div>
        <button
          type="button"
          className={stepButton}
          aria-label={`One fewer ${unit.name}`}
          disabled={count <= 0}
          onClick={() => onCount(count - 1)}
        >
          −
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          value={count}
          aria-describedby={`${inputId}-limit`}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isFinite(n)) onCount(n);
          }}
          className="h-9 w-12 rounded-md border border-slate-600 bg-slate-950 text-center tabular-nums focus-visible:outline-2 focus-visible:outline-amber-300"
        />
        <button
          type="button"
          className={stepButton}
          aria-label={`One more ${unit.name}`}
          disabled={count >= max}
          onClick={() => onCount(count + 1)}
        >
          +
        </button>
      </div>
      <p id={`${inputId}-limit`} className="sr-only">
        At most {max}.{unit.note ? ` ${unit.note}` : ""}
      </p>
      {count > 0 && unit.health > 1 && (
        <div className="mt-1 flex flex-wrap items-center gap-1 text-xs text-slate-300">
          <span>Damage taken:</span>
          {damage.map((d, i) => (
            <select
              key={i}
              aria-label={`Damage on ${unit.name} ${i + 1}`}
              value={d}
              onChange={(e) => onDamage(i, Number(e.target.value))}
              className={`rounded border bg-slate-950 px-1 py-0.5 focus-visible:outline-2 focus-visible:outline-amber-300 ${d > 0 ? "border-red-400 text-red-200" : "border-slate-600"}`}
            >
              {Array.from({ length: unit.health }, (_, k) => (
                <option key={k} value={k}>
                  {k === 0 ? "none" : `${k} of ${unit.health}`}
                </option>
              ))}
            </select>
          ))}
        </div>
      )}
    </li>
  );
}
