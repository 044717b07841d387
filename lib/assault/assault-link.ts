import { clipEchoes } from "@/lib/format/clip-echoes";
import { parseAssault, toAssaultInput, type Assault, type AssaultInput, type SurgeAbility } from "./scenario";

/**
 * The /assault share link (docs/assault.md#share-link): `?v=1&atk=blue.green&def=white&sg=d1.p1.a2&r=5&hp=5…`.
 * One table of parameters, each read from / written into the attack's plain JSON; defaults (the page's
 * opening attack) are not written, so that attack is plain `/assault`. Decoding builds the JSON and runs it
 * through parseAssault, so a link obeys the same rules and messages as a file. A bad link is named, never
 * silently changed.
 */
export const ASSAULT_LINK_VERSION = 1;

export const DEFAULT_ASSAULT_INPUT: AssaultInput = {
  attack: { dice: ["blue", "green"], surges: [{ damage: 1 }, { pierce: 1 }] },
  defense: { dice: ["white"] },
  range: 4,
  health: 5,
};

type Input = AssaultInput;
interface Param {
  readonly key: string;
  /** The parameter's text for an input, or null when it is the default (not written). */
  write(input: Input): string | null;
  /** Sets the parameter's value on a draft, or returns why it cannot. */
  read(text: string, draft: Draft): string | null;
}
interface Draft {
  attack: Record<string, unknown>;
  defense: Record<string, unknown>;
  rest: Record<string, unknown>;
}

const NUMBER = /^\d{1,3}$/;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function writeSurge(s: SurgeAbility): string {
  const parts: string[] = [];
  if (s.damage !== undefined) parts.push(`d${s.damage}`);
  if (s.pierce !== undefined) parts.push(`p${s.pierce}`);
  if (s.accuracy !== undefined) parts.push(`a${s.accuracy}`);
  if (s.condition !== undefined) parts.push(`c${s.condition}`);
  if (s.cost !== undefined) parts.push(`k${s.cost}`);
  // An ability with no effect is still an entry (it can be listed): "-".
  return parts.length > 0 ? parts.join("_") : "-";
}

function readSurge(text: string): Record<string, unknown> | string {
  const s: Record<string, unknown> = {};
  if (text === "-") return s;
  const names = { d: "damage", p: "pierce", a: "accuracy", k: "cost" } as const;
  for (const part of text.split("_")) {
    const tag = part[0] as keyof typeof names | "c" | undefined;
    const value = part.slice(1);
    if (tag === "c") s.condition = value;
    else if (tag && tag in names && NUMBER.test(value)) s[names[tag]] = Number(value);
    else
      return `"${part}" is not a surge ability part (d1 damage, p1 pierce, a1 accuracy, cStun condition, k2 cost)`;
  }
  return s;
}

const list = (key: string, side: "attack" | "defense"): Param => ({
  key,
  write: (i) =>
    same(i[side].dice, DEFAULT_ASSAULT_INPUT[side].dice) ? null : i[side].dice.join(".") || "none",
  read: (text, d) => {
    d[side].dice = text === "none" ? [] : text.split(".");
    return null;
  },
});

const count = (key: string, side: "attack" | "defense" | "rest", field: string): Param => ({
  key,
  write: (i) => {
    const value = (side === "rest" ? i : i[side]) as Record<string, unknown>;
    const def = (side === "rest" ? DEFAULT_ASSAULT_INPUT : DEFAULT_ASSAULT_INPUT[side]) as Record<
      string,
      unknown
    >;
    if (value[field] === def[field]) return null;
    return value[field] === undefined ? "none" : String(value[field]);
  },
  read: (text, d) => {
    if (text === "none") return null;
    if (!NUMBER.test(text)) return `is not a whole number (got "${text}")`;
    d[side][field] = Number(text);
    return null;
  },
});

