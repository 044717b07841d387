import { leaderDef, UNIT_IDS } from "@/lib/data";
import { factionName } from "@/lib/results/chart-data";
import type { SideSetup } from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";
import { attacks, unitName } from "@/lib/scenario/words";

/** "1 TIE Fighter, 2 Star Destroyers; Darth Vader": a force in one line, units in table order. */
export function describeForce(side: Pick<SideSetup, "units" | "leaders">): string {
  const units = UNIT_IDS.filter((id) => (side.units[id] ?? 0) > 0)
    .map((id) => `${side.units[id]} ${unitName(id, side.units[id])}`)
    .join(", ");
  const leaders = side.leaders.map((id) => leaderDef(id).name).join(", ");
  return leaders ? `${units}; ${leaders}` : units;
}

/** A setup in one sentence, so a pinned comparison says what it was. */
export function describeSetup(setup: Setup): string {
  const { attacker, defender } = setup.scenario;
  return `${factionName(attacker.faction)} ${attacks(attacker.faction)} with ${describeForce(attacker)} against ${factionName(defender.faction)} with ${describeForce(defender)} (${setup.trials.toLocaleString("en-US")} trials, seed ${setup.seed})`;
}
