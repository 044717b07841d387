import type { z } from "zod";
import { isLeaderId, isUnitId, leaderDef, unitDef, type LeaderId } from "@/lib/data";
import { CARD_LISTS, withList } from "./card-lists";
import { checkCinematic } from "./check-cinematic";
import { checkInProgress } from "./check-in-progress";
import { saysSomething } from "./in-progress";
import { goalProblem } from "./goals";
import { samePersonIn, unitCap } from "./unit-count";
import { ID_WORDS, factionNoun, possessive, type Words } from "./words";
import { scenarioSchema } from "./schema";
import { SIDES, type Scenario, type SideSetup } from "./types";

export type ParseResult =
  { readonly ok: true; readonly scenario: Scenario } | { readonly ok: false; readonly error: string };

function formatPath(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

function formatIssue(issue: z.core.$ZodIssue): string {
  const where = formatPath(issue.path);
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((k) => `"${k}"`).join(", ");
    return `${where ? `${where}: ` : ""}unknown field${issue.keys.length > 1 ? "s" : ""} ${keys}`;
  }
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) {
    return `${where} is missing`;
  }
  const message = issue.message.replace(/^Invalid input: /, "");
  return where ? `${where} ${message}` : message;
}

/**
 * Parses untrusted input (already JSON-decoded) into a Scenario, or explains in one line what is wrong.
 * Messages name the field and the problem, e.g. `attacker has 31 stormtrooper (the game has 30)`.
 */
export function parseScenario(input: unknown, words: Words = ID_WORDS): ParseResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, error: "a battle must be a JSON object with attacker and defender" };
  }
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { ok: false, error: first ? formatIssue(first) : "invalid battle" };
  }
  const { version: _version, ...rest } = parsed.data;
  const scenario = rest as unknown as Scenario;
  const problem = checkScenario(scenario, words);
  return problem ? { ok: false, error: problem } : { ok: true, scenario: canonical(scenario) };
}

/**
 * Zero counts and empty damage lists say nothing: left out, so equal battles are equal objects (and links). Card
 * lists (cards already used, …) are sets: kept in the cards' order, and left out when empty.
 */
function canonical(s: Scenario): Scenario {
  const side = (x: SideSetup): SideSetup => {
    let out: SideSetup = {
      ...x,
      units: Object.fromEntries(Object.entries(x.units).filter(([, n]) => (n ?? 0) > 0)),
      damaged: Object.fromEntries(Object.entries(x.damaged).filter(([, list]) => (list?.length ?? 0) > 0)),
    };
    for (const l of CARD_LISTS) out = withList(out, l.id, x[l.id]);
    return out;
  };
  const { inProgress, ...rest } = s;
  const out = { ...rest, attacker: side(s.attacker), defender: side(s.defender) };
  // (the start of a combat said in full is the battle without it: the same object, link and numbers)
  return inProgress && saysSomething(inProgress) ? { ...out, inProgress } : out;
}

/** Parses a JSON text; invalid JSON gets its own message. */
export function parseScenarioJson(text: string): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return { ok: false, error: `invalid JSON: ${detail}` };
  }
  return parseScenario(data);
}

/**
 * Rules-level checks on a structurally valid battle; returns the first problem found, in ids for the CLI
 * and the API (`attacker has 31 stormtrooper (the game has 30)`) or in the game's names for the page
 * (`the attacker has 31 Stormtroopers (the game has 30)`).
 */
export function checkScenario(s: Scenario, words: Words = ID_WORDS): string | null {
  if (s.attacker.faction === s.defender.faction) {
    return `both sides are ${s.attacker.faction === "empire" ? "Imperial" : "Rebel"}: one side must be the Empire and the other the Rebels`;
  }
  for (const key of SIDES) {
    const problem = checkSide(key, s[key], s.ignoreLimits, words);
    if (problem) return problem;
  }
  for (const key of SIDES) {
    const goal = s[key].goal;
    const problem = goal && goalProblem(goal, s[key], s[key === "attacker" ? "defender" : "attacker"], key);
    if (problem) return `${words.where(key, "goal")}${problem}`;
  }
  return checkCinematic(s, words) ?? checkInProgress(s, words);
}

