import { z } from "zod";
import { UNIT_IDS, type UnitId } from "@/lib/data";
import { DEFAULT_SEED, DEFAULT_TRIALS, SEED_PATTERN } from "@/lib/cli/simulate-args";
import { RULEBOOK_EXAMPLE } from "./presets";
import { parseScenario } from "./validate-scenario";
import {
  DEFAULT_ROUND_CAP,
  DEFAULT_VARIANTS,
  type RetreatPolicy,
  type Scenario,
  type SideSetup,
  type TargetingPolicy,
} from "./types";

/**
 * The share link: a typed, lossless, versioned contract (`?v=1&a=…&d=…&t=…&seed=…`).
 * Every field has a serializer and a parser; defaults are not written, so the default battle is plain `/`.
 * A side is `faction_units_leaders_damaged_targeting_retreat_cardplay`, trailing defaults dropped:
 *   units `star-destroyer.2,tie-fighter` (count 1 implied), leaders `darth-vader,admiral-piett`,
 *   damaged `star-destroyer.2.1` (one SD with 2 damage, one with 1), targeting `max-kills` or `priority.x-wing.y-wing`,
 *   retreat `after-round.2` / `when-outgunned.0.5` / `when-losing-units.3`, card play `none`.
 * Decoding builds a scenario input and runs it through the zod schema, so links obey the same rules as files.
 */
export const LINK_VERSION = 1;
export const MAX_LINK_LENGTH = 2000;
export const MAX_LINK_TRIALS = 2_000_000;
export const MIN_LINK_TRIALS = 1000;

export interface Setup {
  readonly scenario: Scenario;
  readonly trials: number;
  readonly seed: string;
}

export type DecodeResult =
  { readonly ok: true; readonly setup: Setup } | { readonly ok: false; readonly error: string };

/** Query parameters the link uses; any other parameter (utm_source…) is ignored. */
const KEYS = ["v", "a", "d", "tc", "rc", "bd", "sd", "dsuc", "mc", "dsp", "nolim", "t", "seed"] as const;
type Key = (typeof KEYS)[number];

function parseDefault(): Scenario {
  const parsed = parseScenario(RULEBOOK_EXAMPLE);
  if (!parsed.ok) throw new Error(`the default battle is invalid: ${parsed.error}`);
  return parsed.scenario;
}

export const DEFAULT_SETUP: Setup = { scenario: parseDefault(), trials: DEFAULT_TRIALS, seed: DEFAULT_SEED };

const trialsSchema = z
  .string()
  .regex(/^\d{1,9}$/, "must be a whole number")
  .transform(Number)
  .refine((n) => n >= MIN_LINK_TRIALS && n <= MAX_LINK_TRIALS, {
    message: `must be from ${MIN_LINK_TRIALS.toLocaleString("en-US")} to ${MAX_LINK_TRIALS.toLocaleString("en-US")}`,
  });
const seedSchema = z.string().regex(SEED_PATTERN, "must be 1 to 64 letters, digits, '.', '_' or '-'");

// ---- serializers ----

function encodeTargeting(t: TargetingPolicy): string {
  return t.policy === "priority" ? ["priority", ...t.order].join(".") : t.policy;
}

function encodeRetreat(r: RetreatPolicy): string {
  if (r.policy === "after-round") return `after-round.${r.round}`;
  if (r.policy === "when-outgunned") return `when-outgunned.${r.ratio}`;
  if (r.policy === "when-losing-units") return `when-losing-units.${r.below}`;
  return "never";
}

export function encodeSide(s: SideSetup): string {
  // Units in table order, so equal setups always give the same link.
  const units = Object.entries(s.units)
    .filter(([, n]) => (n ?? 0) > 0)
    .sort(([x], [y]) => UNIT_IDS.indexOf(x as UnitId) - UNIT_IDS.indexOf(y as UnitId))
    .map(([id, n]) => (n === 1 ? id : `${id}.${n}`))
    .join(",");
  const damaged = Object.entries(s.damaged)
    .filter(([, list]) => (list?.length ?? 0) > 0)
    .map(([id, list]) => [id, ...(list ?? [])].join("."))
    .join(",");
  const fields = [
    s.faction,
    units,
    s.leaders.join(","),
    damaged,
    s.targeting.policy === "threat" ? "" : encodeTargeting(s.targeting),
    s.retreat.policy === "never" ? "" : encodeRetreat(s.retreat),
    s.cardPlay === "smart" ? "" : s.cardPlay,
  ];
  while (fields.length > 1 && fields[fields.length - 1] === "") fields.pop();
  return fields.join("_");
}

