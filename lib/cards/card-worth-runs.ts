import { CHUNK_SIZE } from "@/lib/engine";
import { settled } from "@/lib/runs/sequential";
import { descriptor, type RunProgressView } from "@/lib/runs/run-descriptor";
import {
  cardWorthPlan,
  cardWorthRow,
  cardWorthRows,
  type CardWorthPlan,
  type CardWorthRow,
} from "./card-worth";

export interface CardWorthView {
  readonly plan: CardWorthPlan;
  /** Cards whose worth is beyond the noise (every row, while any is measuring). */
  readonly rows: readonly CardWorthRow[];
  /** Cards settled within the noise (or under half a point), folded under one line once all are settled. */
  readonly folded: readonly CardWorthRow[];
  readonly progress: RunProgressView;
}

/**
 * What each card is worth (Cinematic Combat): each card still in a hand, already used, on the main run's seed,
 * each until its worth is settled; runs only while its panel is open.
 */
export const CARD_WORTH_RUNS = descriptor({
  id: "card-worth",
  priority: 30,
  whenOpen: true,
  plan: (ctx) => cardWorthPlan(ctx.setup),
  demands: (plan, ctx, known) =>
    ctx.baseline
      ? plan.candidates.map((c) => {
          const done = known.trials(c.job);
          const row = cardWorthRow(c, plan, ctx.baseline, known.trace(c.job), done);
          const more = done === 0 || !settled(row.verdict);
          return { job: c.job, trials: Math.min(plan.trials, more ? done + CHUNK_SIZE : done) };
        })
      : [],
  view: (plan, ctx, known, progress): CardWorthView => {
    const rows = cardWorthRows(
      plan,
      {
        baseline: ctx.baseline,
        trace: (j) => known.trace(j),
        trials: (j) => known.trials(j),
        result: (j) => known.result(j),
      },
      progress.complete,
    );
    if (!progress.complete) return { plan, rows, folded: [], progress };
    return {
      plan,
      rows: rows.filter((r) => r.withinNoise === false),
      folded: rows.filter((r) => r.withinNoise !== false),
      progress,
    };
  },
});
