import { LOST_AFTER } from "@/lib/link/cut-short";
import { clipQuoted, LinkError } from "@/lib/link/link-error";
import { knownVersion, LINK_VERSION, VERSIONS_READ } from "./link-defaults";
import { migrateLink } from "./link-migrations";
import { cutShort, readablePart } from "./cut-short";
import { SETUP_KEYS, SETUP_PARAMS, type LinkDraft } from "./link-params";
import { keepWhatYouCan, type Part, type Values } from "@/lib/link/keep-what-you-can";
import { repairQuery, type QueryParams } from "@/lib/link/repair-query";
import { DEFAULT_SETUP, type Setup } from "./setup";
import { keepReadableSide, SIDE_LIST_FIELDS } from "./link-reader";
import { GOAL_FIELD } from "./side-link";
import { parseScenario } from "./validate-scenario";
import { NAME_WORDS } from "./words";

export { DEFAULT_SETUP, type Setup } from "./setup";
export { MAX_LINK_TRIALS, MIN_LINK_TRIALS } from "./run-settings";
export { decodeSide, encodeSide } from "./side-link";

/**
 * The share link: a typed, lossless, versioned contract (`?v=1&a=…&d=…&t=…&seed=…`), one table of
 * parameters (`link-params.ts` SETUP_PARAMS; `vs`, `plan` and the other riders ride beside it: lib/share/link-keys.ts)
 * each with its parser, serializer and default, over the link framework of lib/link/. Defaults are not written, so
 * the default battle is plain `/`. Decoding builds a scenario input and runs it through the zod schema, so links
 * obey the same rules as files. Links mangled on the way are repaired (`&amp;` for `&`: lib/link/repair-query.ts)
 * or named as such (cut short: cut-short.ts).
 */
export { LINK_VERSION };
/** Longer than the longest valid setup's link (every unit type at 99, each damaged; a test checks it). */
export const MAX_LINK_LENGTH = 8000;

export type DecodeResult =
  | {
      readonly ok: true;
      readonly setup: Setup;
      /** One line per part of the link that could not be read and was left out; empty when all was read. */
      readonly notices: readonly string[];
    }
  | { readonly ok: false; readonly error: string };

/** The query string of a setup, without the leading `?`; empty for the default setup. */
export function encodeSetup(setup: Setup): string {
  const pairs: string[] = [];
  for (const p of SETUP_PARAMS) {
    const text = p.serialize(p.read(setup));
    if (text !== p.serialize(p.default)) pairs.push(`${p.key}=${text}`);
  }
  // Every value is made of [A-Za-z0-9.,_-]: safe in a query, no escaping needed.
  return pairs.length === 0 ? "" : [`v=${LINK_VERSION}`, ...pairs].join("&");
}

/**
 * The setup's link with its version always written (`v=1` for the default battle): what is copied, stored in
 * Recent battles and pinned, so it keeps its meaning when a later version changes the default battle. The bare
 * `/` is the front page, today's default battle.
 */
export function versionedLink(setup: Setup): string {
  return encodeSetup(setup) || `v=${LINK_VERSION}`;
}

/** A fresh draft: the default setup, to be written over by a link's values. */
function draft(): LinkDraft {
  const def = DEFAULT_SETUP;
  return {
    scenario: { ...def.scenario, variants: { ...def.scenario.variants } },
    trials: def.trials,
    seed: def.seed,
    precision: null,
  };
}

/** The setup a draft makes, or the rule it breaks in the schema's words. */
function finish(d: LinkDraft): { ok: true; value: Setup } | { ok: false; error: string } {
  const parsed = parseScenario(d.scenario, NAME_WORDS);
  if (!parsed.ok) return parsed;
  const { trials, seed, precision } = d;
  return {
    ok: true,
    value:
      precision === null
        ? { scenario: parsed.scenario, trials, seed }
        : { scenario: parsed.scenario, trials, seed, precision },
  };
}

/** The setup `values` (key to text, each parsed) make; a LinkError (the schema's words) if they make none. */
function build(values: Values): Setup {
  const d = draft();
  for (const p of SETUP_PARAMS) {
    const text = values.get(p.key);
    if (text !== undefined) p.write(d, p.parse(text));
  }
  const built = finish(d);
  if (!built.ok) throw new LinkError(built.error);
  return built.value;
}

/**
 * The parts a battle can do without, per key in order: a side's goal (a goal that cannot apply to the battle is
 * left at the default, the win, before any unit is), each item of its units, leaders, damage and card lists, then
 * the whole parameter.
 */
function parts(values: Values): Part[] {
  const out: Part[] = [];
  for (const [key, text] of values) {
    const param = SETUP_PARAMS.find((p) => p.key === key)!;
    if (key === "a" || key === "d") {
      const fields = text.split("_");
      if ((fields[GOAL_FIELD] ?? "") !== "")
        out.push({
          name: `${param.noun}'s goal`,
          whole: true,
          without: new Map(values).set(key, fields.slice(0, GOAL_FIELD).join("_").replace(/_+$/, "")),
        });
      for (const f of SIDE_LIST_FIELDS) {
        const items = (fields[f] ?? "").split(",").filter((x) => x !== "");
        items.forEach((item, i) => {
          const next = [...fields];
          next[f] = items.filter((_, j) => j !== i).join(",");
          while (next.length > 1 && next.at(-1) === "") next.pop();
          out.push({
            name: `${param.noun}'s "${item}"`,
            whole: false,
            without: new Map(values).set(key, next.join("_")),
          });
        });
      }
    }
    const without = new Map(values);
    without.delete(key);
    out.push({ name: `${param.noun}`, whole: true, without });
  }
  return out;
}

