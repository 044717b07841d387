import type { z } from "zod";
import { isLeaderId, isUnitId, leaderDef, unitDef, type LeaderId, type UnitId } from "@/lib/data";
import { checkCinematic } from "./check-cinematic";
import { samePersonIn } from "./unit-count";
import { scenarioSchema } from "./schema";
import { MAX_UNITS_IGNORING_LIMITS, SIDES, type Scenario, type SideSetup } from "./types";

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
export function parseScenario(input: unknown): ParseResult {
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
  const problem = checkScenario(scenario);
  return problem ? { ok: false, error: problem } : { ok: true, scenario: canonical(scenario) };
}

/** Zero counts and empty damage lists say nothing: left out, so equal battles are equal objects (and links). */
function canonical(s: Scenario): Scenario {
  const side = (x: SideSetup): SideSetup => {
    const { usedCards, ...rest } = x;
    const out: SideSetup = {
      ...rest,
      units: Object.fromEntries(Object.entries(x.units).filter(([, n]) => (n ?? 0) > 0)),
      damaged: Object.fromEntries(Object.entries(x.damaged).filter(([, list]) => (list?.length ?? 0) > 0)),
    };
    // (an empty list of used cards says nothing either)
    return usedCards && usedCards.space.length + usedCards.ground.length > 0 ? { ...out, usedCards } : out;
  };
  return { ...s, attacker: side(s.attacker), defender: side(s.defender) };
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

/** Rules-level checks on a structurally valid battle; returns the first problem found. */
export function checkScenario(s: Scenario): string | null {
  if (s.attacker.faction === s.defender.faction) {
    return `both sides are ${s.attacker.faction === "empire" ? "Imperial" : "Rebel"}: one side must be the Empire and the other the Rebels`;
  }
  for (const key of SIDES) {
    const problem = checkSide(key, s[key], s.ignoreLimits);
    if (problem) return problem;
  }
  return checkCinematic(s);
}

function checkSide(key: string, side: SideSetup, ignoreLimits: boolean): string | null {
  let total = 0;
  for (const [id, n] of Object.entries(side.units)) {
    if (!isUnitId(id)) return `${key}.units: unknown unit "${id}"`;
    const def = unitDef(id);
    if (def.faction !== side.faction)
      return `${key}.units: ${id} is a${def.faction === "empire" ? "n Imperial" : " Rebel"} unit, but the ${key} is ${factionName(side.faction)}`;
    const count = n ?? 0;
    if (!ignoreLimits && count > def.limit) return `${key} has ${count} ${id} (the game has ${def.limit})`;
    if (count > MAX_UNITS_IGNORING_LIMITS)
      return `${key} has ${count} ${id} (at most ${MAX_UNITS_IGNORING_LIMITS} even with limits off)`;
    total += count;
  }
  if (total === 0) return `${key} has no units: a battle needs units on both sides`;
  const seen: LeaderId[] = [];
  for (const id of side.leaders) {
    if (!isLeaderId(id)) return `${key}.leaders: unknown leader "${id}"`;
    const def = leaderDef(id);
    if (def.faction !== side.faction)
      return `${key}.leaders: ${id} is a${def.faction === "empire" ? "n Imperial" : " Rebel"} leader, but the ${key} is ${factionName(side.faction)}`;
    if (seen.includes(id)) return `${key}.leaders: ${id} is listed twice`;
    const other = samePersonIn(seen, id);
    if (other) return `${key}.leaders: ${other} and ${id} are the same person`;
    seen.push(id);
  }
  for (const [id, damages] of Object.entries(side.damaged)) {
    if (!isUnitId(id)) return `${key}.damaged: unknown unit "${id}"`;
    const def = unitDef(id);
    const count = side.units[id as UnitId] ?? 0;
    if ((damages?.length ?? 0) > count)
      return `${key}.damaged lists ${damages?.length} damaged ${id} but the ${key} has ${count}`;
    for (const d of damages ?? []) {
      if (def.health === 0) return `${key}.damaged: ${id} cannot take damage`;
      if (!Number.isInteger(d) || d < 1 || d >= def.health) {
        return `${key}.damaged: ${id} damage must be a whole number from 1 to ${def.health - 1} (it has ${def.health} health), got ${d}`;
      }
    }
  }
  if (side.targeting.policy === "priority") {
    if (side.targeting.order.length === 0) return `${key}.targeting: the priority order is empty`;
    const seenOrder = new Set<string>();
    for (const id of side.targeting.order) {
      if (!isUnitId(id)) return `${key}.targeting: unknown unit "${id}" in the priority order`;
      if (unitDef(id).faction === side.faction)
        return `${key}.targeting: ${id} is one of the ${key}'s own units, not a target`;
      if (seenOrder.has(id)) return `${key}.targeting: ${id} is listed twice in the priority order`;
      seenOrder.add(id);
    }
  }
  return null;
}

function factionName(f: string): string {
  return f === "empire" ? "the Empire" : "the Rebels";
}
