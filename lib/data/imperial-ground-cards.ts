import { cardOf, type CinematicCardDef } from "./cinematic-card-def";
import { deal, prevent } from "./cinematic-effect";

const card = cardOf("empire", "ground");

/** The Empire's 8 ground cards for Cinematic Combat, in deck order (card i is bit i of a hand). */
// One row per card reads better than wrapped calls.
// prettier-ignore
export const IMPERIAL_GROUND_CARDS: readonly CinematicCardDef[] = [
  card("support-of-the-501st", "Support of the 501st", "stormtrooper", ["Destroy 1 triangle-tier ground unit (it does not roll).", [{ kind: "destroy", what: "triangle-ground" }]], ["Deal 1 black damage.", [deal(1, { colour: "black" })]]),
  card("armored-patrol", "Armored Patrol", "assault-tank", ["Prevent 2 red and 2 black hits.", [prevent(2, 2)]], ["Prevent 1 red and 1 black hit.", [prevent(1, 1)]]),
  card("overrun", "Overrun", "at-st", ["Deal 2 damage.", [deal(2)]], ["Deal 1 damage.", [deal(1)]]),
  card("target-the-generator", "Target the Generator", "at-at", ["Destroy 1 structure (it does not roll).", [{ kind: "destroy", what: "structure" }]], ["Deal 1 red damage.", [deal(1, { colour: "red" })]]),
  card("air-superiority", "Air Superiority", "tie-striker", ["Cancel the Rebel tactic card.", [{ kind: "cancel" }]], ["Next round the Rebels cannot play a ground tactic card.", [{ kind: "lock-next-round" }]]),
  card("armored-position", "Armored Position", "shield-bunker", ["After the Rebels assign damage, move up to 3 of it onto 1 Shield Bunker.", [{ kind: "move-onto", amount: 3, onto: "shield-bunker" }]], ["For the rest of the combat, the Rebels resolve ground attacks first.", [{ kind: "attack-after" }]]),
  card("bombardment", "Bombardment", "star-destroyer", ["If there is no Shield Generator in the system, deal 2 black damage.", [deal(2, { colour: "black", if: "no-shield-generator" })]], ["Deal 1 damage.", [deal(1)]]),
  card("imposing-presence", "Imposing Presence", null, ["Rebel ground units cannot remove damage with specials this round.", [{ kind: "no-repair" }]], ["You may play 1 additional ground card.", [{ kind: "extra-card" }]]),
];
