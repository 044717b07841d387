"use client";

import { useState } from "react";
import { fieldAt, setToken, tokenChoice, type Assault } from "@/lib/assault";

/**
 * A side's power token as its field declares it (None / +1 Damage / +1 Surge), and "which one?" for a figure
 * holding both: the better of the two is computed on a tap (two extra answers) and can be taken in one more.
 */
export function TokenPicker({
  assault,
  side,
  onChange,
}: {
  assault: Assault;
  side: "attack" | "defense";
  onChange: (a: Assault) => void;
}) {
  const path = side === "attack" ? "attack.powerToken" : "defense.powerToken";
  const field = fieldAt(path);
  const value = assault[side].powerToken;
  const [asked, setAsked] = useState<string | null>(null);
  const choice = asked === JSON.stringify(assault) ? tokenChoice(assault, side) : null;
  const id = `token-${side}`;
  return (
    <div className="flex min-w-0 flex-col gap-1" data-testid={id}>
      <span id={id} className="text-sm text-slate-200">
        Power token (at most one per attack)
      </span>
      <span role="group" aria-labelledby={id} className="flex flex-wrap gap-1">
        {field.choices?.map((c) => (
          <button
            key={String(c.value)}
            type="button"
            aria-pressed={value === c.value}
            onClick={() => onChange(setToken(path, c.value as string | null)(assault))}
            className={`min-h-11 min-w-11 rounded-md border px-2 text-sm ${value === c.value ? "border-amber-400 bg-amber-400/20 text-amber-100" : "border-slate-600 text-slate-300 hover:bg-slate-800"}`}
          >
            {c.label}
          </button>
        ))}
        <button
          type="button"
          data-testid={`${id}-which`}
          onClick={() => setAsked(JSON.stringify(assault))}
          className="min-h-11 rounded-md border border-dashed border-slate-500 px-2 text-sm text-slate-300 hover:bg-slate-800"
        >
          Holding both: which?
        </button>
      </span>
      {asked === JSON.stringify(assault) && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-amber-100" data-testid={`${id}-answer`}>
          {choice ? choice.text : "Too much to compute both here: try fewer attacks or rerolls."}
          {choice && value !== choice.best && (
            <button
              type="button"
              onClick={() => onChange(setToken(path, choice.best)(assault))}
              className="min-h-11 rounded-md border border-amber-400 px-2 text-sm"
            >
              Use it
            </button>
          )}
        </p>
      )}
    </div>
  );
}
