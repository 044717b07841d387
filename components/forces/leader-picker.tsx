"use client";

import { LEADERS, type Faction, type LeaderId } from "@/lib/data";
import { useFold } from "./use-fold";

interface Props {
  readonly faction: Faction;
  readonly chosen: readonly LeaderId[];
  readonly onToggle: (leader: LeaderId) => void;
  readonly idPrefix: string;
}

/**
 * Leaders in the system as toggle chips, each with its space / ground tactic values. Only the chosen ones
 * show until "Add a leader" opens the rest; picking one, or moving on, folds them again.
 */
export function LeaderPicker({ faction, chosen, onToggle, idPrefix }: Props) {
  const { ref, open, setOpen } = useFold<HTMLDivElement>();
  const listId = `${idPrefix}-leaders`;
  return (
    <div className="flex flex-col gap-1" ref={ref}>
      {open && (
        // What the numbers on the chips are, while the player chooses.
        <p className="text-xs text-slate-400" data-testid={`${idPrefix}-leader-values`}>
          Each leader&apos;s tactic values: space / ground
        </p>
      )}
      <ul id={listId} className="flex flex-wrap gap-1.5">
        {LEADERS.filter((l) => l.faction === faction).map((l) => {
          const on = chosen.includes(l.id);
          return (
            <li key={l.id} className={on || open ? "flex" : "hidden"}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => {
                  onToggle(l.id);
                  // Picking a leader from the opened list is done: the list folds back to the chosen ones.
                  if (!on) setOpen(false);
                }}
                className={`min-h-11 rounded-full border px-3 text-xs focus-visible:outline-2 focus-visible:outline-amber-300 ${
                  on
                    ? "border-amber-400 bg-amber-400/15 text-amber-100"
                    : "border-slate-600 text-slate-300 hover:border-slate-400"
                }`}
              >
                {l.name}{" "}
                <span
                  className="tabular-nums text-slate-400"
                  title="space / ground tactic values"
                  aria-hidden="true"
                >
                  {l.space}/{l.ground}
                </span>
                <span className="sr-only">
                  : space tactics {l.space}, ground tactics {l.ground}
                </span>
              </button>
            </li>
          );
        })}
        <li className="flex">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
            className="min-h-11 rounded-full border border-dashed border-slate-500 px-3 text-xs text-sky-300 hover:border-sky-300 focus-visible:outline-2 focus-visible:outline-amber-300"
          >
            {open ? "Hide other leaders" : chosen.length > 0 ? "+ Leader" : "+ Add a leader"}
          </button>
        </li>
      </ul>
    </div>
  );
}
