import { clipEchoes } from "@/lib/format/clip-echoes";
import { LinkError } from "@/lib/link/link-error";
import { forbiddenKeys, keepWhatYouCan } from "@/lib/link/keep-what-you-can";
import type { LinkParam } from "@/lib/link/link-param";
import { MAX_ATTACKERS, type Assault } from "./engine";
import { assaultCutShort, noun } from "./assault-cut-short";
import {
  ASSAULT_VERSIONS_READ,
  knownAssaultVersion,
  LATEST_ASSAULT_DEFAULTS,
  migrateAssaultLink,
} from "./assault-link-defaults";
import { FieldTextError, type AssaultField } from "./field-kinds";
import { valueOf } from "./field-value";
import { FIELDS } from "./fields";
import { parseAssault, type AssaultInput } from "./scenario";

/**
 * The /assault share link (docs/assault.md#share-link): `?v=1&atk=blue.green&def=white&sg=d1.p1.a2&r=5&hp=5…`,
 * one LinkParam per declared field (lib/assault/fields.ts), read by the links' keep-what-you-can reader
 * (lib/link/keep-what-you-can.ts). What a key left out means is its version's frozen default
 * (lib/assault/assault-link-defaults.ts; an older version's link is read through the chain of migrations), and
 * defaults are not written, so that attack is plain `/assault`. Decoding builds the JSON and runs it through
 * parseAssault, so a link obeys the same rules and messages as a file; a part that cannot be read is left out
 * with one line naming it.
 */
export const ASSAULT_LINK_VERSION = LATEST_ASSAULT_DEFAULTS.version;

/**
 * The page's opening attack, as a player would type it; the latest link version's frozen defaults say the same
 * attack with every field written (tests/assault/link-versions.test.ts holds the two together).
 */
export const DEFAULT_ASSAULT_INPUT: AssaultInput = {
  attack: { dice: ["blue", "green"], surges: [{ damage: 1 }, { pierce: 1 }] },
  defense: { dice: ["white"] },
  range: 4,
  health: 5,
};

type Line = { attack: Record<string, unknown>; range?: number | null; attacks?: number };
type Draft = Record<string, unknown> & {
  attack: Record<string, unknown>;
  defense: Record<string, unknown>;
  more?: (Line | null)[];
};

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
/** The draft a link's values are written into: the latest defaults, a field that is none (null) left out. */
const OPENING = JSON.parse(
  JSON.stringify(LATEST_ASSAULT_DEFAULTS.input, (_, v: unknown) => (v === null ? undefined : v)),
) as Draft;

function linkParam(f: AssaultField): LinkParam<unknown, unknown, Assault, Draft> {
  const [first, second] = f.path.split(".") as [string, string | undefined];
  const at = (draft: Draft) => (second === undefined ? draft : (draft[first] as Record<string, unknown>));
  const name = second ?? first;
  return {
    key: f.link.key,
    noun: noun(f.label),
    read: (a) => valueOf(a, f.path),
    serialize: f.link.write,
    default: valueOf(LATEST_ASSAULT_DEFAULTS.input, f.path),
    parse: (text) => {
      try {
        return f.link.read(text);
      } catch (e) {
        if (e instanceof FieldTextError) throw new LinkError(`${noun(f.label)}: ${e.message}`);
        throw e;
      }
    },
    write: (draft, value) => {
      if (value === undefined) return; // "none" of a count: the default stays
      if (value === null) delete at(draft)[name];
      else at(draft)[name] = value;
    },
  };
}

/**
 * A further attacking figure's line (docs/assault.md#share-link): its place `j` (2 to 4) after each attack field's
 * key, `atk2=red&sg2=d2`, its range `r2` (left out: the first attacker's) and its attacks `n2`, always written (it
 * says the figure is there). A field left out is the field's frozen default, as at the top.
 */
const PLACES = Array.from({ length: MAX_ATTACKERS - 1 }, (_, i) => i + 2);
/** (what a line's `r<j>` and `n<j>` read when it says nothing: the first attacker's range; no such line) */
const SAME = "same";

function lineOf(draft: Draft, j: number): Line {
  const more = (draft.more ??= []);
  while (more.length < j - 1) more.push(null);
  return (more[j - 2] ??= { attack: clone(OPENING.attack) });
}

function lineParam(f: AssaultField, j: number): LinkParam<unknown, unknown, Assault, Draft> {
  const top = linkParam(f);
  const name = f.path.split(".")[1]!;
  const line = (a: Assault) => a.more[j - 2];
  return {
    ...top,
    key: `${f.link.key}${j}`,
    noun: `attacker ${j}'s ${top.noun}`,
    read: (a) => {
      const l = line(a);
      return l ? valueOf({ attack: l.attack }, f.path) : top.default;
    },
    parse: (text) => {
      try {
        return top.parse(text);
      } catch (e) {
        if (e instanceof LinkError) throw new LinkError(`attacker ${j}'s ${e.message}`);
        throw e;
      }
    },
    write: (draft, value) => {
      if (value === undefined) return;
      const at = lineOf(draft, j).attack;
      if (value === null) delete at[name];
      else at[name] = value;
    },
  };
}

