"use client";

import { useState } from "react";
import {
  addAttacker,
  attackerName,
  attackersOf,
  MAX_ATTACKERS,
  MAX_STEPS,
  orderAdvice,
  removeAttacker,
  reordered,
  stepsOf,
  type Assault,
} from "@/lib/assault";

/**
 * The activation's attacking figures (docs/assault.md#activation): one button per figure (the controls below edit
 * the one picked), another figure added as a copy of the picked one ("3 Stormtroopers": add twice), the picked one
 * removed, and "Best order?" worked out on a tap (every distinct order, exactly).
 */
export function AttackersStrip({
  assault,
  selected,
  onSelect,
  onChange,
}: {
  assault: Assault;
  selected: number;
  onSelect: (f: number) => void;
  onChange: (a: Assault) => void;
}) {
  const lines = attackersOf(assault);
  const [asked, setAsked] = useState<string | null>(null);
  const key = JSON.stringify(assault);
  const advice = asked === key ? orderAdvice(assault) : null;
  const canAdd = lines.length < MAX_ATTACKERS && stepsOf(assault) < MAX_STEPS;
  const button =
    "min-h-11 rounded-md border px-2 text-sm disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-amber-300";
  return (
    <div className="flex min-w-0 flex-col gap-1 md:col-span-2" data-testid="attackers">
      <span id="attackers" className="text-sm font-semibold text-slate-200">
        Attacking figures (the activation, in order; tap one to edit it)
      </span>
      <span role="group" aria-labelledby="attackers" className="flex flex-wrap items-center gap-1">
        {lines.map((line, f) => (
          <button
            key={f}
            type="button"
            aria-pressed={f === selected}
            data-testid={`attacker-${f + 1}`}
            onClick={() => onSelect(f)}
            className={`${button} ${f === selected ? "border-amber-400 bg-amber-400/20 text-amber-100" : "border-slate-600 text-slate-300 hover:bg-slate-800"}`}
          >
            {f + 1}. {attackerName(assault, f)}
            {line.attacks > 1 ? ` ×${line.attacks}` : ""}
          </button>
        ))}
        <button
          type="button"
          data-testid="attacker-add"
          disabled={!canAdd}
          onClick={() => {
            onChange(addAttacker(selected)(assault));
            onSelect(lines.length);
          }}
          className={`${button} border-dashed border-slate-500 text-slate-300 hover:bg-slate-800`}
        >
          + Another figure
        </button>
        {lines.length > 1 && (
          <button
            type="button"
            data-testid="attacker-remove"
            onClick={() => {
              onChange(removeAttacker(selected)(assault));
              onSelect(Math.max(0, selected - 1));
            }}
            className={`${button} border-slate-600 text-slate-300 hover:bg-slate-800`}
          >
            Remove {selected + 1}
          </button>
        )}
        {lines.length > 1 && (
          <button
            type="button"
            data-testid="order-which"
            onClick={() => setAsked(key)}
            className={`${button} border-dashed border-slate-500 text-slate-300 hover:bg-slate-800`}
          >
            Best order?
          </button>
        )}
      </span>
      {asked === key && advice && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-amber-100" data-testid="order-answer">
          {advice.text}
          {advice.ok && advice.best !== advice.given && (
            <button
              type="button"
              onClick={() => {
                onChange(reordered(assault, advice.best.order));
                onSelect(0);
              }}
              className={`${button} border-amber-400`}
            >
              Use this order
            </button>
          )}
        </p>
      )}
    </div>
  );
}
