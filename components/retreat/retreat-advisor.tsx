"use client";

import { DetailsToggle, ShowAllToggle } from "@/components/fields/details-toggle";
import { useState } from "react";
import type { RunProgressView } from "@/lib/runs/run-descriptor";
import type { SideNames } from "@/lib/results/chart-data";
import { retreatShortLabel } from "@/lib/retreat/retreat-advice";
import { RETREAT_CRITERION, type RetreatRow } from "@/lib/retreat/retreat-ranking";
import type { RetreatVerdict } from "@/lib/retreat/retreat-verdict";
import type { RetreatPolicy, SideKey } from "@/lib/scenario/types";
import { goalColumn, type Goal } from "@/lib/scenario/goals";
import type { Goals } from "@/lib/compare/paired-run";
import { RunPanel } from "@/components/ui/run-panel";
import { SettlingProgress } from "@/components/ui/settling-progress";
import { RetreatLine } from "./retreat-line";
import { Head, heldTheaters, holdHead, rowPercents, tightNum } from "./retreat-cells";
import { SideDetails } from "./retreat-details";

type Sides<T> = { readonly attacker: T; readonly defender: T };

interface Props {
  readonly rows: Sides<readonly RetreatRow[]>;
  /** Why a side can never retreat (it gets no rows), per side. */
  readonly blocked: Sides<string | null>;
  readonly verdicts: Sides<RetreatVerdict>;
  readonly names: SideNames;
  readonly trials: number;
  readonly seed: string;
  readonly progress: RunProgressView;
  readonly onApply: (side: SideKey, rule: RetreatPolicy) => void;
  /** Each side's goal: the rules are ranked by its chance. */
  readonly goals: Goals;
}

const small =
  "min-h-11 rounded border border-slate-600 px-2.5 text-xs hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300";
/** Rules shown before "All rules": the ★ and the next ones (and the current rule, wherever it ranks). */
const FIRST_ROWS = 3;

function SideTable({
  side,
  rows,
  name,
  goal,
  onApply,
}: {
  side: SideKey;
  rows: readonly RetreatRow[];
  name: string;
  goal: Goal;
  onApply: Props["onApply"];
}) {
  const [all, setAll] = useState(false);
  const shown = rows.filter((r, i) => all || i < FIRST_ROWS || r.current);
  const held = heldTheaters(rows);
  // (a side holding both theaters has five numbers a row: on a phone the escape chance gives way, the Details keep it)
  const phoneHidden = held.length >= 2 ? 1 + held.length : -1;
  return (
    <>
      <table className="w-full text-left text-sm">
        <Head
          first="Retreat"
          numbers={[goalColumn(goal), ...held.map(holdHead), "Escapes", "Kept"]}
          apply
          phoneHidden={phoneHidden}
        />
        <tbody>
          {shown.map((r) => (
            <tr
              key={r.label}
              data-testid={`retreat-${side}-${rows.indexOf(r)}`}
              data-standing={r.standing ?? "pending"}
              data-settled={r.settled ? "true" : "false"}
              className={`border-t border-slate-800 ${r.best ? "bg-amber-400/10" : ""}`}
            >
              <th scope="row" className="py-1 pr-1 font-normal text-slate-100 sm:pr-2">
                <span>{retreatShortLabel(r.rule)}</span>
                {r.best && <span className="text-xs text-amber-200"> ★ best</span>}
                {r.current && <span className="text-xs text-slate-400"> (now)</span>}
              </th>
              {rowPercents(r, held).map((text, i) => (
                <td key={i} className={`${tightNum} ${i === phoneHidden ? "max-sm:hidden" : ""}`}>
                  {text}
                </td>
              ))}
              <td className="py-1">
                {!r.current && (
                  <button
                    type="button"
                    className={small}
                    aria-label={`Apply: ${name} (${side}) retreat ${r.label.toLowerCase()}`}
                    onClick={() => onApply(side, r.rule)}
                  >
                    Apply
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {(rows.length > shown.length || all) && (
        <ShowAllToggle all={all} count={rows.length} noun="rules" onToggle={() => setAll(!all)} />
      )}
    </>
  );
}

/**
 * When to pull out: each side's verdict in one line, then its retreat rules best first (one tap to apply),
 * with every number and how the ★ is chosen in the Details.
 */
export function RetreatAdvisor({
  rows,
  blocked,
  verdicts,
  names,
  trials,
  seed,
  progress,
  onApply,
  goals,
}: Props) {
  return (
    <RunPanel
      title="When to retreat"
      headingId="retreat-heading"
      testId="retreat-advisor"
      progress={progress}
    >
      <p className="text-xs text-slate-400">
        Each side&apos;s retreat rule tried in turn, the other side&apos;s as set, on the same dice as the
        odds above, ranked by the side&apos;s goal. Kept: the share of the side&apos;s strength not destroyed.
      </p>
      <SettlingProgress
        progress={progress}
        doing="Trying the retreat rules"
        name="Progress of the retreat rules"
        testId="retreat-status"
      />
      {(["attacker", "defender"] as const).map((side) => (
        <div key={side} className="flex min-w-0 flex-col gap-1" data-testid={`retreat-${side}`}>
          <h3 className="text-sm font-semibold text-slate-100">
            {names[side]} ({side})
          </h3>
          <p
            className="text-sm text-slate-100"
            data-testid={`retreat-${side}-verdict`}
            data-state={verdicts[side].state}
          >
            <RetreatLine verdict={verdicts[side]} testId={`retreat-${side}-verdict`} />
          </p>
          {/* (a goal with nothing to fight for ranks no rule: its line says why, docs/rules.md#no-contest) */}
          {!blocked[side] && verdicts[side].state !== "no-contest" && (
            <SideTable
              side={side}
              rows={rows[side]}
              name={names[side]}
              goal={goals[side]}
              onApply={onApply}
            />
          )}
        </div>
      ))}
      <DetailsToggle
        className="rounded-lg border border-slate-800"
        testId="retreat-details"
        inset
        summary="Details: every number, and how the ★ is chosen"
      >
        <div className="flex flex-col gap-2 px-2.5 pb-2.5 text-xs text-slate-300">
          <p>
            The current rule&apos;s row is the main run itself. Every other rule is a run of at most{" "}
            {trials.toLocaleString("en-US")} trials with seed {seed}, stopped as soon as its place is settled
            (Trials): its trials play the same dice as the main run&apos;s first ones, so its difference from
            the main run is measured trial by trial (a paired test), and its chances are the main run&apos;s
            moved by that difference. {RETREAT_CRITERION} Both &ldquo;vs never&rdquo; columns give the
            difference in points with its 95% margin; ✱ beyond the noise. The dice ratio of &ldquo;when
            outgunned&rdquo; is the side&apos;s dice over the enemy&apos;s.
          </p>
          {(["attacker", "defender"] as const).map((side) =>
            blocked[side] ? (
              <p key={side}>
                {names[side]} ({side}): {blocked[side]}
              </p>
            ) : (
              <SideDetails key={side} side={side} rows={rows[side]} goal={goals[side]} />
            ),
          )}
        </div>
      </DetailsToggle>
    </RunPanel>
  );
}
