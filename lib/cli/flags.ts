import { DEFAULT_SEED, seedSchema } from "@/lib/scenario/run-settings";

/**
 * The command lines' shared grammar: `--name value` or `--name=value` for the given names, `--json` as a switch,
 * `--help`. Every problem is one line naming the flag (`usage` is appended where it helps).
 */
export function readFlags(
  argv: readonly string[],
  names: readonly string[],
  usage: string,
): { ok: true; values: Record<string, string>; json: boolean } | { ok: false; error: string } {
  const values: Record<string, string> = {};
  let json = false;
  const pattern = new RegExp(`^--(${names.join("|")})(?:=(.*))?$`);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--json") {
      json = true;
      continue;
    }
    if (arg === "--help" || arg === "-h") return { ok: false, error: usage };
    const match = pattern.exec(arg);
    if (!match) return { ok: false, error: `unknown argument "${arg}" (${usage})` };
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
  return { ok: true, values, json };
}

/** A flag's value checked by a zod-like schema, or the one line that says why not. */
export function checkFlag<T>(
  name: string,
  text: string,
  schema: {
    safeParse(
      v: string,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
): { ok: true; value: T } | { ok: false; error: string } {
  const r = schema.safeParse(text);
  return r.success
    ? { ok: true, value: r.data }
    : { ok: false, error: `--${name} ${r.error.issues[0]?.message ?? "is invalid"} (got "${text}")` };
}

/** `--trials` (checked by `trialsSchema`; `defaultTrials` when not given) and `--seed`, or the first problem's line. */
export function trialsAndSeed(
  values: Record<string, string>,
  trialsSchema: Parameters<typeof checkFlag<number>>[2],
  defaultTrials: number,
): { ok: true; trials: number; seed: string } | { ok: false; error: string } {
  const trials = values.trials === undefined ? null : checkFlag("trials", values.trials, trialsSchema);
  if (trials && !trials.ok) return trials;
  const seed = checkFlag("seed", values.seed ?? DEFAULT_SEED, seedSchema);
  if (!seed.ok) return seed;
  return { ok: true, trials: trials?.value ?? defaultTrials, seed: seed.value };
}

/**
 * Takes one command's own flag out of `argv` (`--name value` or `--name=value`) before the shared grammar reads the
 * rest: `simulate`'s `--luck`, which the commands sharing its flags (`advise`) do not take.
 */
export function takeFlag(
  argv: readonly string[],
  name: string,
): { ok: true; value: string | null; rest: string[] } | { ok: false; error: string } {
  const rest: string[] = [];
  let value: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const inline = arg.startsWith(`--${name}=`) ? arg.slice(name.length + 3) : null;
    if (arg !== `--${name}` && inline === null) {
      rest.push(arg);
      continue;
    }
    if (value !== null) return { ok: false, error: `--${name} is given twice` };
    const next = inline ?? argv[++i];
    if (next === undefined || (inline === null && next.startsWith("--")))
      return { ok: false, error: `--${name} needs a value` };
    value = next;
  }
  return { ok: true, value, rest };
}
