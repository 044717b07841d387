import type { RunQueue } from "@/lib/runs/run-queue";
import type { Demand, Known, RunContext, RunDescriptor } from "@/lib/runs/run-descriptor";
import { baselineOf } from "@/lib/runs/baseline-runs";
import { RUN_DESCRIPTORS, type RunPlans, type RunViews } from "./registry";

type AnyDescriptor = RunDescriptor<unknown, unknown>;
const ALL = [...RUN_DESCRIPTORS].sort((a, b) => a.priority - b.priority) as unknown as AnyDescriptor[];
/** The panels' ids in the order their demands are grouped (priority first). */
export const RUN_ORDER: readonly string[] = ALL.map((d) => d.id);

/** What the panels give the queue: the context without the baseline (it follows from the main run and the queue). */
export type RunInput = Omit<RunContext, "baseline">;

/** Every descriptor's plan for a setup: made once per setup (and pinned setup and asked changes). */
export function runPlans(input: RunInput): RunPlans {
  const ctx: RunContext = { ...input, baseline: null };
  return Object.fromEntries(ALL.map((d) => [d.id, d.plan(ctx)])) as unknown as RunPlans;
}

/** The context with its baseline: the main run's numbers and trace, or the stand-in run's trace when it is in. */
export function runContext(input: RunInput, known: Known): RunContext {
  return { ...input, baseline: baselineOf(input.setup, input.pinned, input.main, known) };
}

/** Each panel's demands, in priority order; a panel that runs only while open asks for nothing while closed. */
export function demandGroups(
  plans: RunPlans,
  input: RunInput,
  open: ReadonlySet<string>,
  known: Known,
): Demand[][] {
  const ctx = runContext(input, known);
  return ALL.map((d) =>
    d.whenOpen && !open.has(d.id) ? [] : [...d.demands((plans as Record<string, unknown>)[d.id], ctx, known)],
  );
}

/** Every panel's view from what the queue knows now. */
export function runViews(
  plans: RunPlans,
  input: RunInput,
  open: ReadonlySet<string>,
  queue: RunQueue,
): RunViews {
  const groups = demandGroups(plans, input, open, queue);
  const ctx = runContext(input, queue);
  return Object.fromEntries(
    ALL.map((d, i) => {
      const progress = queue.progress(groups[i]!);
      // (with no main run to compare with, nothing is asked yet: that is waiting, not done)
      const waiting = !ctx.baseline && !d.standalone;
      return [
        d.id,
        d.view(
          (plans as Record<string, unknown>)[d.id],
          ctx,
          queue,
          waiting ? { ...progress, complete: false } : progress,
        ),
      ];
    }),
  ) as unknown as RunViews;
}
