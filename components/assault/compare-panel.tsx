"use client";

import { useMemo, useState } from "react";
import {
  addCompared,
  compareCurves,
  compareRows,
  MAX_COMPARED,
  sortRows,
  targetWords,
  type Assault,
  type CompareSort,
} from "@/lib/assault";
import { CompareChart, CompareTable, small } from "./compare-table";

/**
 * Compare and overlay (docs/assault.md#compare): the attacks kept side by side, each against the target on the page,
 * as "at least N damage" curves and a table sorted by a tapped column. Add keeps the attack being edited; Open puts
 * a kept one back in the editor; the list rides in the link.
 */
export function ComparePanel({
  assault,
  compared,
  onChange,
  onOpen,
}: {
  assault: Assault;
  compared: readonly Assault[];
  onChange: (list: readonly Assault[]) => void;
  onOpen: (a: Assault) => void;
}) {
  // Only the target changes the rows (each entry keeps its own attack): worked out again when it or the list does.
  const target = JSON.stringify([assault.defense, assault.health, assault.rerollsFor]);
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  const rows = useMemo(() => compareRows(compared, assault), [compared, target]);
  const [by, setBy] = useState<CompareSort>("added");
  const [said, setSaid] = useState<string | null>(null);
  const curves = compareCurves(rows);
  const health = assault.health !== null;
  const add = () => {
    const next = addCompared(compared, assault);
    setSaid(next.ok ? null : next.error);
    if (next.ok) onChange(next.list);
  };
  return (
    <section
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-800 p-3 md:col-span-2"
      aria-labelledby="compare-title"
      data-testid="compare"
    >
      <h2 id="compare-title" className="text-sm font-semibold text-slate-200">
        Compare attacks ({compared.length} of {MAX_COMPARED}), each against {targetWords(assault)}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={small} data-testid="compare-add" onClick={add}>
          + Add this attack
        </button>
        {said && (
          <span role="status" className="text-sm text-amber-100" data-testid="compare-said">
            {said}
          </span>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="text-xs text-slate-400">
          Keep up to {MAX_COMPARED} attacks or activations here, then change the defence: every one is played
          against it, side by side.
        </p>
      ) : (
        <>
          <CompareTable
            rows={sortRows(rows, by)}
            by={by}
            onSort={setBy}
            health={health}
            onOpen={onOpen}
            onRemove={(index) => onChange(compared.filter((_, i) => i !== index))}
          />
          {curves.length > 0 && <CompareChart rows={rows} curves={curves} />}
        </>
      )}
    </section>
  );
}
