import { cardOf, type CinematicCardDef } from "./cinematic-card-def";
import { deal, prevent } from "./cinematic-effect";

const card = cardOf("empire", "space");

/** The Empire's 8 space cards for Cinematic Combat, in deck order (card i is bit i of a hand). */
// One row per card reads better than wrapped calls.
// prettier-ignore
export const IMPERIAL_SPACE_CARDS: readonly CinematicCardDef[] = [
  card("swarm-tactics", "Swarm Tactics", "tie-fighter", ["If you have more fighters than the Rebels, deal 1 damage.", [deal(1, { if: "more-fighters" })]], ["Deal 1 black damage.", [deal(1, { colour: "black" })]]),
  card("reinforcements", "Reinforcements", "assault-carrier", ["Gain 1 TIE Fighter in the system and prevent 2 black hits.", [{ kind: "gain", unit: "tie-fighter" }, prevent(0, 2)]], ["Prevent 2 black hits.", [prevent(0, 2)]]),
  card("tractor-beam", "Tractor Beam", "star-destroyer", ["At the end of the round, if you have a Star Destroyer and the Rebels have no ships, capture 1 leader in the system.", [{ kind: "event", event: "capture-leader" }]], ["Deal 1 red damage.", [deal(1, { colour: "red" })]]),
  card("overwhelming-presence", "Overwhelming Presence", "super-star-destroyer", ["Prevent 2 red hits and 1 special.", [prevent(2, 0, { special: 1 })]], ["Prevent 2 red hits.", [prevent(2, 0)]]),
  card("superlaser-blast", "Superlaser Blast", "death-star", ["Deal 5 damage to one capital ship.", [deal(5, { onto: "capital-ship" })]], ["Deal 1 damage.", [deal(1)]]),
  card("entrapment", "Entrapment", "interdictor", ["Cancel the Rebel tactic card; you may play 1 additional space card.", [{ kind: "cancel" }, { kind: "extra-card" }]], ["Next round the Rebels cannot play a space tactic card.", [{ kind: "lock-next-round" }]]),
  card("energy-shield", "Energy Shield", "shield-bunker", ["After the Rebels assign damage, remove up to 2 damage from your ships.", [{ kind: "remove-after", amount: 2 }]], ["For the rest of the combat, the Rebels resolve space attacks first.", [{ kind: "attack-after" }]]),
  card("intercept", "Intercept", "tie-striker", ["Destroy 1 triangle-tier ship (it does not roll).", [{ kind: "destroy", what: "triangle-ship" }]], ["Rebel ships cannot remove damage with specials this round.", [{ kind: "no-repair" }]]),
];
