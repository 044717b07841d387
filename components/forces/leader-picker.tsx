"use client";

import { LEADERS, type Faction, type LeaderId } from "@/lib/data";

interface Props {
  readonly faction: Faction;
  readonly chosen: readonly LeaderId[];
  readonly onToggle: (leader: LeaderId) => void;
}

/** Leaders in the system as toggle chips, each with its space / ground tactic values. */
export function LeaderPicker({ faction, chosen, onToggle }: Props) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {LEADERS.filter((l) => l.faction === faction).map((l) => {
        const on = chosen.includes(l.id);
        return (
          <li key={l.id}>
            <button
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(l.id)}
              className={`rounded-full border px-2.5 py-1 text-xs focus-visible:outline-2 focus-visible:outline-amber-300 ${
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
    </ul>
  );
}
