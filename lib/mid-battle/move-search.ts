import { unitStrength } from "@/lib/data";
import { CHUNK_SIZE, joinTraces, keptMetric, type TrialTrace } from "@/lib/engine";
import { goalMetric } from "@/lib/results/goal-chance";
import { autoGoal, sharesOfTrace } from "@/lib/results/auto-goal";
import { goalChoiceOf, type Goal } from "@/lib/scenario/goals";
import { FEED_RUN_IDS, type BatchFeed } from "@/lib/worker/batch-feed";
import type { BatchRequest, BatchResponse } from "@/lib/worker/protocol";
import type { MovePlan } from "./move-plan";
import { settledBelow } from "./paired-values";

/** Trials a class runs at most: ten looks of the sequential test (lib/runs/sequential.ts). */
export const MOVE_TRIALS = 20_000;

// (run ids of their own, above the extra runs' queue's, so a worker never reuses another search's compiled battle)
let nextBase = FEED_RUN_IDS + 2 ** 29;

/**
 * The runs of a best-move search as a feed of batches (lib/worker/batch-feed.ts): the page's workers, the API's thread
 * and the CLI run the same batches. Look by look (one chunk of every class still running), with the same seed for
 * every class (common random numbers); after each look a class the sequential test settles as not a point better
 * than its group's leader stops (`settledBelow`, `groupsOf`). The rolling side's `auto` goal is resolved on the
 * engine's own placement's first chunk.
 */
export class MoveSearch implements BatchFeed {
  private readonly base = (nextBase += 64) - 64;
  private readonly traces: TrialTrace[][];
  /** Per group of rivals (`groupsOf`), per class: still in the running against that group's leader. */
  private readonly alive: boolean[][];
  private readonly pending: BatchRequest[] = [];
  private look = -1;
  private waiting = 0;
  goal: Goal | null = null;
  goalWhy: string | null = null;
  /** Per class, per trial: 1 or 0 for the goal, and the strength kept (filled at each look). */
  values: { goal: number[][]; kept: number[][] } = { goal: [], kept: [] };

  constructor(
    readonly plan: MovePlan,
    readonly seed: string,
    readonly maxTrials = MOVE_TRIALS,
  ) {
    this.traces = plan.runs.map(() => []);
    this.alive = groupsOf(plan).map((g) => plan.runs.map((_, i) => g.includes(i)));
    this.nextLook();
  }

  get done(): boolean {
    return this.look < 0;
  }

  /** Share of the most work done (for a progress line). */
  get progress(): number {
    const looks = Math.ceil(this.maxTrials / CHUNK_SIZE);
    return this.done ? 1 : this.look / looks;
  }

  next(): BatchRequest | null {
    return this.pending.shift() ?? null;
  }

  receive(response: BatchResponse): void {
    const i = response.runId - this.base;
    if ("error" in response) throw new Error(response.error);
    if (i < 0 || i >= this.traces.length || !response.trace || response.from !== this.look) return;
    this.traces[i]!.push(response.trace);
    if (--this.waiting === 0) this.endLook();
  }

  lost(batch: BatchRequest): void {
    this.pending.push(batch);
  }

  private nextLook(): void {
    const looks = Math.ceil(this.maxTrials / CHUNK_SIZE);
    if (this.look + 1 >= looks || (this.look >= 0 && !this.plan.runs.some((_, i) => this.running(i)))) {
      this.look = -1;
      return;
    }
    this.look++;
    this.plan.runs.forEach((scenario, i) => {
      if (!this.running(i)) return;
      this.waiting++;
      this.pending.push({
        runId: this.base + i,
        scenario,
        seed: this.seed,
        trials: this.maxTrials,
        from: this.look,
        to: this.look + 1,
        trace: true,
      });
    });
  }

  /** A class runs on while a group it is in has it and another class still in the running. */
  private running(i: number): boolean {
    return this.alive.some((alive) => alive[i] && alive.filter(Boolean).length > 1);
  }

  private endLook(): void {
    const { plan } = this;
    if (this.goal === null) {
      const own = plan.runs[plan.defaultIndex]!;
      const choice = goalChoiceOf(own[plan.side]);
      const first = this.traces[plan.defaultIndex]![0]!;
      const resolved =
        choice === "auto" ? autoGoal(own, plan.side, sharesOfTrace(first, this.maxTrials)!) : null;
      this.goal = resolved ? resolved.goal : (choice as Goal);
      this.goalWhy = resolved ? resolved.why : null;
    }
    const met = goalMetric(this.goal, plan.side);
    const kept = keptMetric(plan.side, unitStrength);
    const per = (f: (t: TrialTrace, i: number) => number) =>
      this.traces.map((parts) => {
        const t = joinTraces(parts);
        return t ? Array.from({ length: t.trials }, (_, i) => f(t, i)) : [];
      });
    this.values = { goal: per(met), kept: per(kept) };
    const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    for (const alive of this.alive) {
      if (alive.filter(Boolean).length <= 1) continue;
      let leader = -1;
      alive.forEach((on, i) => {
        if (on && (leader < 0 || mean(this.values.goal[i]!) > mean(this.values.goal[leader]!))) leader = i;
      });
      alive.forEach((on, i) => {
        if (
          on &&
          i !== leader &&
          settledBelow(this.values.goal[leader]!, this.values.goal[i]!, this.maxTrials)
        )
          alive[i] = false;
      });
    }
    this.nextLook();
  }
}

/**
 * The groups of classes that compete (docs/rules.md#after-the-dice): the placements or rerolls against each other;
 * in Cinematic the card picks for the next step against each other and the policy's own pick (the default class),
 * apart from the rerolls: a pick is weighed against picks only, so it needs to settle against the best pick only.
 */
export function groupsOf(plan: MovePlan): number[][] {
  const all = plan.runs.map((_, i) => i);
  if (!plan.picks?.some(Boolean)) return [all];
  return [all.filter((i) => !plan.picks![i]), [plan.defaultIndex, ...all.filter((i) => plan.picks![i])]];
}
