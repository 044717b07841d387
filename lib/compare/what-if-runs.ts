import type { Faction } from "@/lib/data";
import { descriptor, type Known, type RunContext, type RunProgressView } from "@/lib/runs/run-descriptor";
import {
  changeWords,
  changesSettled,
  goalChanges,
  lossChanges,
  nextLook,
  type GoalChanges,
  type LossChange,
} from "./goal-change";
import { WHAT_IF_TRIALS, whatIfVariations, type Variation, type WhatIf } from "./what-if";

export interface WhatIfRow {
  readonly id: string;
  readonly label: string;
  /** Each side's goal after the change and its change, trial by trial against the main run; null until run. */
  readonly changes: GoalChanges | null;
  /** Losses that move beyond the noise. */
  readonly losses: readonly LossChange[];
  /** "The Empire wins: +4.1 pts; the Rebels hold space: same chance; 0.2 fewer Stormtroopers lost". */
  readonly words: string;
  /** Trials the change was measured on. */
  readonly trials: number;
  readonly settled: boolean;
}

export interface WhatIfView {
  readonly plan: WhatIf;
  /** In the plan's order while any row is measuring; biggest change first once all are settled. */
  readonly rows: readonly WhatIfRow[];
  readonly progress: RunProgressView;
  readonly trials: number;
}

function factionsOf(ctx: RunContext): { attacker: Faction; defender: Faction } {
  return { attacker: ctx.setup.scenario.attacker.faction, defender: ctx.setup.scenario.defender.faction };
}

function changesOf(v: Variation, ctx: RunContext, known: Known, max: number): GoalChanges | null {
  const trace = known.trace(v.job);
  return ctx.baseline && trace ? goalChanges(ctx.baseline, trace, ctx.setup.scenario, max) : null;
}

function row(v: Variation, ctx: RunContext, known: Known, max: number): WhatIfRow {
  const trace = known.trace(v.job);
  const base = ctx.baseline;
  const changes = changesOf(v, ctx, known, max);
  const losses = base && trace ? lossChanges(base.trace, trace) : [];
  return {
    id: v.id,
    label: v.label,
    changes,
    losses,
    words: changes ? changeWords(changes, losses, factionsOf(ctx)) : "waiting…",
    trials: known.trials(v.job),
    settled: changesSettled(changes) || known.failed(v.job) !== null,
  };
}

/** How much a row moves the goals: the larger of the two sides' changes. */
export function impact(r: WhatIfRow): number {
  if (!r.changes) return -1;
  return Math.max(Math.abs(r.changes.attacker.diff.mean), Math.abs(r.changes.defender.diff.mean));
}

/**
 * What if… (docs/runs.md#what-if): ±1 of each unit type, the best leader to add, the player's own changes; each
 * run on the main run's seed until both sides' goal changes are settled (lib/runs/sequential.ts). Last of the
 * extra runs: the answers the player waits for come first.
 */
export const WHAT_IF_RUNS = descriptor({
  id: "what-if",
  priority: 40,
  plan: (ctx): WhatIf => whatIfVariations(ctx.setup, WHAT_IF_TRIALS, ctx.changes),
  demands: (plan, ctx, known) =>
    ctx.baseline
      ? plan.variations.map((v) => ({
          job: v.job,
          trials: nextLook(known.trials(v.job), changesOf(v, ctx, known, plan.trials), plan.trials),
        }))
      : [],
  view: (plan, ctx, known, progress): WhatIfView => {
    const rows = plan.variations.map((v) => row(v, ctx, known, plan.trials));
    const sorted = progress.complete ? [...rows].sort((a, b) => impact(b) - impact(a)) : rows;
    return { plan, rows: sorted, progress, trials: plan.trials };
  },
});
