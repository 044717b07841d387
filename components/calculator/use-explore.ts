"use client";

import { useMemo, type RefObject } from "react";
import type { SimulationResult } from "@/lib/engine";
import { batchProgress, runJob, type BatchProgress, type RunJob } from "@/lib/compare/run-job";
import {
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
  retreatRows,
  sideCannotRetreat,
  type RetreatCase,
  type RetreatRow,
} from "@/lib/retreat/retreat-advice";
import type { Setup } from "@/lib/scenario/url-codec";
import { useExtraRuns, type ExtraRuns } from "./use-extra-runs";
import type { PoolEntry } from "./use-pool";

export interface Explore {
  readonly runs: ExtraRuns;
  readonly pinnedKey: string | null;
  readonly a: SimulationResult | null;
  readonly sensitivity: {
    readonly rows: readonly SensitivityRow[];
    readonly progress: BatchProgress;
    readonly trials: number;
  };
  readonly retreat: {
    readonly cases: readonly RetreatCase[];
    readonly rows: { readonly attacker: readonly RetreatRow[]; readonly defender: readonly RetreatRow[] };
    readonly blocked: { readonly attacker: string | null; readonly defender: string | null };
    readonly progress: BatchProgress;
    readonly trials: number;
  };
  readonly whatIf: {
    readonly plan: WhatIf;
    readonly rows: readonly WhatIfRow[];
    readonly progress: BatchProgress;
    readonly trials: number;
  };
}

function progressOf(jobs: readonly RunJob[], runs: ExtraRuns): BatchProgress {
  return batchProgress(jobs, (k) => runs.results.has(k) || runs.failed.has(k), runs.current);
}

/**
 * The extra runs after the main one, in order of what a player waits for: pinned A (when opened from a
 * link), the retreat rules, the targeting policies, then the what-if variations. All start once the main run has finished
 * and stop when the setup changes.
 */
export function useExplore(
  poolRef: RefObject<PoolEntry | null>,
  setup: Setup,
  pinned: Setup | null,
  mainDone: boolean,
  changes: readonly UnitChange[] = [],
): Explore {
  const pinJob = useMemo(() => (pinned ? runJob(pinned) : null), [pinned]);
  const rCases = useMemo(() => retreatCases(setup), [setup]);
  const rJobs = useMemo(() => retreatJobs(rCases), [rCases]);
  const cases = useMemo(() => sensitivityCases(setup), [setup]);
  const sJobs = useMemo(() => sensitivityJobs(cases), [cases]);
  const plan = useMemo(() => whatIfVariations(setup, WHAT_IF_TRIALS, changes), [setup, changes]);
  const wJobs = useMemo(() => [plan.baseline, ...plan.variations.map((v) => v.job)], [plan]);
  const jobs = useMemo(
    () => [...(pinJob ? [pinJob] : []), ...rJobs, ...sJobs, ...wJobs],
    [pinJob, rJobs, sJobs, wJobs],
  );
  const runs = useExtraRuns(poolRef, jobs, mainDone);
  return {
    runs,
    pinnedKey: pinJob?.key ?? null,
    a: pinJob ? (runs.results.get(pinJob.key) ?? null) : null,
    retreat: {
      cases: rCases,
      rows: {
        attacker: retreatRows(rCases, runs.results, "attacker"),
        defender: retreatRows(rCases, runs.results, "defender"),
      },
      blocked: {
        attacker: sideCannotRetreat(setup, "attacker"),
        defender: sideCannotRetreat(setup, "defender"),
      },
      progress: progressOf(rJobs, runs),
      trials: RETREAT_TRIALS,
    },
    sensitivity: {
      rows: sensitivityRows(cases, runs.results),
      progress: progressOf(sJobs, runs),
      trials: sJobs[0]?.request.trials ?? 0,
    },
    whatIf: {
      plan,
      rows: whatIfRows(plan, runs.results),
      progress: progressOf(wJobs, runs),
      trials: plan.baseline.request.trials,
    },
  };
}
