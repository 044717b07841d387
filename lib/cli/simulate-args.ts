import { z } from "zod";
import { MAX_TRIALS } from "@/lib/engine";
import { DEFAULT_SEED, DEFAULT_TRIALS, seedSchema } from "@/lib/scenario/run-settings";

export interface SimulateArgs {
  readonly scenario: string;
  readonly trials: number;
  readonly seed: string;
  readonly json: boolean;
}

export const trialsSchema = z
  .string()
  .regex(/^\d+$/, "must be a whole number")
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_TRIALS, {
    message: `must be from 1 to ${MAX_TRIALS.toLocaleString("en-US")}`,
  });

export const USAGE = "usage: npm run simulate -- --scenario FILE [--trials N] [--seed S] [--json]";

/** Parses the `simulate` command line; every problem is one line naming the flag. */
export function parseSimulateArgs(
  argv: readonly string[],
): { ok: true; args: SimulateArgs } | { ok: false; error: string } {
  const values: Record<string, string> = {};
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--json") {
      json = true;
      continue;
    }
    if (arg === "--help" || arg === "-h") return { ok: false, error: USAGE };
    const match = /^--(scenario|trials|seed)(?:=(.*))?$/.exec(arg);
    if (!match) return { ok: false, error: `unknown argument "${arg}" (${USAGE})` };
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
  if (!values.scenario) return { ok: false, error: `--scenario FILE is required (${USAGE})` };
  let trials = DEFAULT_TRIALS;
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
  return { ok: true, args: { scenario: values.scenario, trials, seed, json } };
}