/** The link's version, which says what every value it leaves out means (link-defaults.ts). */
function checkVersion(q: URLSearchParams): number {
  const versions = q.getAll("v");
  if (versions.length === 0) throw new LinkError(`the link has no format version (v=${LINK_VERSION})`);
  if (versions.length > 1) throw new LinkError(`"v" is given ${versions.length} times`);
  const version = knownVersion(versions[0]);
  if (version === null)
    throw new LinkError(
      `link format version "${versions[0]}" is not supported (this app reads ${VERSIONS_READ})`,
    );
  return version;
}

/** All or nothing (a pinned setup A): the first problem is the answer. */
function readStrictly(q: URLSearchParams): Setup {
  const version = checkVersion(q);
  const cut = cutShort(q);
  if (cut) throw new LinkError(cut);
  const values: Values = new Map();
  for (const p of SETUP_PARAMS) {
    const all = q.getAll(p.key);
    if (all.length > 1) throw new LinkError(`"${p.key}" is given ${all.length} times`);
    if (all.length > 0) values.set(p.key, all[0]!);
  }
  return build(migrateLink(values, version));
}

/** A link cut short: its last value's readable part kept, and one line naming the half left out. */
function keepCutValue(q: URLSearchParams, values: Values, notices: string[]): void {
  const cut = cutShort(q);
  if (!cut) return;
  const [key, value] = [...q].at(-1)!;
  // Named: the half left out, and that whatever the link had after it never arrived.
  let lost = LOST_AFTER;
  if (values.get(key) === value) {
    const rest = readablePart(key, value);
    const noun = SETUP_PARAMS.find((p) => p.key === key)?.noun ?? `"${key}"`;
    if (rest === "") values.delete(key);
    else values.set(key, rest);
    if (rest === "") lost = `${noun} is left at the default, and ${LOST_AFTER}`;
    else if (rest !== value)
      lost = `its last part "${value.slice(rest.length).replace(/^[_,.-]+/, "")}" was left out, and ${LOST_AFTER}`;
  }
  notices.push(clipQuoted(`${cut}; ${lost}`));
}

/**
 * Reads what it can (lib/link/keep-what-you-can.ts): each part it cannot read is left out with a one-line notice
 * naming it (values echoed at most ECHO_MAX characters), and the rest of the battle loads. Only a missing or unknown
 * format version throws. When the battle breaks one of the game's rules (31 Stormtroopers), the part whose leaving
 * out mends it is left out, naming the rule.
 */
function readKeepingWhatItCan(q: URLSearchParams): { value: Setup; notices: string[] } {
  const version = checkVersion(q);
  return keepWhatYouCan(q, {
    params: SETUP_PARAMS,
    draft,
    build: finish,
    parts,
    namesForbiddenKeys: false,
    cut: keepCutValue,
    readable: (key, text, notices) =>
      key === "a" || key === "d"
        ? keepReadableSide(text, key === "a" ? "attacker" : "defender", notices)
        : text,
    dropped: "ignored",
    // What was read, in the words of the version the code reads: an old link's left-out values are its own defaults.
    migrate: (values) => migrateLink(values, version),
  });
}

/**
 * Reads a share link's query (a string, URLSearchParams or Next's searchParams object). No link parameters
 * means the default battle. Each part that cannot be read is left out with a one-line notice in the game's
 * names and the rest loads; with `strict`, the first problem refuses the whole link. Refused: one line, e.g.
 * `Invalid battle link: link format version "2" is not supported (this app reads version 1)`.
 */
export function decodeSetup(params: QueryParams | string, options: { strict?: boolean } = {}): DecodeResult {
  const q = repairQuery(params);
  // Only the link's own parameters count: a pinned comparison (`vs`) or tracking tags ride along freely.
  const own = new URLSearchParams([...q].filter(([k]) => SETUP_KEYS.has(k))).toString();
  if (own.length > MAX_LINK_LENGTH) {
    return {
      ok: false,
      error: `Invalid battle link: it is too long (${own.length} characters, at most ${MAX_LINK_LENGTH})`,
    };
  }
  if (![...q.keys()].some((k) => SETUP_KEYS.has(k))) return { ok: true, setup: DEFAULT_SETUP, notices: [] };
  try {
    if (options.strict) return { ok: true, setup: readStrictly(q), notices: [] };
    const { value: setup, notices } = readKeepingWhatItCan(q);
    return { ok: true, setup, notices: notices.map((n) => `Part of the battle link: ${n}`) };
  } catch (e) {
    const message = e instanceof LinkError ? e.message : `unexpected problem (${String(e)})`;
    return { ok: false, error: clipQuoted(`Invalid battle link: ${message}`) };
  }
}