export const ASSAULT_LINK_PARAMS: readonly Param[] = [
  list("atk", "attack"),
  list("def", "defense"),
  {
    key: "sg",
    write: (i) =>
      same(i.attack.surges ?? [], DEFAULT_ASSAULT_INPUT.attack.surges)
        ? null
        : (i.attack.surges ?? []).map(writeSurge).join(".") || "none",
    read: (text, d) => {
      const out: unknown[] = [];
      for (const part of text === "none" ? [] : text.split(".")) {
        const s = readSurge(part);
        if (typeof s === "string") return s;
        out.push(s);
      }
      d.attack.surges = out;
      return null;
    },
  },
  count("dmg", "attack", "damage"),
  count("acc", "attack", "accuracy"),
  count("sur", "attack", "surge"),
  count("prc", "attack", "pierce"),
  count("arr", "attack", "rerolls"),
  count("blk", "defense", "block"),
  count("eva", "defense", "evade"),
  count("drr", "defense", "rerolls"),
  {
    key: "nod",
    write: (i) => (i.defense.noDodge ? "1" : null),
    read: (text, d) => {
      if (text !== "1") return `must be 1 (got "${text}")`;
      d.defense.noDodge = true;
      return null;
    },
  },
  count("r", "rest", "range"),
  count("n", "rest", "attacks"),
  count("hp", "rest", "health"),
];

const KEYS = new Set(["v", ...ASSAULT_LINK_PARAMS.map((p) => p.key)]);

/** The query string of an attack, without `?`; empty for the page's opening attack. */
export function encodeAssault(a: Assault): string {
  const input = toAssaultInput(a);
  const pairs: string[] = [];
  for (const p of ASSAULT_LINK_PARAMS) {
    const text = p.write(input);
    if (text !== null) pairs.push(`${p.key}=${encodeURIComponent(text)}`);
  }
  return pairs.length === 0 ? "" : [`v=${ASSAULT_LINK_VERSION}`, ...pairs].join("&");
}

export type AssaultLinkResult = { ok: true; assault: Assault } | { ok: false; error: string };

/** Reads an attack from a link's parameters; every problem is one line: `Invalid attack link: …`. */
export function decodeAssault(params: URLSearchParams): AssaultLinkResult {
  const fail = (why: string): AssaultLinkResult => ({
    ok: false,
    error: clipEchoes(`Invalid attack link: ${why}`),
  });
  const input: AssaultInput = structuredClone(DEFAULT_ASSAULT_INPUT);
  const draft: Draft = {
    attack: input.attack as unknown as Record<string, unknown>,
    defense: input.defense as unknown as Record<string, unknown>,
    rest: input as unknown as Record<string, unknown>,
  };
  // (a chat app's or a newsletter's tracking keys are not part of the attack: read past them)
  const keys = [...params.keys()].filter((k) => !TRACKING.test(k));
  const unknown = keys.find((k) => !KEYS.has(k) && k !== "pin");
  if (unknown !== undefined) return fail(`unknown field "${unknown}"`);
  if (!keys.some((k) => KEYS.has(k))) return parsed(input, fail);
  const v = params.get("v");
  if (v === null) return fail('the version "v" is missing');
  if (v !== String(ASSAULT_LINK_VERSION))
    return fail(`version ${v} is not known (this page reads version ${ASSAULT_LINK_VERSION})`);
  for (const p of ASSAULT_LINK_PARAMS) {
    const values = params.getAll(p.key);
    if (values.length > 1) return fail(`"${p.key}" is given twice`);
    if (values.length === 0) continue;
    // "none" clears an optional field that the default sets (range: melee; health: none).
    if (values[0] === "none" && p.key in NONE) delete draft[NONE[p.key]!][p.key === "r" ? "range" : "health"];
    const why = p.read(values[0]!, draft);
    if (why) return fail(`${p.key}: ${why}`);
  }
  return parsed(input, fail);
}

/** Keys that links pick up on the way (utm_source, fbclid…), read past as the battle link does. */
const TRACKING = /^(utm_\w+|fbclid|gclid|msclkid|mc_cid|mc_eid)$/;

const NONE: Record<string, "rest"> = { r: "rest", hp: "rest" };

function parsed(input: AssaultInput, fail: (why: string) => AssaultLinkResult): AssaultLinkResult {
  const r = parseAssault(input);
  return r.ok ? r : fail(r.error);
}