function checkSide(key: string, side: SideSetup, ignoreLimits: boolean, w: Words): string | null {
  // `who` starts a sentence ("attacker has…" in ids, "the attacker has…" in names); inside one it is "the attacker".
  const who = w.side(key);
  const their = possessive(`the ${key}`);
  const ofFaction = (f: string, what: string) =>
    `is a${f === "empire" ? "n Imperial" : " Rebel"} ${what}, but the ${key} is ${factionNoun(side.faction)}`;
  let total = 0;
  for (const [id, n] of Object.entries(side.units)) {
    if (!isUnitId(id)) return `${w.where(key, "units")}unknown unit "${id}"`;
    const def = unitDef(id);
    if (def.faction !== side.faction)
      return `${w.where(key, "units")}${w.unit(id)} ${ofFaction(def.faction, "unit")}`;
    const count = n ?? 0;
    const cap = unitCap({ ignoreLimits }, id);
    if (count > cap.max) {
      const why = ignoreLimits
        ? `at most ${cap.max} even with limits off`
        : cap.chosen
          ? `this calculator caps Rise of the Empire units at ${cap.max}; turn limits off for more`
          : `the game has ${cap.max}`;
      return `${who} has ${w.units(count, id)} (${why})`;
    }
    total += count;
  }
  if (total === 0) return `${who} has no units: a battle needs units on both sides`;
  const seen: LeaderId[] = [];
  for (const id of side.leaders) {
    if (!isLeaderId(id)) return `${w.where(key, "leaders")}unknown leader "${id}"`;
    const def = leaderDef(id);
    if (def.faction !== side.faction)
      return `${w.where(key, "leaders")}${w.leader(id)} ${ofFaction(def.faction, "leader")}`;
    if (seen.includes(id)) return `${w.where(key, "leaders")}${w.leader(id)} is listed twice`;
    const other = samePersonIn(seen, id);
    if (other) return `${w.where(key, "leaders")}${w.leader(other)} and ${w.leader(id)} are the same person`;
    seen.push(id);
  }
  for (const [id, damages] of Object.entries(side.damaged)) {
    if (!isUnitId(id)) return `${w.where(key, "damaged")}unknown unit "${id}"`;
    const def = unitDef(id);
    const count = side.units[id] ?? 0;
    const listed = damages?.length ?? 0;
    if (listed > count)
      return w === ID_WORDS
        ? `${key}.damaged lists ${listed} damaged ${id} but the ${key} has ${count}`
        : `${their} damage list has ${w.units(listed, id)} but the ${key} has ${count}`;
    for (const d of damages ?? []) {
      // "attacker.damaged: star-destroyer damage…" / "the attacker's Star Destroyer damage…"
      const unitAt = w === ID_WORDS ? w.where(key, "damaged") : `${their} `;
      if (def.health === 0) return `${unitAt}${w.unit(id)} cannot take damage`;
      if (!Number.isInteger(d) || d < 1 || d >= def.health) {
        return `${unitAt}${w.unit(id)} damage must be a whole number from 1 to ${def.health - 1} (it has ${def.health} health), got ${d}`;
      }
    }
  }
  if (side.targeting.policy === "priority") {
    const at = w.where(key, "targeting");
    if (side.targeting.order.length === 0)
      return `${at}${w === ID_WORDS ? "the" : their} priority order is empty`;
    const seenOrder = new Set<string>();
    for (const id of side.targeting.order) {
      if (!isUnitId(id)) return `${at}unknown unit "${id}" in the priority order`;
      if (unitDef(id).faction === side.faction)
        return `${at}${w.unit(id)} is one of ${their} own units, not a target`;
      if (seenOrder.has(id)) return `${at}${w.unit(id)} is listed twice in the priority order`;
      seenOrder.add(id);
    }
  }
  return null;
}
