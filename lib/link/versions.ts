/**
 * A link's versions over frozen defaults (docs/links-and-history.md#link-versions), for any link: each version's
 * defaults are a literal saying what a link of that version means wherever it writes nothing, numbered 1, 2, … in
 * order; a link of an older version is read through a chain of steps, one between each two versions, into a link of
 * the latest with the same meaning. The battle (lib/scenario/link-defaults.ts) and Imperial Assault
 * (lib/assault/assault-link-defaults.ts) each give their literals and the step that writes out an old default.
 *
 * One rule for a field added without a new version (docs/links-and-history.md#fields-that-keep-old-meaning): a
 * field whose value, when a link leaves it out, is what every older link meant is written into every version's
 * frozen literal with that value (the literals are typed, so the compiler asks for it), and `withAddedFields`
 * fills it into a value read by an older code from that version's literal.
 */
export interface Versioned {
  readonly version: number;
}

/** The step from a link of version `from` to one of `from + 1`. */
export interface Migration<V> {
  readonly from: number;
  readonly migrate: (values: V) => V;
}

/** The versions, checked to be 1, 2, … in order (a literal out of place is a bug, found at load). */
export function versionsOf<D extends Versioned>(all: readonly D[]): readonly D[] {
  all.forEach((d, i) => {
    if (d.version !== i + 1) throw new Error(`link version ${d.version} is listed as version ${i + 1}`);
  });
  return all;
}

/** The versions read, as a message says it: "version 1", "versions 1 to 3". */
export function versionsRead(all: readonly Versioned[]): string {
  const latest = all.at(-1)!.version;
  return latest === 1 ? "version 1" : `versions 1 to ${latest}`;
}

/** The version a link's `v` names, if it is one of `all` written as a plain number, else null. */
export function knownVersion(all: readonly Versioned[], text: string | undefined): number | null {
  return all.find((d) => String(d.version) === text)?.version ?? null;
}

/** The chain: one step between each two versions, `step(older, newer)`. */
export function migrations<D extends Versioned, V>(
  all: readonly D[],
  step: (older: D, newer: D) => (values: V) => V,
): readonly Migration<V>[] {
  return all.slice(1).map((newer, i) => ({ from: all[i]!.version, migrate: step(all[i]!, newer) }));
}

/** A link of `version`'s values as values of the latest version, with the same meaning. */
export function migrate<V>(chain: readonly Migration<V>[], values: V, version: number): V {
  let out = values;
  for (const m of chain) if (m.from >= version) out = m.migrate(out);
  return out;
}

type Fields = Record<string, unknown>;

/**
 * A value read from a link of some version (a golden corpus entry, written by the code of that version) with every
 * field added since filled in from that version's frozen literal: the value's own fields, and those of each object
 * at `within` (a path of keys: `["scenario", "attacker"]`), are kept; only absent ones are filled.
 */
export function withAddedFields<T>(
  value: T,
  frozen: unknown,
  within: readonly (readonly string[])[] = [],
): T {
  const out = structuredClone(value) as Fields;
  for (const path of [[], ...within]) {
    const at = path.reduce<Fields | undefined>((o, k) => o?.[k] as Fields | undefined, out);
    const from = path.reduce<Fields | undefined>((o, k) => o?.[k] as Fields | undefined, frozen as Fields);
    if (!at || !from) continue;
    for (const [key, v] of Object.entries(from)) if (!(key in at)) at[key] = structuredClone(v);
  }
  return out as T;
}
