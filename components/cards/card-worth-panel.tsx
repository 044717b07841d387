"use client";

import { SettlingProgress } from "@/components/ui/settling-progress";
import type { CardWorthRow } from "@/lib/cards/card-worth";
import type { RunProgressView } from "@/lib/runs/run-descriptor";
import { formatPoints } from "@/lib/format/percent";
import type { SideKey } from "@/lib/scenario/types";
import type { Goals } from "@/lib/compare/paired-run";
import { goalPhrase } from "@/lib/scenario/goals";

interface Props {
  /** Cards worth something beyond the noise (every card while they are being weighed). */
  readonly rows: readonly CardWorthRow[];
  /** Cards whose worth is within the noise or under a point, folded under one line. */
  readonly folded: readonly CardWorthRow[];
  readonly goals: Goals;
  /** Trials of each card's run: the main run's first this many. */
  readonly trials: number;
  /** Trials of the main run. */
  readonly mainTrials: number;
  readonly progress: RunProgressView;
  readonly names: Readonly<Record<SideKey, string>>;
  readonly open: boolean;
  readonly onOpen: (open: boolean) => void;
  /** Each side whose goal has nothing to fight for, and why: none of its cards is weighed. */
  readonly unfought?: Readonly<Record<SideKey, string | null>>;
}

/** "−4.1 points, ±0.9 (beyond the noise)": a card's worth and its noise (2 standard errors) in words. */
function worthWords(r: CardWorthRow): string {
  if (r.diff === null || r.se === null) return "waiting…";
  if (r.verdict === "open") return `${formatPoints(r.diff)} so far…`;
  if (r.verdict === "small") return "under a point either way";
  const noise = `±${formatPoints(2 * r.se).replace(/^[+−±]/, "")}`;
  return `${formatPoints(r.diff)} (${noise}; ${r.withinNoise ? "within the noise" : "beyond the noise"})`;
}

function CardRow({ r, names }: { r: CardWorthRow; names: Props["names"] }) {
  return (
    <li
      data-testid={`card-worth-${r.id}`}
      data-verdict={r.verdict}
      className="border-t border-slate-800 text-sm"
    >
      <details>
        <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-3 py-1 focus-visible:outline-2 focus-visible:outline-amber-300">
          <span className="min-w-0 text-slate-100">
            {r.name}{" "}
            <span className="text-xs text-slate-400">
              ({names[r.side]}, {r.theater})
            </span>
          </span>
          <span
            className={`tabular-nums ${r.withinNoise === false ? "font-semibold text-slate-100" : "text-slate-400"}`}
            data-testid={`card-worth-${r.id}-diff`}
            data-diff={r.diff ?? ""}
          >
            {worthWords(r)}
          </span>
          {r.why && (
            <span className="basis-full text-xs text-amber-200" data-testid={`card-worth-${r.id}-why`}>
              Using it helps: {r.why}.
            </span>
          )}
        </summary>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 pb-2 text-xs text-slate-300">
          <dt className="font-semibold text-slate-400">Top</dt>
          <dd>{r.top}</dd>
          <dt className="font-semibold text-slate-400">Bottom</dt>
          <dd>{r.bottom}</dd>
        </dl>
      </details>
    </li>
  );
}

/**
 * What each card is worth (Cinematic Combat): for each card still in a hand, how its side's goal chance would
 * change were the card already used, biggest loss first; each card's text one tap away. Collapsed, it runs nothing.
 */
export function CardWorthPanel({
  rows,
  folded,
  goals,
  trials,
  mainTrials,
  progress,
  names,
  open,
  onOpen,
  unfought = { attacker: null, defender: null },
}: Props) {
  const goalWords = (side: SideKey) => goalPhrase(goals[side], true);
  return (
    <details
      open={open}
      onToggle={(e) => onOpen(e.currentTarget.open)}
      data-testid="card-worth"
      data-state={!open ? "closed" : progress.complete ? "done" : "running"}
      className="min-w-0 rounded-xl border border-slate-700 bg-slate-900/80 p-3"
    >
      <summary className="flex min-h-11 cursor-pointer items-center text-lg font-bold text-amber-200 focus-visible:outline-2 focus-visible:outline-amber-300">
        What each card is worth
      </summary>
      <div className="flex flex-col gap-2">
        <p className="text-xs text-slate-400">
          For each card still in a hand: the change in its side&apos;s chance to reach its goal (
          {names.attacker}: {goalWords("attacker")}; {names.defender}: {goalWords("defender")}) if the card
          were already used, biggest loss first. A card that costs its side a lot is one to keep for this
          battle. Each card is measured on up to{" "}
          {trials < mainTrials
            ? `${trials.toLocaleString("en-US")} of the main run's trials`
            : `the main run's ${trials.toLocaleString("en-US")} trials`}{" "}
          with the same dice, until its worth is settled; &ldquo;within the noise&rdquo; means the change
          cannot be told from the dice. Tap a card for its text.
        </p>
        {open && (
          <SettlingProgress
            progress={progress}
            doing="Weighing the cards"
            name="Progress of the card runs"
            testId="card-worth-status"
          />
        )}
        {(["attacker", "defender"] as const).map(
          (side) =>
            unfought[side] && (
              <p key={side} className="text-sm text-amber-300" data-testid={`card-worth-${side}-no-contest`}>
                {names[side]}: no card is weighed ({unfought[side]}).
              </p>
            ),
        )}
        {rows.length === 0 && folded.length === 0 ? (
          <p className="text-sm text-slate-300">
            No card is left in a hand for a theater both sides fight in.
          </p>
        ) : (
          <>
            <ul className="flex flex-col">
              {rows.map((r) => (
                <CardRow key={r.id} r={r} names={names} />
              ))}
            </ul>
            {rows.length === 0 && (
              <p className="text-sm text-slate-300">No card moves its side&apos;s goal beyond the noise.</p>
            )}
            {folded.length > 0 && (
              <details data-testid="card-worth-folded" className="text-sm">
                <summary className="flex min-h-11 cursor-pointer items-center text-slate-300 focus-visible:outline-2 focus-visible:outline-amber-300">
                  {folded.length} more card{folded.length === 1 ? "" : "s"} within the noise
                </summary>
                <ul className="flex flex-col">
                  {folded.map((r) => (
                    <CardRow key={r.id} r={r} names={names} />
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </div>
    </details>
  );
}
