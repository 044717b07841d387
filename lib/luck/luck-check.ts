import { UNIT_IDS } from "@/lib/data";
import { unitName } from "@/lib/scenario/words";
import { SIDES, type Scenario } from "@/lib/scenario/types";
import type { LuckEntry } from "./luck-entry";

/**
 * What is wrong with a luck entry for this battle, as one line naming the field (null: it fits): a unit the side did
 * not bring, or more lost than it brought. The page keeps the entry and the rest of the battle as they are and
 * shows the line instead of the gauge; the link's entry is left out with the line.
 */
export function checkLuck(scenario: Scenario, entry: LuckEntry): string | null {
  for (const side of SIDES) {
    const brought = scenario[side].units;
    for (const id of UNIT_IDS) {
      const lost = entry[side][id] ?? 0;
      const had = brought[id] ?? 0;
      if (lost === 0 || lost <= had) continue;
      const field = `the ${side}'s ${unitName(id, 2)} lost`;
      return had === 0
        ? `${field}: ${lost}, but the ${side} brought none (not in its setup)`
        : `${field}: ${lost}, but the ${side} brought ${had}`;
    }
  }
  return null;
}
