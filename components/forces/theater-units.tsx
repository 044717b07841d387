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
  /** On a phone: every unit of the force listed (the panel's "+ Add units"), not only those in play. */
  readonly all: boolean;
}

const toggle =
  "min-h-11 rounded-md px-2 text-xs text-sky-300 underline underline-offset-2 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-amber-300";

/**
 * A theater of a force. The unit types in play are always listed. On a phone the rest wait behind the force's
 * "+ Add units" (`all`), and the theater's heading shows only then, so both forces in play fit one screen; a desktop
 * lists the base game's and folds Rise of the Empire's behind one click, which closes when the player moves on to
 * anything outside this theater.
 */
export function TheaterUnits({ side, label, units, scenario, onCount, all }: Props) {
  const { ref, open: rote, setOpen } = useFold<HTMLDivElement>();
  const force = scenario[side];
  const listId = `${side}-${label.toLowerCase()}-units`;
  const unused = units.filter((u) => (force.units[u.id] ?? 0) === 0);
  const unusedRote = unused.filter((u) => u.expansion === "rote").length;
  const rowClass = (u: (typeof UNITS)[number]) => {
    if ((force.units[u.id] ?? 0) > 0 || all) return "flex";
    if (u.expansion === "base") return "hidden md:flex";
    return rote ? "hidden md:flex" : "hidden";
  };
  const inPlay = units.length - unused.length;
  return (
    <div className={`md:mt-2 ${all ? "mt-2" : inPlay > 0 ? "mt-1" : "max-md:hidden"}`} ref={ref}>
      <div className={`min-h-11 items-center justify-between gap-2 ${all ? "flex" : "hidden md:flex"}`}>
        <h4 className="text-xs font-semibold uppercase tracking-wider text-slate-400">{label}</h4>
        {unusedRote > 0 && (
          <button
            type="button"
            aria-expanded={rote}
            aria-controls={listId}
            onClick={() => setOpen(!rote)}
            className={`${toggle} max-md:hidden`}
          >
            {rote ? "Hide Rise of the Empire units" : "+ Rise of the Empire units"}
          </button>
        )}
      </div>
      <ul id={listId} className="flex flex-col md:gap-0.5">
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
