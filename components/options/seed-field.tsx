"use client";

import { useState } from "react";

interface Props {
  readonly seed: string;
  readonly pattern: RegExp;
  readonly onSeed: (seed: string) => void;
}

const control =
  "min-h-11 min-w-0 flex-1 rounded-md border bg-slate-950 px-2 text-sm focus-visible:outline-2 focus-visible:outline-amber-300";

/** The seed: the same seed and setup always give the same numbers. A draft is only applied once it is valid. */
export function SeedField({ seed, pattern, onSeed }: Props) {
  // The draft belongs to the seed it was typed against: a new seed from outside replaces it.
  const [typed, setTyped] = useState({ base: seed, text: seed });
  const draft = typed.base === seed ? typed.text : seed;
  const valid = pattern.test(draft);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor="seed">Seed</label>
      <div className="flex gap-2">
        <input
          id="seed"
          className={`${control} ${valid ? "border-slate-600" : "border-red-400"}`}
          value={draft}
          aria-invalid={!valid}
          aria-describedby="seed-help"
          spellCheck={false}
          onChange={(e) => {
            setTyped({ base: seed, text: e.target.value });
            if (pattern.test(e.target.value)) onSeed(e.target.value);
          }}
        />
        <button
          type="button"
          className="min-h-11 rounded-md border border-slate-600 px-3 text-sm hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300"
          onClick={() => onSeed(Math.floor(Math.random() * 1e9).toString(36))}
        >
          New seed
        </button>
      </div>
      <p id="seed-help" className={`text-xs leading-snug ${valid ? "text-slate-400" : "text-red-300"}`}>
        {valid
          ? "The same setup and this value roll the same dice: the same numbers."
          : "Use 1 to 64 letters, digits, '.', '_' or '-'."}
      </p>
    </div>
  );
}
