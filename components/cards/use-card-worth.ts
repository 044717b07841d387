"use client";

import { useMemo, useState } from "react";
import { cardWorthPlan, cardWorthRows, type CardWorthPlan, type CardWorthRow } from "@/lib/cards/card-worth";
import type { Baseline } from "@/lib/compare/paired-run";
import type { BatchProgress, RunJob } from "@/lib/compare/run-job";
import type { TrialTrace } from "@/lib/engine";
import type { Setup } from "@/lib/scenario/url-codec";

export interface CardWorthPlanned {
  readonly plan: CardWorthPlan;
  /** The candidates' runs for the shared queue: none until the panel is opened (it costs nothing closed). */
  readonly jobs: readonly RunJob[];
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
}

export interface CardWorthView extends CardWorthPlanned {
  readonly rows: readonly CardWorthRow[];
  readonly progress: BatchProgress;
}

/**
 * What each card is worth (lib/cards/card-worth.ts), as runs for the explore queue (use-explore.ts): each card
 * still in a hand, already used, at reduced trials with the main run's seed, queued only while the panel is open
 * and in Cinematic Combat. A new setup makes a new job list, which cancels the run in flight.
 */
export function useCardWorth(setup: Setup): CardWorthPlanned {
  const [open, setOpen] = useState(false);
  const plan = useMemo(() => cardWorthPlan(setup), [setup]);
  const jobs = useMemo(() => (open ? plan.candidates.map((c) => c.job) : []), [open, plan]);
  return { plan, jobs, open, setOpen };
}

/** The rows and progress of the planned runs, once the explore queue has run them. */
export function cardWorthView(
  planned: CardWorthPlanned,
  paired: { readonly baseline: Baseline | null; readonly traces: ReadonlyMap<string, TrialTrace> },
  progress: BatchProgress,
): CardWorthView {
  return { ...planned, rows: cardWorthRows(planned.plan, paired), progress };
}
