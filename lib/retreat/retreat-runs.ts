import { CHUNK_SIZE } from "@/lib/engine";
import {
  descriptor,
  type Demand,
  type Known,
  type RunContext,
  type RunProgressView,
} from "@/lib/runs/run-descriptor";
import type { SideKey } from "@/lib/scenario/types";
import {
  RETREAT_TRIALS,
  retreatCases,
  sideCannotRetreat,
  sideNoContest,
  type RetreatCase,
} from "./retreat-advice";
import { keepsMore, winsMore } from "./retreat-decisions";
import { retreatRows, versusOf, type RetreatRow, type RetreatRuns } from "./retreat-ranking";
import { retreatOpen } from "./retreat-star";
import { retreatVerdict, type RetreatVerdict } from "./retreat-verdict";

type Sides<T> = { readonly attacker: T; readonly defender: T };
const SIDES = ["attacker", "defender"] as const;

export interface RetreatPlan {
  readonly cases: readonly RetreatCase[];
  readonly blocked: Sides<string | null>;
  /** The most trials a rule is run for (the setup's own, if fewer). */
  readonly maxTrials: number;
}

export interface RetreatView extends RetreatPlan {
  readonly rows: Sides<readonly RetreatRow[]>;
  readonly verdicts: Sides<RetreatVerdict>;
  /**
   * Each side's verdict as the rows stand while it is pending (state `estimate` once every rule has had a look),
   * else the settled verdict: what the page shows, marked, when the main run took long (lib/retreat/retreat-shown.ts).
   */
  readonly estimates: Sides<RetreatVerdict>;
  readonly progress: RunProgressView;
}

function runsOf(plan: RetreatPlan, ctx: RunContext, known: Known): RetreatRuns {
  return { baseline: ctx.baseline, trace: (c) => known.trace(c.job), maxTrials: plan.maxTrials };
}

/**
 * How likely a rule is to take the ★, to order the looks: a rule that reaches the goal a point more often (or may),
 * by how much; then one that keeps more at the same goal (or may), by how much; the rest last.
 */
function promise(row: RetreatRow | undefined): number {
  if (!row?.decisions || !row.vsNever) return Number.POSITIVE_INFINITY;
  if (winsMore(row.decisions) !== "no") return 2 + row.vsNever.win.mean;
  if (keepsMore(row.decisions) !== "no") return 1 + row.vsNever.kept.mean;
  return 0;
}

/**
 * The trials each side's rules still need (docs/runs.md#retreat): one more look for every rule that could still be
 * the ★ (retreat-star.ts:retreatOpen), the most likely to take it first; never retreating, when it is not the
 * side's rule now, as far as any of its rivals.
 */
function sideDemands(plan: RetreatPlan, ctx: RunContext, known: Known, side: SideKey): Demand[] {
  const runs = runsOf(plan, ctx, known);
  const rows = retreatRows(plan.cases, runs, side);
  const open = retreatOpen(
    rows,
    plan.maxTrials,
    versusOf(
      plan.cases.filter((c) => c.side === side),
      runs,
      side,
    ),
  );
  // (with few rules left, one more chunk each in flight keeps both cores on the verdict)
  const ahead = open.length <= 2 ? 2 : 1;
  const own = plan.cases.filter((c) => c.side === side && !c.current);
  const want = (c: RetreatCase) => {
    const row = rows.find((r) => r.label === c.label);
    const done = known.trials(c.job);
    if (!row || row.vsNever === null) return Math.max(done, CHUNK_SIZE);
    return open.includes(row) ? done + ahead * CHUNK_SIZE : done;
  };
  const demands = own
    .map((c) => ({
      job: c.job,
      trials: Math.min(want(c), plan.maxTrials),
      promise: promise(rows.find((r) => r.label === c.label)),
    }))
    .sort((a, b) => b.promise - a.promise);
  const never = own.find((c) => c.rule.policy === "never");
  if (never) {
    const farthest = Math.max(CHUNK_SIZE, ...demands.map((d) => d.trials));
    const at = demands.findIndex((d) => d.job === never.job);
    demands[at] = { ...demands[at]!, trials: Math.max(demands[at]!.trials, farthest), promise: Infinity };
  }
  return demands.map(({ job, trials }) => ({ job, trials }));
}

/**
 * When to retreat (docs/answer-first.md#the-retreat-advisor): every rule of the sweep against never retreating,
 * on the side's goal, each run only until the ★ is settled. First of the extra runs: the verdict shows it.
 */
export const RETREAT_RUNS = descriptor({
  id: "retreat",
  priority: 10,
  plan: (ctx): RetreatPlan => ({
    cases: retreatCases(ctx.setup),
    blocked: {
      attacker: sideCannotRetreat(ctx.setup, "attacker"),
      defender: sideCannotRetreat(ctx.setup, "defender"),
    },
    maxTrials: Math.min(ctx.setup.trials, RETREAT_TRIALS),
  }),
  demands: (plan, ctx, known) =>
    ctx.baseline ? SIDES.flatMap((side) => sideDemands(plan, ctx, known, side)) : [],
  view: (plan, ctx, known, progress): RetreatView => {
    const runs = runsOf(plan, ctx, known);
    const rows = {
      attacker: retreatRows(plan.cases, runs, "attacker"),
      defender: retreatRows(plan.cases, runs, "defender"),
    };
    const { attacker, defender } = ctx.setup.scenario;
    const unfought = {
      attacker: sideNoContest(ctx.setup, "attacker"),
      defender: sideNoContest(ctx.setup, "defender"),
    };
    const verdicts = (estimate: boolean) => ({
      attacker: retreatVerdict(attacker, rows.attacker, plan.blocked.attacker, estimate, unfought.attacker),
      defender: retreatVerdict(defender, rows.defender, plan.blocked.defender, estimate, unfought.defender),
    });
    return { ...plan, rows, verdicts: verdicts(false), estimates: verdicts(true), progress };
  },
});
