import type { LuckEntry } from "@/lib/luck/luck-entry";
import { battle } from "./scenarios";

/**
 * The luck gauge's known battle (docs/rules.md#luck), dice only, both theaters, two unit types a side: twice the
 * strengths are Star Destroyer 10, Stormtrooper 3, Corellian Corvette 6, Rebel Trooper 3, so a corvette lost weighs
 * two troopers lost (ties between different losses).
 */
export const LUCK_BATTLE = battle(
  { faction: "empire", units: { "star-destroyer": 1, stormtrooper: 3 } },
  { faction: "rebel", units: { "corellian-corvette": 2, "rebel-trooper": 3 } },
);

/** A real result of it: the Empire lost 2 Stormtroopers, the Rebels a corvette and 2 troopers. */
export const REAL_LOSSES: LuckEntry = {
  attacker: { stormtrooper: 2 },
  defender: { "corellian-corvette": 1, "rebel-trooper": 2 },
};

/** The exact solver's mid-rank percentiles of those losses (worse plus half the same: tests/luck/luck-gauge.test.ts). */
export const REBELS_EXACT = 0.802438;
export const EMPIRE_EXACT = 0.838819;
