"use client";

import { NAME_MAX, lengthNote } from "@/lib/scenario/text-limits";

/**
 * The battle's name ("Sullust, turn 6"): it rides in the link (`name=`) into the page title, the preview and
 * Recent battles. Plain text, at most NAME_MAX characters (lib/scenario/clean-name.ts cleans what is kept).
 */
export function BattleName({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const note = lengthNote(value.length, NAME_MAX);
  return (
    <div className="flex w-full min-w-0 flex-wrap items-center gap-2">
      <label htmlFor="battle-name" className="shrink-0 text-sm text-slate-300">
        Battle name
      </label>
      <input
        id="battle-name"
        type="text"
        value={value}
        maxLength={NAME_MAX}
        aria-describedby="battle-name-count"
        placeholder="e.g. Sullust, turn 6"
        autoComplete="off"
        spellCheck={false}
        data-testid="battle-name"
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-600 bg-slate-950 px-2 text-sm text-slate-100 placeholder:text-slate-500 sm:max-w-md xl:max-w-sm"
      />
      <span
        id="battle-name-count"
        data-testid="battle-name-count"
        aria-live="polite"
        className={note ? "w-full text-xs text-amber-200" : "sr-only"}
      >
        {note}
      </span>
    </div>
  );
}
