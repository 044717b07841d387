import { CINEMATIC_CARDS, isLeaderId, isUnitId, leaderDef, unitDef } from "@/lib/data";
import { CARD_LISTS } from "./card-lists";
import { clipQuoted, LinkError } from "@/lib/link/link-error";
import { parseGoal } from "./goals";
import { SIDE_POLICIES } from "./policies";
import { GOAL_FIELD, SIDE_FIELDS, decodeSide } from "./side-link";

const FIXED = 4;
const FACTION = { empire: "Empire", rebel: "Rebels" } as const;
/** The first card-list field (CARD_LISTS in order: cards already used, …). */
const LISTS = FIXED + SIDE_POLICIES.length;

/** A side's fields that list items (units, leaders, damage, then each card list): `parts` offers each item. */
export const SIDE_LIST_FIELDS: readonly number[] = [1, 2, 3, ...CARD_LISTS.map((_, i) => LISTS + i)];

/**
 * A side's link text with every part it cannot read left out, and one line per part left out naming it
 * (docs/links-and-history.md#links-keep-what-they-can). `null`: not even the faction could be read, so the
 * whole side is left at its default. What remains is read by the strict `decodeSide`, and the schema
 * still judges the whole battle.
 */
export function keepReadableSide(
  text: string,
  where: "attacker" | "defender",
  notices: string[],
): string | null {
  const say = (what: string, why = "could not be read") =>
    notices.push(clipQuoted(`the ${where}'s ${what}: ${why}; left out`));
  const fields = text.split("_");
  if (fields.length > SIDE_FIELDS) {
    say(`extra fields "${fields.slice(SIDE_FIELDS).join("_")}"`, `a side has at most ${SIDE_FIELDS}`);
    fields.length = SIDE_FIELDS;
  }
  const faction = fields[0] ?? "";
  if (faction !== "empire" && faction !== "rebel") {
    notices.push(clipQuoted(`the ${where}: unknown faction "${faction}" (empire or rebel); left out`));
    return null;
  }
  const items = (i: number) => (fields[i] ?? "").split(",").filter((s) => s !== "");
  /** Field `i` without the items `problem` finds fault with ([what, why], said as left out); it keeps the rest. */
  const keepItems = (i: number, problem: (item: string) => readonly [string, string] | null) => {
    fields[i] = items(i)
      .filter((item) => {
        const p = problem(item);
        if (p) say(...p);
        return p === null;
      })
      .join(",");
  };
  const units = new Set<string>();
  keepItems(1, (item) => {
    const [id = "", n, ...extra] = item.split(".");
    if (!isUnitId(id)) return [`unit "${id}"`, "no such unit"];
    if (unitDef(id).faction !== faction) return [`unit "${id}"`, `not a unit of the ${FACTION[faction]}`];
    if (units.has(id)) return [`unit "${id}"`, "listed twice"];
    if (extra.length > 0 || (n !== undefined && !/^\d{1,4}$/.test(n)))
      return [`count of ${unitDef(id).name} "${item.slice(id.length + 1)}"`, "not a whole number"];
    units.add(id);
    return null;
  });
  const leaders = new Set<string>();
  keepItems(2, (id) => {
    if (!isLeaderId(id)) return [`leader "${id}"`, "no such leader"];
    if (leaderDef(id).faction !== faction)
      return [`leader "${id}"`, `not a leader of the ${FACTION[faction]}`];
    if (leaders.has(id)) return [`leader "${id}"`, "listed twice"];
    leaders.add(id);
    return null;
  });
  const damaged = new Set<string>();
  keepItems(3, (item) => {
    const [id = "", ...amounts] = item.split(".");
    const ok = units.has(id) && !damaged.has(id) && amounts.length > 0;
    if (!ok || amounts.some((a) => !/^\d{1,4}$/.test(a)))
      return [`damage "${item}"`, "not units of this side with damage amounts"];
    damaged.add(id);
    return null;
  });
  SIDE_POLICIES.forEach((c, i) => {
    const field = fields[FIXED + i] ?? "";
    if (field === "") return;
    try {
      decodeSide(`${faction}${"_".repeat(FIXED + i)}${field}`, where);
    } catch (e) {
      if (!(e instanceof LinkError)) throw e;
      say(`${c.noun} "${field}"`, `not a ${c.noun} this app knows`);
      fields[FIXED + i] = "";
    }
  });
  // Each card judged alone as units are (what breaks a rule of the game, e.g. a card that cannot leave it, is
  // left to the schema and to url-codec's `parts`, which offers each card of a list on its own).
  const kept = new Map<string, number>();
  CARD_LISTS.forEach((l, i) => {
    if (fields.length <= LISTS + i) return;
    keepItems(LISTS + i, (id) => {
      const card = CINEMATIC_CARDS.find((c) => c.id === id);
      const problem = !card
        ? "no such card"
        : card.faction !== faction
          ? `not a card of the ${FACTION[faction]}`
          : kept.has(id)
            ? kept.get(id) === i
              ? "listed twice"
              : `also listed as ${CARD_LISTS[kept.get(id)!]!.short}`
            : null;
      if (problem) return [`${l.key} card "${id}"`, problem];
      kept.set(id, i);
      return null;
    });
  });
  // (a goal this app does not know leaves the side playing for the win; its forces stay)
  const goal = fields[GOAL_FIELD] ?? "";
  if (goal !== "" && !parseGoal(goal).ok) {
    say(
      `goal "${goal}"`,
      goal.startsWith("destroy-") ? "no such unit to destroy" : "not a goal this app knows",
    );
    fields[GOAL_FIELD] = "";
  }
  while (fields.length > 1 && fields.at(-1) === "") fields.pop();
  return fields.join("_");
}
