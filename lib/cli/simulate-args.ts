import { z } from "zod";
import { MAX_TRIALS } from "@/lib/engine";
import { DEFAULT_TRIALS } from "@/lib/scenario/run-settings";
import { forcesTooLong } from "@/lib/scenario/text-limits";
import { readFlags, trialsAndSeed } from "./flags";

export interface SimulateArgs {
  /** A scenario file; with `forces` too, its options with the text's forces. */
  readonly scenario: string | null;
  /** The forces in one line (lib/forces-line/read-forces.ts): `2 SD, 4 TIE, Vader vs MC, 3 X-wing`. */
  readonly forces: string | null;
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

export const USAGE =
  'usage: npm run simulate -- (--scenario FILE | --forces "2 SD, 4 TIE, Vader vs MC, 3 X-wing" | both) [--trials N] [--seed S] [--json]';

/** The same line for a command that takes the same flags (`advise`). */
export function usageOf(command: string): string {
  return USAGE.replace("simulate", command);
}

/** Parses the `simulate` (or `advise`) command line; every problem is one line naming the flag. */
export function parseSimulateArgs(
  argv: readonly string[],
  command = "simulate",
): { ok: true; args: SimulateArgs } | { ok: false; error: string } {
  const USAGE = usageOf(command);
  const flags = readFlags(argv, ["scenario", "forces", "trials", "seed"], USAGE);
  if (!flags.ok) return flags;
  const { values, json } = flags;
  if (!values.scenario && values.forces === undefined)
    return { ok: false, error: `--scenario FILE or --forces TEXT is required (${USAGE})` };
  const tooLong = values.forces === undefined ? null : forcesTooLong(values.forces);
  if (tooLong) return { ok: false, error: `--forces: ${tooLong}` };
  const run = trialsAndSeed(values, trialsSchema, DEFAULT_TRIALS);
  if (!run.ok) return run;
  return {
    ok: true,
    args: {
      scenario: values.scenario ?? null,
      forces: values.forces ?? null,
      trials: run.trials,
      seed: run.seed,
      json,
    },
  };
}