/** The query string of a setup, without the leading `?`; empty for the default setup. */
export function encodeSetup(setup: Setup): string {
  const { scenario: s } = setup;
  const def = DEFAULT_SETUP.scenario;
  const pairs: [Key, string][] = [];
  const a = encodeSide(s.attacker);
  const d = encodeSide(s.defender);
  if (a !== encodeSide(def.attacker)) pairs.push(["a", a]);
  if (d !== encodeSide(def.defender)) pairs.push(["d", d]);
  if (s.tactics !== "base") pairs.push(["tc", s.tactics]);
  if (s.roundCap !== DEFAULT_ROUND_CAP) pairs.push(["rc", String(s.roundCap)]);
  if (s.variants.blackDie !== DEFAULT_VARIANTS.blackDie) pairs.push(["bd", s.variants.blackDie]);
  if (s.variants.spaceDeck !== DEFAULT_VARIANTS.spaceDeck) pairs.push(["sd", s.variants.spaceDeck]);
  if (s.variants.dsucHealth !== DEFAULT_VARIANTS.dsucHealth) pairs.push(["dsuc", s.variants.dsucHealth]);
  if (s.variants.monCalCapacity !== DEFAULT_VARIANTS.monCalCapacity)
    pairs.push(["mc", String(s.variants.monCalCapacity)]);
  if (s.deathStarPlans) pairs.push(["dsp", "1"]);
  if (s.ignoreLimits) pairs.push(["nolim", "1"]);
  if (setup.trials !== DEFAULT_SETUP.trials) pairs.push(["t", String(setup.trials)]);
  if (setup.seed !== DEFAULT_SETUP.seed) pairs.push(["seed", setup.seed]);
  if (pairs.length === 0) return "";
  // Every value is made of [a-z0-9.,_-] and the seed pattern, all safe in a query: no escaping needed.
  return [["v", String(LINK_VERSION)], ...pairs].map(([k, v]) => `${k}=${v}`).join("&");
}

// ---- parsers ----

class LinkError extends Error {}

function wholeNumber(text: string, what: string): number {
  if (!/^\d{1,4}$/.test(text)) throw new LinkError(`${what} is not a whole number ("${text}")`);
  return Number(text);
}

function list(text: string): string[] {
  return text === "" ? [] : text.split(",");
}

function decodeTargeting(text: string, where: string): unknown {
  const [policy, ...order] = text.split(".");
  if (policy === "priority") return { policy, order };
  if (order.length > 0) throw new LinkError(`${where} targeting "${text}" takes no parameters`);
  return { policy };
}

function decodeRetreat(text: string, where: string): unknown {
  const dot = text.indexOf(".");
  const policy = dot < 0 ? text : text.slice(0, dot);
  const arg = dot < 0 ? "" : text.slice(dot + 1);
  if (policy === "never" && arg === "") return { policy };
  if (policy === "after-round") return { policy, round: wholeNumber(arg, `${where} retreat round`) };
  if (policy === "when-losing-units")
    return { policy, below: wholeNumber(arg, `${where} retreat unit count`) };
  if (policy === "when-outgunned") {
    if (!/^\d{1,2}(\.\d{1,17})?$/.test(arg))
      throw new LinkError(`${where} retreat ratio is not a number ("${arg}")`);
    return { policy, ratio: Number(arg) };
  }
  throw new LinkError(`${where} retreat "${text}" is not a retreat policy`);
}

export function decodeSide(text: string, where: string): Record<string, unknown> {
  const fields = text.split("_");
  if (fields.length > 7) throw new LinkError(`${where} has ${fields.length} fields (at most 7)`);
  const [faction = "", units = "", leaders = "", damaged = "", targeting = "", retreat = "", cardPlay = ""] =
    fields;
  const side: Record<string, unknown> = { faction, units: {}, leaders: list(leaders), damaged: {} };
  const counts: Record<string, number> = {};
  for (const item of list(units)) {
    const [id = "", n, ...extra] = item.split(".");
    if (extra.length > 0 || id === "")
      throw new LinkError(`${where} unit "${item}" is not written as id or id.count`);
    if (id in counts) throw new LinkError(`${where} lists ${id} twice`);
    counts[id] = n === undefined ? 1 : wholeNumber(n, `${where} count of ${id}`);
  }
  side.units = counts;
  const dmg: Record<string, number[]> = {};
  for (const item of list(damaged)) {
    const [id = "", ...amounts] = item.split(".");
    if (amounts.length === 0) throw new LinkError(`${where} damaged "${item}" lists no damage`);
    if (id in dmg) throw new LinkError(`${where} lists damaged ${id} twice`);
    dmg[id] = amounts.map((a) => wholeNumber(a, `${where} damage on ${id}`));
  }
  side.damaged = dmg;
  if (targeting !== "") side.targeting = decodeTargeting(targeting, where);
  if (retreat !== "") side.retreat = decodeRetreat(retreat, where);
  if (cardPlay !== "") side.cardPlay = cardPlay;
  return side;
}

