import { cardOf, type CinematicCardDef } from "./cinematic-card-def";
import { deal, prevent } from "./cinematic-effect";

const card = cardOf("rebel", "space");

/** The Rebels' 8 space cards for Cinematic Combat, in deck order (card i is bit i of a hand). */
// One row per card reads better than wrapped calls.
// prettier-ignore
export const REBEL_SPACE_CARDS: readonly CinematicCardDef[] = [
  card("rogue-squadron-support", "Rogue Squadron Support", "x-wing", ["Deal 2 black damage.", [deal(2, { colour: "black" })]], ["Deal 1 black damage.", [deal(1, { colour: "black" })]]),
  card("bombing-run", "Bombing Run", "y-wing", ["Deal 2 red damage.", [deal(2, { colour: "red" })]], ["Deal 1 red damage.", [deal(1, { colour: "red" })]]),
  card("deployment", "Deployment", "u-wing", ["Gain 1 triangle-tier ground unit; a ground battle is resolved this round.", [{ kind: "gain", unit: "triangle-ground" }]], ["Imperial ships cannot remove damage with specials this round.", [{ kind: "no-repair" }]]),
  card("fleet-logistics", "Fleet Logistics", "mon-calamari-cruiser", ["Prevent 2 red hits; you may play 1 additional card.", [prevent(2, 0), { kind: "extra-card" }]], ["Prevent 2 red hits.", [prevent(2, 0)]]),
  card("ion-blast", "Ion Blast", "ion-cannon", ["Deal 1 damage to a capital ship, which cannot remove damage this round.", [deal(1, { onto: "capital-ship" }), { kind: "no-repair", onlyTarget: true }]], ["Deal 1 damage.", [deal(1)]]),
  card("outrun-them", "Outrun Them", "corellian-corvette", ["Cancel the Imperial tactic card.", [{ kind: "cancel" }]], ["Next round the Imperials cannot play a space tactic card.", [{ kind: "lock-next-round" }]]),
  card("draw-their-fire", "Draw Their Fire", "nebulon-b-frigate", ["After the Imperials assign damage, remove up to 2 damage from your ships (not from Nebulon-B Frigates).", [{ kind: "remove-after", amount: 2, except: "nebulon-b-frigate" }]], ["For the rest of the combat, the Imperials resolve space attacks first.", [{ kind: "attack-after" }]]),
  card("escort", "Escort", "rebel-transport", ["Prevent 1 red hit, 1 black hit and 1 special.", [prevent(1, 1, { special: 1 })]], ["Prevent 2 black hits.", [prevent(0, 2)]]),
];
