"use client";

import type { UNITS, UnitId } from "@/lib/data";
import { capNote, countProblem, unitCap } from "@/lib/scenario/unit-count";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import { UnitCounter } from "./unit-counter";
import { useFold } from "./use-fold";

interface Props {
  readonly side: SideKey;
  readonly label: string;
  /** The faction's unit types of this theater, base game first. */
  readonly units: readonly (typeof UNITS)[number][];
  readonly scenario: Scenario;
  readonly onCount: (unit: UnitId, count: number) => void;
}

const toggle =
  "min-h-11 rounded-md px-2 text-xs text-sky-300 underline underline-offset-2 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-amber-300";

/**
 * A theater of a force. The unit types in play are always listed; those at 0 are folded behind "Add units"
 * on small screens (a desktop lists the base game's), and Rise of the Empire's behind one tap on any screen.
 * The fold closes when the player moves on to anything outside this theater.
 */
export function TheaterUnits({ side, label, units, scenario, onCount }: Props) {
  const { ref, open, setOpen } = useFold<HTMLDivElement>();
  const force = scenario[side];
  const listId = `${side}-${label.toLowerCase()}-units`;
  const unused = units.filter((u) => (force.units[u.id] ?? 0) === 0);
  const unusedRote = unused.filter((u) => u.expansion === "rote").length;
  const rowClass = (u: (typeof UNITS)[number]) => {
    if ((force.units[u.id] ?? 0) > 0 || open) return "flex";
    return u.expansion === "rote" ? "hidden" : "hidden md:flex";
  };
  return (
    <div className="mt-2" ref={ref}>
      <div className="flex min-h-11 items-center justify-between gap-2">
        <h4 className="text-xs font-semibold uppercase tracking-wider text-slate-400">{label}</h4>
        {unused.length > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
            className={`${toggle} ${unusedRote === 0 ? "md:hidden" : ""}`}
          >
            {open ? (
              <>
                <span className="md:hidden">Hide unused units</span>
                <span className="hidden md:inline">Hide Rise of the Empire units</span>
              </>
            ) : (
              <>
                <span className="md:hidden">+ Add {label.toLowerCase()} units</span>
                <span className="hidden md:inline">+ Rise of the Empire units</span>
              </>
            )}
          </button>
        )}
      </div>
      <ul id={listId} className="flex flex-col gap-0.5">
        {units.map((u) => {
          const cap = unitCap(scenario, u.id);
          return (
            <UnitCounter
              key={u.id}
              unit={u}
              count={force.units[u.id] ?? 0}
              max={cap.max}
              capNote={cap.chosen ? capNote(cap.max) : null}
              idPrefix={side}
              check={(n) => countProblem(scenario, u.id, n)}
              onCount={(n) => onCount(u.id, n)}
              className={rowClass(u)}
            />
          );
        })}
      </ul>
    </div>
  );
}
