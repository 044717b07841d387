"use client";

import { unitDef, type UnitId } from "@/lib/data";
import { moveInOrder } from "@/lib/scenario/setup-edits";

interface Props {
  readonly label: string;
  readonly order: readonly UnitId[];
  readonly onOrder: (order: UnitId[]) => void;
}

const move =
  "h-11 w-11 shrink-0 rounded-md border border-slate-600 disabled:opacity-30 hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300";

/** An ordered list of enemy unit types, each moved up or down with its own buttons. */
export function UnitOrderField({ label, order, onOrder }: Props) {
  return (
    <ol className="flex flex-col gap-1" aria-label={label}>
      {order.map((u, i) => (
        <li key={u} className="flex items-center gap-2 text-sm">
          <span className="w-5 text-right tabular-nums text-slate-400">{i + 1}.</span>
          <span className="min-w-0 flex-1">{unitDef(u).name}</span>
          {([-1, 1] as const).map((delta) => (
            <button
              key={delta}
              type="button"
              aria-label={`Move ${unitDef(u).name} ${delta < 0 ? "up" : "down"}`}
              disabled={i + delta < 0 || i + delta >= order.length}
              onClick={() => onOrder(moveInOrder(order, i, delta))}
              className={move}
            >
              {delta < 0 ? "↑" : "↓"}
            </button>
          ))}
        </li>
      ))}
    </ol>
  );
}
