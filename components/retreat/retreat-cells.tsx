import type { ReactNode } from "react";
import type { Theater } from "@/lib/data";
import { formatPercent } from "@/lib/format/percent";
import { goalColumn } from "@/lib/scenario/goals";
import type { RetreatRow } from "@/lib/retreat/retreat-ranking";

/** The retreat tables' shared cells: number columns, chances, the theaters a side holds, the head row. */

export const num = "py-1 pr-2 text-right tabular-nums";
export const th = "py-1 pr-2 text-right font-normal";
/** The rules' table on a phone: narrower gaps, so a side holding both theaters still fits 375 px with its Apply. */
export const tightNum = "py-1 pr-1 text-right tabular-nums sm:pr-2";
export const pct = (p: number | null, style: "people" | "exact" = "people") =>
  p === null ? "…" : formatPercent(p, style);
/** The theaters the side holds fighting on (beside its goal's), as the measured rows list them. */
export function heldTheaters(rows: readonly RetreatRow[]): Theater[] {
  return rows.find((r) => r.vsNever)?.vsNever?.holds.map((h) => h.theater) ?? [];
}

/** A row's hold of a theater the side holds: never's for never itself, else the rule's; null while unknown. */
export function holdOf(r: RetreatRow, theater: Theater): number | null {
  const h = r.vsNever?.holds.find((x) => x.theater === theater);
  return h ? h.rule : null;
}

/**
 * A row's chances (goal, each theater held, escapes, kept), each read as everywhere outside the Details
 * (lib/format/percent.ts:formatPercent): never's goal here is the headline's chance, "38%" in both.
 */
export function rowPercents(r: RetreatRow, held: readonly Theater[]): string[] {
  return [r.goal, ...held.map((t) => holdOf(r, t)), r.retreat, r.strengthKept].map((p) => pct(p));
}

export const HOLD_GOAL = { space: "hold-space", ground: "hold-ground" } as const;

/** A table's head: the rule column, the number columns, and a blank one for the Apply buttons. */
export function Head({
  first,
  numbers,
  apply = false,
  phoneHidden = -1,
}: {
  first: string;
  numbers: readonly ReactNode[];
  apply?: boolean;
  /** A number column left out on a phone (its index), or −1. */
  phoneHidden?: number;
}) {
  return (
    <thead className="text-xs text-slate-400">
      <tr>
        <th scope="col" className="py-1 pr-2 font-normal">
          {first}
        </th>
        {numbers.map((n, i) => (
          <th key={i} scope="col" className={`${th} max-sm:pr-1 ${i === phoneHidden ? "max-sm:hidden" : ""}`}>
            {n}
          </th>
        ))}
        {apply && (
          <th scope="col" className="py-1 font-normal">
            <span className="sr-only">Apply</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

/** A held theater's column head: "Holds space" ("Space" on a phone). */
export function holdHead(theater: Theater): ReactNode {
  const short = theater === "space" ? "Space" : "Ground";
  return (
    <>
      <span className="sm:hidden">{short}</span>
      <span className="max-sm:hidden">{goalColumn(HOLD_GOAL[theater])}</span>
    </>
  );
}
