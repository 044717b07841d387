"use client";

import { cinematicCards, type Theater } from "@/lib/data";
import { checkUsedCards } from "@/lib/scenario/check-cinematic";
import { capitalize } from "@/lib/scenario/choice";
import type { SideKey, SideSetup } from "@/lib/scenario/types";
import { NAME_WORDS } from "@/lib/scenario/words";

interface Props {
  readonly side: SideKey;
  readonly force: SideSetup;
  readonly onToggle: (theater: Theater, card: string) => void;
}

const THEATERS: readonly { theater: Theater; label: string }[] = [
  { theater: "space", label: "Space cards" },
  { theater: "ground", label: "Ground cards" },
];

/**
 * Cinematic Combat: the side's advanced cards already in its discard piles from earlier combats (docs/rules.md#cinematic-combat: they
 * are not reshuffled between combats), ticked by name. A list the rules refuse is explained here in the cards' names.
 */
export function UsedCardsPicker({ side, force, onToggle }: Props) {
  const problem = checkUsedCards(side, force, NAME_WORDS);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs leading-snug text-slate-400">
        Cards used in earlier combats stay in the discard pile until the last card of a deck is used: tick
        them, and the side starts this combat without them.
      </p>
      {THEATERS.map(({ theater, label }) => (
        <fieldset key={theater} className="min-w-0">
          <legend className="mb-1 text-xs font-semibold uppercase tracking-wider text-slate-400">
            {label}
          </legend>
          <ul className="grid grid-cols-2 gap-1.5">
            {cinematicCards(force.faction, theater).map((card) => {
              const id = `${side}-used-${card.id}`;
              const used = force.usedCards?.[theater].includes(card.id) ?? false;
              return (
                <li key={card.id} className="min-w-0">
                  <label
                    htmlFor={id}
                    title={`Top: ${card.top} Bottom: ${card.bottom}`}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-600 px-2 text-sm has-[:checked]:border-amber-400 has-[:checked]:bg-amber-400/15 has-[:checked]:text-amber-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-300"
                  >
                    <input
                      id={id}
                      type="checkbox"
                      className="h-5 w-5 shrink-0 accent-amber-400"
                      checked={used}
                      onChange={() => onToggle(theater, card.id)}
                    />
                    <span className="min-w-0">{card.name}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      {problem && (
        <p role="status" data-testid={`${side}-used-problem`} className="text-sm text-amber-200">
          {capitalize(problem)}.
        </p>
      )}
    </div>
  );
}
