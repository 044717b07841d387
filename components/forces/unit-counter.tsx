"use client";

import type { UnitDef } from "@/lib/data";
import { NumberField } from "@/components/fields/number-field";
import { DiceBadges } from "./dice-badges";

interface Props {
  readonly unit: UnitDef;
  readonly count: number;
  readonly max: number;
  /** Said when the count reaches a cap this calculator chose (not the game's): what it is and how to lift it. */
  readonly capNote: string | null;
  readonly idPrefix: string;
  /** Why a typed count cannot be used, or null. */
  readonly check: (count: number) => string | null;
  readonly onCount: (count: number) => void;
  /** Extra classes for the row (folded away on small screens while at 0). */
  readonly className?: string;
}

export const stepButton =
  "h-11 w-11 shrink-0 rounded-md border border-slate-600 bg-slate-800 text-xl leading-none hover:border-amber-400 disabled:opacity-40 disabled:hover:border-slate-600 focus-visible:outline-2 focus-visible:outline-amber-300";

/** One unit type of a force: its dice and health, and its count by steppers or by typing, within its cap. */
export function UnitCounter({
  unit,
  count,
  max,
  capNote,
  idPrefix,
  check,
  onCount,
  className = "flex",
}: Props) {
  const inputId = `${idPrefix}-${unit.id}`;
  return (
    <li
      className={`${className} flex-wrap items-center gap-x-2 gap-y-1 rounded-md px-2 md:py-0.5 ${count > 0 ? "bg-slate-800/70" : ""}`}
      data-unit={unit.id}
    >
      <div className="min-w-0 flex-1">
        <label
          htmlFor={inputId}
          className={`block break-words text-sm font-medium leading-tight ${count > 0 ? "text-white" : "text-slate-300"}`}
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
      <NumberField
        id={inputId}
        value={count}
        check={check}
        onValue={onCount}
        step={1}
        min={0}
        max={max}
        selectOnFocus
        describedBy={`${inputId}-limit`}
        className="w-12"
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
      <p id={`${inputId}-limit`} className="sr-only">
        At most {max}.{unit.note ? ` ${unit.note}` : ""}
      </p>
      {capNote && count >= max && (
        <p
          className="order-last basis-full text-xs leading-snug text-amber-200"
          data-testid={`${inputId}-cap`}
        >
          {capNote}.
        </p>
      )}
    </li>
  );
}
