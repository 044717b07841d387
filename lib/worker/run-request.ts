import type { SimulationResult, TrialTrace } from "@/lib/engine";
import type { Scenario } from "@/lib/scenario/types";
import type { AutoShares } from "@/lib/results/auto-goal";

/** What the page asks the pool for (the main run, the planner's and the pinned runs): lib/worker/pool.ts runs it. */
export interface RunRequest {
  readonly scenario: Scenario;
  readonly seed: string;
  /** The trials to run; with `precision`, the most the run may use. */
  readonly trials: number;
  /** Stop at the first chunk where every headline chance is known to ± this many points (lib/worker/precision.ts). */
  readonly precision?: number | null;
  /**
   * Keep how each trial ended (its first TRACE_MAX_TRIALS trials): the finished run's `trace`, for comparing
   * it trial by trial with a run of another setup and the same seed (lib/engine/paired.ts).
   */
  readonly trace?: boolean;
}

export interface RunProgress {
  readonly result: SimulationResult;
  /** Trials finished so far, of `total`. */
  readonly done: number;
  readonly total: number;
  readonly finished: boolean;
  /** A precision run's largest headline half-width so far, in percentage points; null for fixed runs. */
  readonly margin: number | null;
  /** The finished run's trial trace, when asked for (`RunRequest.trace`); null until then. */
  readonly trace?: TrialTrace | null;
  /**
   * A traced run's first battles, as the `auto` goal reads them (lib/results/auto-goal.ts), as soon as the batch
   * holding them is back: the page resolves `auto` before the run ends.
   */
  readonly shares?: AutoShares | null;
}

export interface RunCallbacks {
  readonly onProgress: (progress: RunProgress) => void;
  readonly onError: (message: string) => void;
}
