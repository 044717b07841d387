"use client";

import type { Faction } from "@/lib/data";
import { factionName } from "@/lib/results/chart-data";
import { attacks } from "@/lib/scenario/words";

interface Props {
  readonly attacker: Faction;
  /** The forces trade places (one change of the setup). */
  readonly onSwap: (attacker: Faction) => void;
}

/**
 * Who attacks, as two segments. On a phone the side not attacking reads by its name alone ("Empire attacks |
 * Rebels"), so the toggle, Undo, Redo and the battle menu share one row (docs/answer-first.md#on-a-phone); the words stay whole for
 * screen readers and tests.
 */
export function AttackToggle({ attacker, onSwap }: Props) {
  return (
    <fieldset className="flex shrink-0 items-center gap-1.5 sm:gap-2">
      <legend className="sr-only">Who attacks (the forces trade places)</legend>
      {(["empire", "rebel"] as const).map((f) => (
        <label
          key={f}
          className="flex min-h-11 cursor-pointer items-center whitespace-nowrap rounded-md border border-slate-600 px-2 text-sm has-[:checked]:border-amber-400 has-[:checked]:bg-amber-400/15 has-[:checked]:text-amber-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-300 sm:px-3"
        >
          <input
            type="radio"
            name="attacking-faction"
            className="sr-only"
            checked={attacker === f}
            onChange={() => onSwap(f)}
          />
          {/* (one flex item, so the space before "attacks" stays) */}
          <span>
            {factionName(f)}
            <span className={attacker === f ? "" : "max-sm:sr-only"}> {attacks(f)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
