import { z } from "zod";
import type { SideKey } from "@/lib/scenario/types";
import { checkFlag, readFlags, trialsAndSeed } from "./flags";

export interface PlanArgs {
  readonly scenario: string;
  readonly side: SideKey;
  /** 0 to 1. */
  readonly target: number;
  readonly trials: number;
  readonly seed: string;
  readonly json: boolean;
  /** `--in-system`: the attacker's units are already there, so plans need not carry them (docs/planner.md). */
  readonly inSystem: boolean;
}

/** Trials each plan is confirmed with by default: its chance to about ±0.6 points (95%). */
export const DEFAULT_PLAN_TRIALS = 20_000;
export const MIN_PLAN_TRIALS = 2_000;
export const MAX_PLAN_TRIALS = 1_000_000;
export const DEFAULT_TARGET = 0.8;

export const PLAN_USAGE =
  "usage: npm run plan -- --scenario FILE --side attacker|defender --target P [--trials N] [--seed S] [--in-system] [--json]";

const targetSchema = z
  .string()
  .regex(/^\d+(\.\d+)?%?$/, "must be a chance such as 0.8 or 80%")
  .transform((s) => (s.endsWith("%") ? Number(s.slice(0, -1)) / 100 : Number(s)))
  .refine((p) => p > 0 && p <= 1, { message: "must be above 0 and at most 1 (or 100%)" });

const trialsSchema = z
  .string()
  .regex(/^\d+$/, "must be a whole number")
  .transform(Number)
  .refine((n) => n >= MIN_PLAN_TRIALS && n <= MAX_PLAN_TRIALS, {
    message: `must be from ${MIN_PLAN_TRIALS.toLocaleString("en-US")} to ${MAX_PLAN_TRIALS.toLocaleString("en-US")}`,
  });

/** Parses the `plan` command line; every problem is one line naming the flag. */
export function parsePlanArgs(
  argv: readonly string[],
): { ok: true; args: PlanArgs } | { ok: false; error: string } {
  const switches = argv.filter((a) => a === "--in-system").length;
  if (switches > 1) return { ok: false, error: "--in-system is given twice" };
  const rest = argv.filter((a) => a !== "--in-system");
  const flags = readFlags(rest, ["scenario", "side", "target", "trials", "seed"], PLAN_USAGE);
  if (!flags.ok) return flags;
  const { values, json } = flags;
  if (!values.scenario) return { ok: false, error: `--scenario FILE is required (${PLAN_USAGE})` };
  if (!values.side) return { ok: false, error: `--side attacker|defender is required (${PLAN_USAGE})` };
  if (values.side !== "attacker" && values.side !== "defender")
    return { ok: false, error: `--side must be "attacker" or "defender" (got "${values.side}")` };
  if (switches === 1 && values.side !== "attacker")
    return { ok: false, error: "--in-system is for the attacker only (the defender is already there)" };
  const target = values.target === undefined ? null : checkFlag("target", values.target, targetSchema);
  if (target && !target.ok) return target;
  const run = trialsAndSeed(values, trialsSchema, DEFAULT_PLAN_TRIALS);
  if (!run.ok) return run;
  return {
    ok: true,
    args: {
      scenario: values.scenario,
      side: values.side,
      target: target?.value ?? DEFAULT_TARGET,
      trials: run.trials,
      seed: run.seed,
      json,
      inSystem: switches === 1,
    },
  };
}
