import { z } from "zod";
import type { SideKey } from "@/lib/scenario/types";
import { DEFAULT_SEED, seedSchema } from "@/lib/scenario/run-settings";

export interface PlanArgs {
  readonly scenario: string;
  readonly side: SideKey;
  /** 0 to 1. */
  readonly target: number;
  readonly trials: number;
  readonly seed: string;
  readonly json: boolean;
}

/** Trials each plan is confirmed with by default: its chance to about ±0.6 points (95%). */
export const DEFAULT_PLAN_TRIALS = 20_000;
export const MIN_PLAN_TRIALS = 2_000;
export const MAX_PLAN_TRIALS = 1_000_000;
export const DEFAULT_TARGET = 0.8;

export const PLAN_USAGE =
  "usage: npm run plan -- --scenario FILE --side attacker|defender --target P [--trials N] [--seed S] [--json]";

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
  const values: Record<string, string> = {};
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--json") {
      json = true;
      continue;
    }
    if (arg === "--help" || arg === "-h") return { ok: false, error: PLAN_USAGE };
    const match = /^--(scenario|side|target|trials|seed)(?:=(.*))?$/.exec(arg);
    if (!match) return { ok: false, error: `unknown argument "${arg}" (${PLAN_USAGE})` };
    const name = match[1]!;
    let value = match[2];
    if (value === undefined) {
      value = argv[++i];
      if (value === undefined || value.startsWith("--"))
        return { ok: false, error: `--${name} needs a value` };
    }
    if (name in values) return { ok: false, error: `--${name} is given twice` };
    values[name] = value;
  }
  if (!values.scenario) return { ok: false, error: `--scenario FILE is required (${PLAN_USAGE})` };
  if (!values.side) return { ok: false, error: `--side attacker|defender is required (${PLAN_USAGE})` };
  if (values.side !== "attacker" && values.side !== "defender")
    return { ok: false, error: `--side must be "attacker" or "defender" (got "${values.side}")` };
  let target = DEFAULT_TARGET;
  if (values.target !== undefined) {
    const t = targetSchema.safeParse(values.target);
    if (!t.success)
      return {
        ok: false,
        error: `--target ${t.error.issues[0]?.message ?? "is invalid"} (got "${values.target}")`,
      };
    target = t.data;
  }
  let trials = DEFAULT_PLAN_TRIALS;
  if (values.trials !== undefined) {
    const t = trialsSchema.safeParse(values.trials);
    if (!t.success)
      return {
        ok: false,
        error: `--trials ${t.error.issues[0]?.message ?? "is invalid"} (got "${values.trials}")`,
      };
    trials = t.data;
  }
  const seed = values.seed ?? DEFAULT_SEED;
  const s = seedSchema.safeParse(seed);
  if (!s.success)
    return { ok: false, error: `--seed ${s.error.issues[0]?.message ?? "is invalid"} (got "${seed}")` };
  return { ok: true, args: { scenario: values.scenario, side: values.side, target, trials, seed, json } };
}
