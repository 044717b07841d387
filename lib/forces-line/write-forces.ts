import { UNITS, type Faction } from "@/lib/data";
import { shortWord } from "./force-lexicon";
import type { Scenario, SideSetup } from "@/lib/scenario/types";

/**
 * A battle's forces written the way the one-line entry reads them (read-forces.ts), in the players' short words:
 * `2 SD, 4 TIE, 3 AT-ST, 4 ST, Vader vs MC, 3 X-wing, 2 Y, 4 RT, SG, Mothma`. The attacker comes first; damage
 * already taken follows its unit (`3 SD (2 dmg, 1 dmg)`); a force with nothing in it is written as its faction
 * (`Rebels:`) so that the text still names it. Reading the text back gives the same forces.
 */
export function writeForces(scenario: Pick<Scenario, "attacker" | "defender">): string {
  return `${writeForce(scenario.attacker)} vs ${writeForce(scenario.defender)}`;
}

const LABEL: Readonly<Record<Faction, string>> = { empire: "Empire:", rebel: "Rebels:" };

/**
 * The order players list a force in: space, then ground; in each, units before structures, the toughest first (the
 * Death Star, which takes no damage, before all), then the table's order.
 */
const ORDER = [...UNITS].sort((a, b) => {
  const theater = Number(a.theater === "ground") - Number(b.theater === "ground");
  const structure = Number(a.structure) - Number(b.structure);
  const tough = (u: (typeof UNITS)[number]) => (u.health === 0 ? Infinity : u.health);
  return theater || structure || tough(b) - tough(a) || UNITS.indexOf(a) - UNITS.indexOf(b);
});

export function writeForce(side: SideSetup): string {
  const parts: string[] = [];
  for (const u of ORDER) {
    const n = side.units[u.id] ?? 0;
    if (n === 0) continue;
    const word = shortWord({ kind: "unit", id: u.id });
    const damage = side.damaged[u.id] ?? [];
    const hurt = damage.length > 0 ? ` (${damage.map((d) => `${d} dmg`).join(", ")})` : "";
    parts.push(`${n > 1 ? `${n} ` : ""}${word}${hurt}`);
  }
  for (const l of side.leaders) parts.push(shortWord({ kind: "leader", id: l }));
  return parts.length > 0 ? parts.join(", ") : LABEL[side.faction];
}
