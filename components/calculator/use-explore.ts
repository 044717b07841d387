"use client";

import { useMemo, type RefObject } from "react";
import type { SimulationResult, TrialTrace } from "@/lib/engine";
import type { Baseline } from "@/lib/compare/paired-run";
import { batchProgress, runJob, withTrials, type BatchProgress, type RunJob } from "@/lib/compare/run-job";
import {
  SENSITIVITY_TRIALS,
  sensitivityCases,
  sensitivityJobs,
  sensitivityRows,
  type SensitivityRow,
} from "@/lib/compare/sensitivity";
import {
  WHAT_IF_TRIALS,
  whatIfRows,
  whatIfVariations,
  type UnitChange,
  type WhatIf,
  type WhatIfRow,
} from "@/lib/compare/what-if";
import {
  RETREAT_TRIALS,
  retreatCases,
  retreatJobs,
  sideCannotRetreat,
  type RetreatCase,
} from "@/lib/retreat/retreat-advice";
import { retreatRows, type RetreatRow } from "@/lib/retreat/retreat-ranking";
import { retreatVerdict, type RetreatVerdict } from "@/lib/retreat/retreat-verdict";
import type { Setup } from "@/lib/scenario/url-codec";
import { cardWorthView, useCardWorth, type CardWorthView } from "@/components/cards/use-card-worth";
import { jobDone, useExtraRuns, type ExtraRuns } from "./use-extra-runs";
import type { PoolEntry } from "./use-pool";

type Sides<T> = { readonly attacker: T; readonly defender: T };

export interface Explore {
  readonly runs: ExtraRuns;
  readonly pinnedKey: string | null;
  readonly a: SimulationResult | null;
  /** A's trial trace, to compare A and B trial by trial when they share a seed. */
  readonly aTrace: TrialTrace | null;
  /** The main run and its trace: every panel's numbers for the unchanged setup, and what they are paired with. */
  readonly baseline: Baseline | null;
  /** B's (the main run's) whole trace, to compare A and B trial by trial. */
  readonly bTrace: TrialTrace | null;
  readonly sensitivity: {
    readonly rows: readonly SensitivityRow[];
    readonly progress: BatchProgress;
    readonly trials: number;
  };
  readonly retreat: {
    readonly cases: readonly RetreatCase[];
    readonly rows: Sides<readonly RetreatRow[]>;
    readonly blocked: Sides<string | null>;
    readonly verdicts: Sides<RetreatVerdict>;
    readonly progress: BatchProgress;
    readonly trials: number;
  };
  readonly whatIf: {
    readonly plan: WhatIf;
    readonly rows: readonly WhatIfRow[];
    readonly progress: BatchProgress;
    readonly trials: number;
  };
  /** What each card is worth (Cinematic Combat): run only while its panel is open. */
  readonly cardWorth: CardWorthView;
}

/** Trials of the baseline's trace when the main run has none (its numbers came with the page). */
const BASELINE_TRIALS = Math.max(RETREAT_TRIALS, SENSITIVITY_TRIALS, WHAT_IF_TRIALS);

function progressOf(jobs: readonly RunJob[], runs: ExtraRuns): BatchProgress {
  const done = new Set(jobs.filter((j) => jobDone(j, runs) || runs.failed.has(j.key)).map((j) => j.key));
  return batchProgress(jobs, (k) => done.has(k), runs.current);
}

/**
 * The extra runs after the main one, in order of what a player waits for: pinned A (when opened from a
 * link), the retreat rules (the verdict's retreat line), the targeting policies, then the what-if variations.
 * Every one of them shares the main run's seed and is compared with it trial by trial; the unchanged setup is
 * never run again: its numbers are the main run's (`main`). All start once the main run has finished and stop
 * when the setup changes.
 */
export function useExplore(
  poolRef: RefObject<PoolEntry | null>,
  setup: Setup,
  pinned: Setup | null,
  mainDone: boolean,
  changes: readonly UnitChange[],
  main: { readonly result: SimulationResult | null; readonly trace: TrialTrace | null },
): Explore {
  const pinJob = useMemo(() => (pinned ? runJob(pinned, true) : null), [pinned]);
  // The main run's numbers came with the page (no trace): the same seed's first trials, traced, to pair with;
  // all of its trials when A is pinned, so A and B are compared trial by trial as when the page ran B itself.
  const baseJob = useMemo(
    () => (main.trace ? null : runJob(pinned ? setup : withTrials(setup, BASELINE_TRIALS), true)),
    [setup, pinned, main.trace],
  );
  const rCases = useMemo(() => retreatCases(setup), [setup]);
  const rJobs = useMemo(() => retreatJobs(rCases), [rCases]);
  const cases = useMemo(() => sensitivityCases(setup), [setup]);
  const sJobs = useMemo(() => sensitivityJobs(cases), [cases]);
  const plan = useMemo(() => whatIfVariations(setup, WHAT_IF_TRIALS, changes), [setup, changes]);
  const wJobs = useMemo(() => plan.variations.map((v) => v.job), [plan]);
  const worth = useCardWorth(setup);
  const jobs = useMemo(
    () => [
      ...(pinJob ? [pinJob] : []),
      ...(baseJob ? [baseJob] : []),
      ...rJobs,
      ...sJobs,
      // (once opened, the player is waiting for the cards: before the what-if variations)
      ...worth.jobs,
      ...wJobs,
    ],
    [pinJob, baseJob, rJobs, sJobs, wJobs, worth.jobs],
  );
  const runs = useExtraRuns(poolRef, jobs, mainDone);
  const baseTrace = main.trace ?? (baseJob ? (runs.traces.get(baseJob.key) ?? null) : null);
  const baseline = useMemo(
    () => (main.result && baseTrace ? { result: main.result, trace: baseTrace } : null),
    [main.result, baseTrace],
  );
  const paired = { baseline, traces: runs.traces };
  const withBase = (list: readonly RunJob[]) => (baseJob ? [baseJob, ...list] : list);
  const blocked = {
    attacker: sideCannotRetreat(setup, "attacker"),
    defender: sideCannotRetreat(setup, "defender"),
  };
  const rows = {
    attacker: retreatRows(rCases, paired, "attacker"),
    defender: retreatRows(rCases, paired, "defender"),
  };
  const { attacker, defender } = setup.scenario;
  return {
    runs,
    pinnedKey: pinJob?.key ?? null,
    a: pinJob ? (runs.results.get(pinJob.key) ?? null) : null,
    aTrace: pinJob ? (runs.traces.get(pinJob.key) ?? null) : null,
    baseline,
    bTrace: main.trace ?? (pinned && baseJob ? (runs.traces.get(baseJob.key) ?? null) : null),
    retreat: {
      cases: rCases,
      rows,
      blocked,
      verdicts: {
        attacker: retreatVerdict(attacker.faction, rows.attacker, blocked.attacker),
        defender: retreatVerdict(defender.faction, rows.defender, blocked.defender),
      },
      progress: progressOf(withBase(rJobs), runs),
      trials: Math.min(setup.trials, RETREAT_TRIALS),
    },
    sensitivity: {
      rows: sensitivityRows(cases, paired),
      progress: progressOf(withBase(sJobs), runs),
      trials: Math.min(setup.trials, SENSITIVITY_TRIALS),
    },
    whatIf: {
      plan,
      rows: whatIfRows(plan, paired),
      progress: progressOf(withBase(wJobs), runs),
      trials: plan.trials,
    },
    cardWorth: cardWorthView(worth, paired, progressOf(withBase(worth.jobs), runs)),
  };
}
