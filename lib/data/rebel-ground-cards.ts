import { cardOf, type CinematicCardDef } from "./cinematic-card-def";
import { deal, prevent } from "./cinematic-effect";

const card = cardOf("rebel", "ground");

/** The Rebels' 8 ground cards for Cinematic Combat, in deck order (card i is bit i of a hand). */
// One row per card reads better than wrapped calls.
// prettier-ignore
export const REBEL_GROUND_CARDS: readonly CinematicCardDef[] = [
  card("hold-them-back", "Hold Them Back", "rebel-trooper", ["Destroy 1 triangle-tier ground unit (it does not roll).", [{ kind: "destroy", what: "triangle-ground" }]], ["Deal 1 black damage.", [deal(1, { colour: "black" })]]),
  card("take-it-down", "Take It Down", "rebel-vanguard", ["Deal 2 red damage.", [deal(2, { colour: "red" })]], ["Deal 1 red damage.", [deal(1, { colour: "red" })]]),
  card("tow-cables", "Tow Cables", "airspeeder", ["Deal 4 damage to 1 AT-AT or AT-ST.", [deal(4, { onto: "walker" })]], ["Deal 1 damage.", [deal(1)]]),
  card("take-cover", "Take Cover", "golan-arms-turret", ["Prevent 2 red and 2 black hits.", [prevent(2, 2)]], ["Prevent 1 red and 1 black hit.", [prevent(1, 1)]]),
  card("planetary-shield", "Planetary Shield", "shield-generator", ["After the Imperials assign damage, move up to 3 of it onto 1 Shield Generator.", [{ kind: "move-onto", amount: 3, onto: "shield-generator" }]], ["For the rest of the combat, the Imperials resolve ground attacks first.", [{ kind: "attack-after" }]]),
  card("rogue-one", "Rogue One", "u-wing", ["If at least one unit retreats this round, rescue 1 captured leader or remove 1 target marker here.", [{ kind: "event", event: "rescue-leader" }]], ["Imperial ground units cannot remove damage with specials this round.", [{ kind: "no-repair" }]]),
  card("escape-plan", "Escape Plan", "rebel-transport", ["You may retreat immediately; if you do, cancel the Imperial tactic card.", [{ kind: "escape" }]], ["Next round the Imperials cannot play a ground tactic card.", [{ kind: "lock-next-round" }]]),
  card("confrontation", "Confrontation", null, ["If the last Imperial ground unit is destroyed this round, mark an Imperial leader here for elimination (this card is removed from the game).", [{ kind: "event", event: "mark-leader" }]], ["You may play 1 additional ground card.", [{ kind: "extra-card" }]], { removedWhenTopUsed: true }),
];
