/** `npm run bench`'s flags: --json, --quick (3 runs each), --smoke (1 short run each, for tests). */
export interface BenchArgs {
  readonly json: boolean;
  readonly smoke: boolean;
  /** Runs of each case (medians are reported). */
  readonly reps: number;
}

const USAGE = "usage: npm run bench [-- --json] [--quick] [--smoke]";

/** Reads the bench's command line, or the one line it prints on a flag it does not know. */
export function readBenchArgs(
  argv: readonly string[],
): { ok: true; args: BenchArgs } | { ok: false; error: string } {
  const unknown = argv.find((a) => a !== "--json" && a !== "--quick" && a !== "--smoke");
  if (unknown !== undefined) return { ok: false, error: `bench: unknown argument "${unknown}" (${USAGE})` };
  const smoke = argv.includes("--smoke");
  return {
    ok: true,
    args: { json: argv.includes("--json"), smoke, reps: smoke ? 1 : argv.includes("--quick") ? 3 : 7 },
  };
}
