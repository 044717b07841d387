import { CINEMATIC_CARDS, UNIT_IDS, type UnitId } from "@/lib/data";
import { CARD_LISTS, THEATERS, listed } from "./card-lists";
import type { EnumChoice, TaggedChoice } from "./choice";
import { LinkError, wholeNumber } from "@/lib/link/link-error";
import { parseEnum, parseTagged, serializeEnum, serializeTagged } from "./choice-link";
import { SIDE_POLICIES } from "./policies";
import { DEFAULT_GOAL, goalChoiceOf, parseGoal, type GoalChoice } from "./goals";
import { LATEST_DEFAULTS } from "./link-defaults";
import type { SideSetup } from "./types";

/**
 * One side in the share link: `faction_units_leaders_damaged_targeting_retreat_cardplay_used`, trailing defaults
 * dropped. Units `star-destroyer.2,tie-fighter` (count 1 implied), leaders `darth-vader,admiral-piett`,
 * damaged `star-destroyer.2.1` (one Star Destroyer with 2 damage, one with 1), then each policy of
 * SIDE_POLICIES in order, empty when it is the default (`max-kills`, `when-outgunned.0.5`, `none`), then each
 * Cinematic Combat card list of CARD_LISTS in order (cards already used, …), space then ground
 * (`tractor-beam,overrun`: each card's id says its theater), then the side's goal (`hold-space`, `destroy-death-star`).
 */
const FIXED_FIELDS = 4;
const LISTS_FIELD = FIXED_FIELDS + SIDE_POLICIES.length;
/** The side's goal (goals.ts), after the card lists: empty when it is the default, so older links read the same. */
export const GOAL_FIELD = LISTS_FIELD + CARD_LISTS.length;
export const SIDE_FIELDS = GOAL_FIELD + 1;

type SidePolicy = (typeof SIDE_POLICIES)[number];

function serializePolicy(c: SidePolicy, value: unknown): string {
  return c.kind === "tagged"
    ? serializeTagged(c as TaggedChoice, value as Record<string, unknown>)
    : serializeEnum(c as EnumChoice, value as string);
}

function defaultOf(c: SidePolicy): unknown {
  return c.kind === "tagged" ? { [c.tag]: c.default } : c.default;
}

function list(text: string): string[] {
  return text === "" ? [] : text.split(",");
}

export function encodeSide(s: SideSetup): string {
  // Units in table order, so equal setups always give the same link.
  const units = UNIT_IDS.filter((id) => (s.units[id] ?? 0) > 0)
    .map((id) => (s.units[id] === 1 ? id : `${id}.${s.units[id]}`))
    .join(",");
  const damaged = UNIT_IDS.filter((id) => (s.damaged[id]?.length ?? 0) > 0)
    .map((id) => [id, ...(s.damaged[id] ?? [])].join("."))
    .join(",");
  const fields = [s.faction, units, s.leaders.join(","), damaged];
  for (const c of SIDE_POLICIES) {
    const text = serializePolicy(c, s[c.id]);
    fields.push(text === serializePolicy(c, defaultOf(c)) ? "" : text);
  }
  for (const l of CARD_LISTS) fields.push(THEATERS.flatMap((t) => listed(s, l.id, t)).join(","));
  // (empty: the version's default goal, `auto`; a side without a goal plays for the win, written out)
  fields.push(goalChoiceOf(s) === LATEST_DEFAULTS.goal ? "" : goalChoiceOf(s));
  while (fields.length > 1 && fields[fields.length - 1] === "") fields.pop();
  return fields.join("_");
}

/** A side's text with its goal written out where it leaves it empty (a link of an older version's default goal). */
export function withGoal(text: string, goal: GoalChoice): string {
  const fields = text.split("_");
  if ((fields[GOAL_FIELD] ?? "") !== "") return text;
  while (fields.length <= GOAL_FIELD) fields.push("");
  fields[GOAL_FIELD] = goal;
  return fields.join("_");
}

/** A side's text as scenario input (checked by the schema afterwards); `where` is "attacker" or "defender". */
export function decodeSide(text: string, where: string): Record<string, unknown> {
  const fields = text.split("_");
  if (fields.length > SIDE_FIELDS)
    throw new LinkError(`${where} has ${fields.length} fields (at most ${SIDE_FIELDS})`);
  if (fields.length > 1 && fields.at(-1) === "")
    throw new LinkError(`${where} ends with "_" and nothing after it`);
  const [faction = "", units = "", leaders = "", damaged = ""] = fields;
  const counts: Record<string, number> = {};
  for (const item of list(units)) {
    const [id = "", n, ...extra] = item.split(".");
    if (extra.length > 0 || id === "")
      throw new LinkError(`${where} unit "${item}" is not written as id or id.count`);
    if (id in counts) throw new LinkError(`${where} lists ${id} twice`);
    counts[id] = n === undefined ? 1 : wholeNumber(n, `${where} count of ${id}`);
  }
  const dmg: Record<string, number[]> = {};
  for (const item of list(damaged)) {
    const [id = "", ...amounts] = item.split(".");
    if (amounts.length === 0) throw new LinkError(`${where} damaged "${item}" lists no damage`);
    if (id in dmg) throw new LinkError(`${where} lists damaged ${id} twice`);
    dmg[id] = amounts.map((a) => wholeNumber(a, `${where} damage on ${id as UnitId}`));
  }
  const side: Record<string, unknown> = { faction, units: counts, leaders: list(leaders), damaged: dmg };
  SIDE_POLICIES.forEach((c, i) => {
    const field = fields[FIXED_FIELDS + i] ?? "";
    if (field === "") return;
    side[c.id] =
      c.kind === "tagged"
        ? parseTagged(c as TaggedChoice, field, `${where} `)
        : parseEnum(c as EnumChoice, field, `${where} `);
  });
  CARD_LISTS.forEach((l, i) => {
    const field = fields[LISTS_FIELD + i] ?? "";
    if (field !== "") side[l.id] = decodeCardList(field, `the ${where}'s ${l.noun}`);
  });
  const goal = fields[GOAL_FIELD] ?? "";
  if (goal === "") side.goal = LATEST_DEFAULTS.goal;
  else {
    const read = parseGoal(goal);
    if (!read.ok) throw new LinkError(`${where} goal ${read.error}`);
    // (the win is what a side without a goal plays for: one setup, one form)
    if (read.goal !== DEFAULT_GOAL) side.goal = read.goal;
  }
  return side;
}

/** A card-list field: each card goes to its own theater's list (the schema's checks see it as a file would). */
function decodeCardList(text: string, what: string): { space: string[]; ground: string[] } {
  const cards = { space: [] as string[], ground: [] as string[] };
  for (const id of list(text)) {
    const card = CINEMATIC_CARDS.find((c) => c.id === id);
    if (!card) throw new LinkError(`${what}: unknown card "${id}"`);
    cards[card.theater].push(id);
  }
  return cards;
}

/**
 * A side's link text with each of `policies` written into its field where the text leaves that field empty
 * (a link migration spells out an old default: lib/scenario/link-migrations.ts). Other fields are kept as written.
 */
export function withPolicies(text: string, policies: Partial<Record<SidePolicy["id"], unknown>>): string {
  const fields = text.split("_");
  SIDE_POLICIES.forEach((c, i) => {
    const at = FIXED_FIELDS + i;
    if (!(c.id in policies) || (fields[at] ?? "") !== "") return;
    while (fields.length <= at) fields.push("");
    fields[at] = serializePolicy(c, policies[c.id]);
  });
  return fields.join("_");
}
