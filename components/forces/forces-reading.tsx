"use client";

import { unitName } from "@/lib/scenario/words";
import { thingName, wordKey, type Thing } from "@/lib/forces-line/force-lexicon";
import type { ForcesReading, ReadItem } from "@/lib/forces-line/read-forces";
import { factionName } from "@/lib/results/chart-data";

interface Props {
  readonly reading: ForcesReading;
  /** Puts `word` in place of the item's words (a suggestion or one of the things it could be). */
  readonly onReplace: (item: ReadItem, word: string) => void;
}

const chip = "inline-block rounded-full border px-2 py-1 text-xs leading-tight";
const choice =
  "min-h-11 rounded-md border border-sky-700 px-2 text-xs text-sky-200 hover:border-sky-300 focus-visible:outline-2 focus-visible:outline-amber-300";

/** What an item was read as: "2 Star Destroyers", "Darth Vader", "Star Destroyer (2 dmg)". */
function readAs(item: ReadItem, thing: Thing): string {
  if (thing.kind === "leader") return thingName(thing);
  const n = item.count ?? Math.max(1, item.damage.length);
  const hurt = item.damage.length > 0 ? ` (${item.damage.map((d) => `${d} dmg`).join(", ")})` : "";
  return `${n} ${unitName(thing.id, n)}${hurt}`;
}

/**
 * As the player types: each force with its faction, and each item as it was read. A word it cannot read says so
 * and offers what it was likely meant to be; a word that could be two things asks which, with a button for each.
 */
export function ForcesReadingView({ reading, onReplace }: Props) {
  const sides = reading.factions.map((faction, side) => ({
    faction,
    side,
    items: reading.items.filter((i) => i.side === side),
  }));
  return (
    <div data-testid="forces-reading" className="mt-1 flex flex-col gap-1">
      {sides.map(({ faction, side, items }) => (
        <ul
          key={side}
          aria-label={`What the ${side === 0 ? "first" : "second"} force was read as`}
          className="flex flex-wrap items-center gap-1"
        >
          <li className="text-xs font-semibold text-slate-300">
            {faction ? factionName(faction) : "Whose force?"}
            {reading.factions.length === 2 ? (side === 0 ? " (attacker)" : " (defender)") : ""}:
          </li>
          {items.map((item) => (
            <li key={item.start} data-testid="read-item" data-problem={item.problem ? "true" : "false"}>
              {item.thing && !item.problem ? (
                <span className="inline-flex flex-wrap items-center gap-1">
                  <span className={`${chip} border-slate-600 text-slate-100`}>
                    {wordKey(item.text) !== wordKey(thingName(item.thing)) && (
                      <span className="text-slate-400">{item.text} = </span>
                    )}
                    {readAs(item, item.thing)}
                  </span>
                  {/* the common reading of a shared name, and a tap to the other (docs/engine.md#the-forces-in-one-line: Luke) */}
                  {item.alternatives.map((t) => (
                    <button
                      key={t.id}
                      type="button"
                      className={choice}
                      data-testid="read-alternative"
                      onClick={() => onReplace(item, thingName(t))}
                    >
                      or {thingName(t)}
                    </button>
                  ))}
                </span>
              ) : (
                <span className="inline-flex flex-wrap items-center gap-1">
                  <span className={`${chip} border-red-700 text-red-200`}>
                    {item.options.length > 0 ? `${item.text}: which?` : item.problem}
                  </span>
                  {[...item.options, ...item.suggestions].map((t) => (
                    <button
                      key={t.id}
                      type="button"
                      className={choice}
                      onClick={() => onReplace(item, thingName(t))}
                    >
                      {thingName(t)}
                      {item.suggestions.includes(t) ? "?" : ""}
                    </button>
                  ))}
                </span>
              )}
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
