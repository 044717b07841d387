"use client";

import { DetailsToggle, ShowAllToggle } from "@/components/fields/details-toggle";
import { useState } from "react";
import type { RunProgressView } from "@/lib/runs/run-descriptor";
import type { UnitChange } from "@/lib/compare/what-if";
import type { WhatIfRow } from "@/lib/compare/what-if-runs";
import type { Setup } from "@/lib/scenario/setup";
import { ChangeForm } from "./change-form";
import { formatPercent, formatPoints } from "@/lib/format/percent";
import { RunPanel } from "@/components/ui/run-panel";
import { SettlingProgress } from "@/components/ui/settling-progress";

interface Props {
  readonly rows: readonly WhatIfRow[];
  readonly trials: number;
  readonly progress: RunProgressView;
  readonly onApply: (id: string) => void;
  readonly onCompare: (id: string) => void;
  /** For the player's own changes: the setup they apply to, and where a new one goes. */
  readonly setup: Setup;
  readonly onAddChange: (change: UnitChange) => void;
}

/** Changes shown before "All changes": the biggest ones (and every change the player asked for). */
const FIRST_ROWS = 6;
/** On a phone, the first three (docs/answer-first.md#on-a-phone: the page within 8 screens); "All N changes" shows the rest. */
const PHONE_ROWS = 3;

const small =
  "min-h-11 rounded border border-slate-600 px-3 text-xs hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300";

/** One-click variations of the current setup with their change in the attacker's chance to win. */
export function WhatIfList({ rows, trials, progress, onApply, onCompare, setup, onAddChange }: Props) {
  const [all, setAll] = useState(false);
  return (
    <RunPanel title="What if…" headingId="what-if-heading" testId="what-if" progress={progress}>
      <p className="text-xs text-slate-400">
        Each change&apos;s effect on both sides&apos; goals, then the losses it moves beyond the noise;
        biggest first once all are measured. Apply one, or pin the current odds as A and apply it to compare
        in full. Try any other change:
      </p>
      <ChangeForm setup={setup} onAdd={onAddChange} />
      <SettlingProgress
        progress={progress}
        doing="Trying the changes"
        name="Progress of the variations"
        testId="what-if-status"
      />
      {rows.length === 0 ? (
        <p className="text-sm text-slate-300">No variation of this setup is allowed by the rules.</p>
      ) : (
        <ul className="flex flex-col">
          {rows
            .filter((r, i) => all || i < FIRST_ROWS || r.id.includes(":"))
            .map((r, i) => (
              <li
                key={r.id}
                data-testid={`what-if-${r.id}`}
                className={`${!all && i >= PHONE_ROWS && !r.id.includes(":") ? "max-sm:hidden" : ""} flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-slate-800 py-1.5 text-sm`}
              >
                <span className="flex min-w-0 flex-col">
                  <span className="text-slate-100">{r.label}</span>
                  <span
                    className={`text-xs ${r.settled ? "text-slate-300" : "text-slate-400"}`}
                    data-testid={`what-if-${r.id}-words`}
                    data-settled={r.settled ? "true" : "false"}
                  >
                    {r.words}
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <button
                    type="button"
                    className={small}
                    aria-label={`Apply: ${r.label}`}
                    onClick={() => onApply(r.id)}
                  >
                    Apply
                  </button>
                  <button
                    type="button"
                    className={small}
                    aria-label={`Compare: pin the current setup as A and apply ${r.label}`}
                    onClick={() => onCompare(r.id)}
                  >
                    Compare
                  </button>
                </span>
              </li>
            ))}
        </ul>
      )}
      {rows.length > PHONE_ROWS && (
        <div className={rows.length > FIRST_ROWS ? "flex" : "flex sm:hidden"}>
          <ShowAllToggle all={all} count={rows.length} noun="changes" onToggle={() => setAll(!all)} />
        </div>
      )}
      <DetailsToggle
        className="text-xs text-slate-300"
        testId="what-if-details"
        summary="Details: how these are worked out"
      >
        <p>
          Each change is a run of at most {trials.toLocaleString("en-US")} trials with the current
          setup&apos;s seed, stopped as soon as its effect on both goals is settled: its trials play the same
          dice as the main run&apos;s first ones, so the change is measured trial by trial (a paired test).
          &ldquo;Same chance&rdquo; means within the noise, or under a point either way.
        </p>
        <ul className="mt-1 flex flex-col gap-0.5" data-testid="what-if-numbers">
          {rows.map((r) => (
            <li key={r.id}>
              {r.label}:{" "}
              {r.changes
                ? (["attacker", "defender"] as const)
                    .map(
                      (side) =>
                        `${side} ${formatPercent(r.changes![side].p, "exact")} (${formatPoints(r.changes![side].diff.mean, "exact")} ±${(r.changes![side].diff.margin * 100).toFixed(2)}, ${r.changes![side].verdict})`,
                    )
                    .join("; ")
                : "…"}{" "}
              on {r.trials.toLocaleString("en-US")} trials
            </li>
          ))}
        </ul>
      </DetailsToggle>
    </RunPanel>
  );
}
