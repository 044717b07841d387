"use client";

import type { Faction } from "@/lib/data";
import { factionName } from "@/lib/results/chart-data";
import { attacks } from "@/lib/scenario/words";
import { Segment } from "@/components/fields/segment";

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
        <Segment
          key={f}
          name="attacking-faction"
          checked={attacker === f}
          onChoose={() => onSwap(f)}
          className="whitespace-nowrap px-2 sm:px-3"
        >
          {/* (one flex item, so the space before "attacks" stays) */}
          <span>
            {factionName(f)}
            <span className={attacker === f ? "" : "max-sm:sr-only"}> {attacks(f)}</span>
          </span>
        </Segment>
      ))}
    </fieldset>
  );
}
