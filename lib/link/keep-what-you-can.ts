import { clipQuoted, LinkError } from "./link-error";
import type { LinkParam } from "./link-param";

/**
 * The keep-what-you-can reading of a link's own parameters (docs/links-and-history.md#links-keep-what-they-can),
 * for any LinkParam table, the battle's and Imperial Assault's: each part that cannot be read is left out with one
 * line naming it, and the rest loads. Keys that are not the table's (tracking tags, riders) are read past; keys no
 * link ever holds (`__proto__`) and keys given twice are named, never dropped silently. When the whole breaks a
 * rule (`build` refuses it), the part whose leaving out mends it is left out, in the rule's words.
 */
export interface KeepOptions<S, D> {
  readonly params: readonly LinkParam<unknown, unknown, S, D>[];
  /** A fresh draft holding the defaults. */
  readonly draft: () => D;
  /** The whole, or the rule it breaks (one line). */
  readonly build: (draft: D) => { ok: true; value: S } | { ok: false; error: string };
  /** A list parameter's items, each of which may be left out alone (dice, surge abilities). */
  readonly items?: (
    key: string,
    text: string,
  ) => { items: string[]; join: (items: string[]) => string } | null;
  /** The parts a whole that breaks a rule can do without, in the order tried (else: `items`, then each key). */
  readonly parts?: (values: Values) => Part[];
  /** Whether keys no link holds are named (true unless said). */
  readonly namesForbiddenKeys?: boolean;
  /** A link cut short: the last value made readable in `values`, and its line added to `notices`. */
  readonly cut?: (q: URLSearchParams, values: Values, notices: string[]) => void;
  /** A value's readable part before it is parsed (null: none), each part left out named in `notices`. */
  readonly readable?: (key: string, text: string, notices: string[]) => string | null;
  /** What a value that cannot be parsed is said to be: "left out" unless said. */
  readonly dropped?: string;
  /** The values read, as values of the version the code reads (lib/link/versions.ts). */
  readonly migrate?: (values: Values) => Values;
}

/** Keys no link holds: named when met (a crafted link), never written into a draft. */
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

/** Parts dropped to mend a whole that breaks a rule, at most this many (else the link is refused). */
const MAX_MENDS = 3;

/** A link's own keys, each with the text read for it. */
export type Values = Map<string, string>;

/** One part the values can do without: a whole parameter (its default is used), or one item of it. */
export interface Part {
  readonly name: string;
  readonly whole: boolean;
  readonly without: Values;
}

/** One line per key no link holds (`__proto__`, `constructor`, `prototype`): read past, but said. */
export function forbiddenKeys(q: URLSearchParams): string[] {
  const found = new Set([...q.keys()].filter((k) => FORBIDDEN.has(k)));
  return [...found].map((key) => `"${key}" is not a link key; read past`);
}

export function keepWhatYouCan<S, D>(
  q: URLSearchParams,
  options: KeepOptions<S, D>,
): { value: S; notices: string[] } {
  const { params } = options;
  const notices = options.namesForbiddenKeys === false ? [] : forbiddenKeys(q);
  let values: Values = new Map();
  for (const p of params) {
    const all = q.getAll(p.key);
    if (all.length > 1) notices.push(`"${p.key}" is given ${all.length} times; the first is read`);
    if (all.length > 0) values.set(p.key, all[0]!);
  }
  options.cut?.(q, values, notices);
  for (const p of params) {
    let text = values.get(p.key);
    if (text === undefined) continue;
    if (options.readable) {
      const kept = options.readable(p.key, text, notices);
      if (kept === null) {
        values.delete(p.key);
        continue;
      }
      values.set(p.key, (text = kept));
    }
    try {
      p.parse(text);
    } catch (e) {
      if (!(e instanceof LinkError)) throw e;
      notices.push(clipQuoted(`${e.message}; ${options.dropped ?? "left out"}`));
      values.delete(p.key);
    }
  }
  if (options.migrate) values = options.migrate(values);
  const build = (v: Values) => {
    const draft = options.draft();
    try {
      for (const p of params) {
        const text = v.get(p.key);
        if (text !== undefined) p.write(draft, p.parse(text));
      }
    } catch (e) {
      if (!(e instanceof LinkError)) throw e;
      return { ok: false as const, error: e.message };
    }
    return options.build(draft);
  };
  for (let round = 0; ; round++) {
    const built = build(values);
    if (built.ok) return { value: built.value, notices };
    if (round === MAX_MENDS) throw new LinkError(built.error);
    const mend = (options.parts?.(values) ?? parts(values, options)).find((part) => build(part.without).ok);
    if (!mend) throw new LinkError(built.error);
    notices.push(
      clipQuoted(`${built.error}; ${mend.name} ${mend.whole ? "left at the default" : "left out"}`),
    );
    values = new Map(mend.without);
  }
}

/** The parts the values can do without: each item of a list parameter alone, then each whole parameter. */
function parts<S, D>(values: Values, options: KeepOptions<S, D>): Part[] {
  const out: Part[] = [];
  for (const [key, text] of values) {
    const p = options.params.find((x) => x.key === key)!;
    const list = options.items?.(key, text);
    list?.items.forEach((item, i) =>
      out.push({
        name: `${p.noun} "${item}"`,
        whole: false,
        without: new Map(values).set(key, list.join(list.items.filter((_, j) => j !== i))),
      }),
    );
  }
  for (const key of values.keys()) {
    const without = new Map(values);
    without.delete(key);
    out.push({ name: options.params.find((x) => x.key === key)!.noun, whole: true, without });
  }
  return out;
}