function choice<T extends string | number>(
  value: string | undefined,
  options: readonly T[],
  what: string,
): T | undefined {
  if (value === undefined) return undefined;
  const found = options.find((o) => String(o) === value);
  if (found === undefined)
    throw new LinkError(`${what} must be ${options.map((o) => `"${o}"`).join(" or ")} (got "${value}")`);
  return found;
}

type Params = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function toSearchParams(params: Params | string): URLSearchParams {
  if (typeof params === "string" || params instanceof URLSearchParams) return new URLSearchParams(params);
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    for (const item of typeof v === "string" ? [v] : (v ?? [])) out.append(k, item);
  }
  return out;
}

function decodeOrThrow(q: URLSearchParams): Setup {
  const get = (k: Key): string | undefined => {
    const all = q.getAll(k);
    if (all.length > 1) throw new LinkError(`"${k}" is given ${all.length} times`);
    return all[0];
  };
  const version = get("v");
  if (version === undefined) throw new LinkError("the link has no format version (v=1)");
  if (version !== String(LINK_VERSION))
    throw new LinkError(
      `link format version "${version}" is not supported (this app reads version ${LINK_VERSION})`,
    );
  const def = DEFAULT_SETUP.scenario;
  const a = get("a");
  const d = get("d");
  const input: Record<string, unknown> = {
    attacker: a === undefined ? def.attacker : decodeSide(a, "attacker"),
    defender: d === undefined ? def.defender : decodeSide(d, "defender"),
    tactics: choice(get("tc"), ["base", "none"] as const, "tactic cards") ?? "base",
    variants: {
      blackDie:
        choice(get("bd"), ["standard", "no-direct"] as const, "black die") ?? DEFAULT_VARIANTS.blackDie,
      spaceDeck:
        choice(get("sd"), ["standard", "two-onslaught"] as const, "space deck") ?? DEFAULT_VARIANTS.spaceDeck,
      dsucHealth:
        choice(get("dsuc"), ["black", "red"] as const, "DSUC health") ?? DEFAULT_VARIANTS.dsucHealth,
      monCalCapacity:
        choice(get("mc"), [4, 6] as const, "Mon Cal capacity") ?? DEFAULT_VARIANTS.monCalCapacity,
    },
    deathStarPlans: choice(get("dsp"), ["1"] as const, "Death Star Plans") === "1",
    ignoreLimits: choice(get("nolim"), ["1"] as const, "ignore limits") === "1",
  };
  const rc = get("rc");
  if (rc !== undefined) input.roundCap = wholeNumber(rc, "round cap");
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new LinkError(parsed.error);
  const t = get("t");
  let trials = DEFAULT_SETUP.trials;
  if (t !== undefined) {
    const checked = trialsSchema.safeParse(t);
    if (!checked.success)
      throw new LinkError(`trials ${checked.error.issues[0]?.message ?? "is invalid"} (got "${t}")`);
    trials = checked.data;
  }
  const seed = get("seed") ?? DEFAULT_SETUP.seed;
  const seedChecked = seedSchema.safeParse(seed);
  if (!seedChecked.success)
    throw new LinkError(`seed ${seedChecked.error.issues[0]?.message ?? "is invalid"}`);
  return { scenario: parsed.scenario, trials, seed };
}

/**
 * Reads a share link's query (a string, URLSearchParams or Next's searchParams object). No link parameters
 * means the default battle; anything wrong gives one line, e.g. `Invalid battle link: attacker has 31 stormtrooper (the game has 30)`.
 */
export function decodeSetup(params: Params | string): DecodeResult {
  const raw = typeof params === "string" ? params.replace(/^\?/, "") : toSearchParams(params).toString();
  if (raw.length > MAX_LINK_LENGTH) {
    return {
      ok: false,
      error: `Invalid battle link: it is too long (${raw.length} characters, at most ${MAX_LINK_LENGTH})`,
    };
  }
  const q = toSearchParams(raw);
  if (!KEYS.some((k) => q.has(k))) return { ok: true, setup: DEFAULT_SETUP };
  try {
    return { ok: true, setup: decodeOrThrow(q) };
  } catch (e) {
    const message = e instanceof LinkError ? e.message : `unexpected problem (${String(e)})`;
    return { ok: false, error: `Invalid battle link: ${message}` };
  }
}