function lineRange(j: number): LinkParam<unknown, unknown, Assault, Draft> {
  const top = linkParam(FIELDS.find((f) => f.path === "range")!);
  return {
    ...top,
    key: `r${j}`,
    noun: `attacker ${j}'s range`,
    read: (a) => {
      const l = a.more[j - 2];
      return l === undefined || l.range === a.range ? SAME : l.range;
    },
    serialize: (v) => (v === SAME ? SAME : top.serialize(v)),
    default: SAME,
    write: (draft, value) => {
      lineOf(draft, j).range = value as number | null;
    },
  };
}

function lineAttacks(j: number): LinkParam<unknown, unknown, Assault, Draft> {
  const top = linkParam(FIELDS.find((f) => f.path === "attacks")!);
  return {
    ...top,
    key: `n${j}`,
    noun: `attacker ${j}'s attacks`,
    read: (a) => a.more[j - 2]?.attacks ?? 0,
    default: 0,
    write: (draft, value) => {
      if (typeof value === "number") lineOf(draft, j).attacks = value;
    },
  };
}

export const ASSAULT_LINK_PARAMS: readonly LinkParam<unknown, unknown, Assault, Draft>[] = [
  ...FIELDS.map(linkParam),
  ...PLACES.flatMap((j) => [
    lineAttacks(j),
    lineRange(j),
    ...FIELDS.filter((f) => f.path.startsWith("attack.")).map((f) => lineParam(f, j)),
  ]),
];

/** The link's own keys; `pin` rides beside them (assault-page-link.ts). */
export const ASSAULT_LINK_KEYS: ReadonlySet<string> = new Set([
  "v",
  ...ASSAULT_LINK_PARAMS.map((p) => p.key),
]);

/** The query string of an attack, without `?`; empty for the page's opening attack. */
export function encodeAssault(a: Assault): string {
  const pairs: string[] = [];
  for (const p of ASSAULT_LINK_PARAMS) {
    const text = p.serialize(p.read(a));
    if (text !== p.serialize(p.default)) pairs.push(`${p.key}=${encodeURIComponent(text)}`);
  }
  return pairs.length === 0 ? "" : [`v=${ASSAULT_LINK_VERSION}`, ...pairs].join("&");
}

export type AssaultLinkResult =
  { ok: true; assault: Assault; notices: readonly string[] } | { ok: false; error: string };

/** The items of a list parameter that may be left out one by one: dice and surge abilities. */
function items(key: string, text: string) {
  if (!/^(atk|def|sg)[2-4]?$/.test(key) || text === "none") return null;
  return { items: text.split("."), join: (rest: string[]) => rest.join(".") || "none" };
}

/**
 * Reads an attack from a link's parameters, keeping what it can: one line per part left out (`notices`). Only a
 * missing or unknown version, or a whole that no leaving out mends, refuses the link: `Invalid attack link: …`.
 */
export function decodeAssault(params: URLSearchParams): AssaultLinkResult {
  const fail = (why: string): AssaultLinkResult => ({
    ok: false,
    error: clipEchoes(`Invalid attack link: ${why}`),
  });
  if (![...params.keys()].some((k) => ASSAULT_LINK_KEYS.has(k)))
    return { ok: true, assault: opening(), notices: forbiddenKeys(params) };
  const versions = params.getAll("v");
  if (versions.length === 0) return fail('the version "v" is missing');
  const version = knownAssaultVersion(versions[0]);
  if (version === null)
    return fail(`version "${versions[0]}" is not known (this page reads ${ASSAULT_VERSIONS_READ})`);
  // (a link cut short loses its half word with one line, rather than a line calling it no die)
  const cut = assaultCutShort(params);
  try {
    const { value, notices } = keepWhatYouCan(migrateAssaultLink(cut.params, version), {
      params: ASSAULT_LINK_PARAMS,
      draft: () => clone(OPENING),
      build: (draft) => {
        // (a line whose place was skipped, `atk3` without any line 2, moves up)
        if (draft.more) draft.more = draft.more.filter((l) => l !== null);
        const r = parseAssault(draft);
        return r.ok ? { ok: true, value: r.assault } : r;
      },
      items,
    });
    const repeated = versions.length > 1 ? [`"v" is given ${versions.length} times; the first is read`] : [];
    const cutLine = cut.line ? [cut.line] : [];
    // (a rule the attack breaks is said by its field's path, as a file's is: the link says the field's name)
    const inWords = (n: string) =>
      n
        .replace(/^more\[(\d+)\]\.attack\.([A-Za-z]+)(?:\[\d+\])?: /, (whole, i: string, name: string) => {
          const f = FIELDS.find((x) => x.path === `attack.${name}`);
          return f ? `attacker ${Number(i) + 2}'s ${noun(f.label)}: ` : whole;
        })
        .replace(/^([A-Za-z]+(?:\.[A-Za-z]+)?)(?:\[\d+\])?: /, (whole, path: string) => {
          const f = FIELDS.find((x) => x.path === path);
          return f ? `${noun(f.label)}: ` : whole;
        });
    return {
      ok: true,
      assault: value,
      notices: [...repeated, ...cutLine, ...notices].map((n) => clipEchoes(inWords(n))),
    };
  } catch (e) {
    if (e instanceof LinkError) return fail(e.message);
    throw e;
  }
}

/** The page's opening attack (the latest version's defaults). */
export function opening(): Assault {
  const r = parseAssault(OPENING);
  if (!r.ok) throw new Error(`the opening attack is invalid: ${r.error}`);
  return r.assault;
}
