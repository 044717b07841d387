import type { Faction, HealthColour, Theater, UnitId } from "./units";

/**
 * Rise of the Empire's advanced tactic cards for Cinematic Combat (docs/rules.md#cinematic-combat; the 32 cards on the reference page): 8 space and 8
 * ground cards per faction, each with a top ability (usable only while a unit of the pictured type of the player's
 * is in the system) and a bottom ability. Each ability is written out as effects the engine plays
 * (lib/engine/modes/cinematic); `top` / `bottom` are the card's words for people.
 */
export type CinematicEffect =
  /** Deal damage: split over enemy units of the theater (of `colour` when the card names one), or all on one
   * `onto` unit; only `if` the condition holds. */
  | {
      readonly kind: "deal";
      readonly amount: number;
      readonly colour?: HealthColour;
      readonly onto?: "capital-ship" | "walker";
      readonly if?: "more-fighters" | "no-shield-generator";
    }
  /** Destroy one enemy unit at once (it does not roll this round). */
  | { readonly kind: "destroy"; readonly what: "triangle-ground" | "triangle-ship" | "structure" }
  /** The opponent's attack in this theater this round loses that many rolled dice showing hits of the colour
   * (`special`: dice showing specials; `direct`: red or black dice showing direct hits). */
  | {
      readonly kind: "prevent";
      readonly red: number;
      readonly black: number;
      readonly special?: number;
      readonly direct?: number;
    }
  /** A unit of yours joins the battle (within the component limits). */
  | { readonly kind: "gain"; readonly unit: "tie-fighter" | "triangle-ground" }
  /** The opponent's card of this round does nothing (it is still used). */
  | { readonly kind: "cancel" }
  /** Play one more card of this theater now (it cannot cancel or be cancelled). */
  | { readonly kind: "extra-card" }
  /** Next round the opponent cannot play a card of this theater. */
  | { readonly kind: "lock-next-round" }
  /** For the rest of the combat the opponent resolves its attacks of this theater first. */
  | { readonly kind: "attack-after" }
  /** This round the opponent's units of this theater (`onlyTarget`: the unit this card just damaged) cannot
   * remove damage with specials. */
  | { readonly kind: "no-repair"; readonly onlyTarget?: boolean }
  /** After the opponent assigns damage this round, remove up to `amount` damage from your units of this theater. */
  | { readonly kind: "remove-after"; readonly amount: number; readonly except?: UnitId }
  /** After the opponent assigns damage this round, move up to `amount` of it onto one of your `onto` units. */
  | { readonly kind: "move-onto"; readonly amount: number; readonly onto: UnitId }
  /** Retreat at once (if the rules allow); if you do, the opponent's card is cancelled. */
  | { readonly kind: "escape" }
  /** Something that acts outside this one combat: counted and reported, nothing else. */
  | { readonly kind: "event"; readonly event: CinematicEvent };

/** Effects outside one combat, counted per combat (Tractor Beam, Rogue One, Confrontation). */
export type CinematicEvent = "capture-leader" | "rescue-leader" | "mark-leader";

export interface CinematicCardDef {
  readonly id: string;
  readonly name: string;
  readonly faction: Faction;
  readonly theater: Theater;
  /** The unit type the top ability needs in the system (null: no unit icon, always usable). */
  readonly needs: UnitId | null;
  readonly top: string;
  readonly bottom: string;
  readonly topEffects: readonly CinematicEffect[];
  readonly bottomEffects: readonly CinematicEffect[];
  /** Used up for the rest of the game when its top ability is used (Confrontation). */
  readonly removedWhenTopUsed?: boolean;
}

const card = (
  faction: Faction,
  theater: Theater,
  id: string,
  name: string,
  needs: UnitId | null,
  top: [string, readonly CinematicEffect[]],
  bottom: [string, readonly CinematicEffect[]],
  extra: Partial<CinematicCardDef> = {},
): CinematicCardDef => ({
  id,
  name,
  faction,
  theater,
  needs,
  top: top[0],
  topEffects: top[1],
  bottom: bottom[0],
  bottomEffects: bottom[1],
  ...extra,
});

/** A `deal` effect. */
export const deal = (
  amount: number,
  more: Partial<Extract<CinematicEffect, { kind: "deal" }>> = {},
): CinematicEffect => ({
  kind: "deal",
  amount,
  ...more,
});
/** A `prevent` effect. */
export const prevent = (
  red: number,
  black: number,
  more: { special?: number; direct?: number } = {},
): CinematicEffect => ({
  kind: "prevent",
  red,
  black,
  ...more,
});

// Three cards come in two transcriptions: each is written here as the first reads it; cinematic-readings.ts holds
// what the other changes.
export const CINEMATIC_CARDS: readonly CinematicCardDef[] = [
  // Imperial space
  card(
    "empire",
    "space",
    "swarm-tactics",
    "Swarm Tactics",
    "tie-fighter",
    ["If you have more fighters than the Rebels, deal 1 damage.", [deal(1, { if: "more-fighters" })]],
    ["Deal 1 black damage.", [deal(1, { colour: "black" })]],
  ),
  card(
    "empire",
    "space",
    "reinforcements",
    "Reinforcements",
    "assault-carrier",
    [
      "Gain 1 TIE Fighter in the system and prevent 2 black hits.",
      [{ kind: "gain", unit: "tie-fighter" }, prevent(0, 2)],
    ],
    ["Prevent 2 black hits.", [prevent(0, 2)]],
  ),
  card(
    "empire",
    "space",
    "tractor-beam",
    "Tractor Beam",
    "star-destroyer",
    [
      "At the end of the round, if you have a Star Destroyer and the Rebels have no ships, capture 1 leader in the system.",
      [{ kind: "event", event: "capture-leader" }],
    ],
    ["Deal 1 red damage.", [deal(1, { colour: "red" })]],
  ),
  card(
    "empire",
    "space",
    "overwhelming-presence",
    "Overwhelming Presence",
    "super-star-destroyer",
    ["Prevent 2 red hits and 1 special.", [prevent(2, 0, { special: 1 })]],
    ["Prevent 2 red hits.", [prevent(2, 0)]],
  ),
  card(
    "empire",
    "space",
    "superlaser-blast",
    "Superlaser Blast",
    "death-star",
    ["Deal 5 damage to one capital ship.", [deal(5, { onto: "capital-ship" })]],
    ["Deal 1 damage.", [deal(1)]],
  ),
  card(
    "empire",
    "space",
    "entrapment",
    "Entrapment",
    "interdictor",
    [
      "Cancel the Rebel tactic card; you may play 1 additional space card.",
      [{ kind: "cancel" }, { kind: "extra-card" }],
    ],
    ["Next round the Rebels cannot play a space tactic card.", [{ kind: "lock-next-round" }]],
  ),
  card(
    "empire",
    "space",
    "energy-shield",
    "Energy Shield",
    "shield-bunker",
    [
      "After the Rebels assign damage, remove up to 2 damage from your ships.",
      [{ kind: "remove-after", amount: 2 }],
    ],
    ["For the rest of the combat, the Rebels resolve space attacks first.", [{ kind: "attack-after" }]],
  ),
  card(
    "empire",
    "space",
    "intercept",
    "Intercept",
    "tie-striker",
    ["Destroy 1 triangle-tier ship (it does not roll).", [{ kind: "destroy", what: "triangle-ship" }]],
    ["Rebel ships cannot remove damage with specials this round.", [{ kind: "no-repair" }]],
  ),
  // Imperial ground
  card(
    "empire",
    "ground",
    "support-of-the-501st",
    "Support of the 501st",
    "stormtrooper",
    [
      "Destroy 1 triangle-tier ground unit (it does not roll).",
      [{ kind: "destroy", what: "triangle-ground" }],
    ],
    ["Deal 1 black damage.", [deal(1, { colour: "black" })]],
  ),
  card(
    "empire",
    "ground",
    "armored-patrol",
    "Armored Patrol",
    "assault-tank",
    ["Prevent 2 red and 2 black hits.", [prevent(2, 2)]],
    ["Prevent 1 red and 1 black hit.", [prevent(1, 1)]],
  ),
  card(
    "empire",
    "ground",
    "overrun",
    "Overrun",
    "at-st",
    ["Deal 2 damage.", [deal(2)]],
    ["Deal 1 damage.", [deal(1)]],
  ),
  card(
    "empire",
    "ground",
    "target-the-generator",
    "Target the Generator",
    "at-at",
    ["Destroy 1 structure (it does not roll).", [{ kind: "destroy", what: "structure" }]],
    ["Deal 1 red damage.", [deal(1, { colour: "red" })]],
  ),
  card(
    "empire",
    "ground",
    "air-superiority",
    "Air Superiority",
    "tie-striker",
    ["Cancel the Rebel tactic card.", [{ kind: "cancel" }]],
    ["Next round the Rebels cannot play a ground tactic card.", [{ kind: "lock-next-round" }]],
  ),
  card(
    "empire",
    "ground",
    "armored-position",
    "Armored Position",
    "shield-bunker",
    [
      "After the Rebels assign damage, move up to 3 of it onto 1 Shield Bunker.",
      [{ kind: "move-onto", amount: 3, onto: "shield-bunker" }],
    ],
    ["For the rest of the combat, the Rebels resolve ground attacks first.", [{ kind: "attack-after" }]],
  ),
  card(
    "empire",
    "ground",
    "bombardment",
    "Bombardment",
    "star-destroyer",
    [
      "If there is no Shield Generator in the system, deal 2 black damage.",
      [deal(2, { colour: "black", if: "no-shield-generator" })],
    ],
    ["Deal 1 damage.", [deal(1)]],
  ),
  card(
    "empire",
    "ground",
    "imposing-presence",
    "Imposing Presence",
    null,
    ["Rebel ground units cannot remove damage with specials this round.", [{ kind: "no-repair" }]],
    ["You may play 1 additional ground card.", [{ kind: "extra-card" }]],
  ),
  // Rebel space
  card(
    "rebel",
    "space",
    "rogue-squadron-support",
    "Rogue Squadron Support",
    "x-wing",
    ["Deal 2 black damage.", [deal(2, { colour: "black" })]],
    ["Deal 1 black damage.", [deal(1, { colour: "black" })]],
  ),
  card(
    "rebel",
    "space",
    "bombing-run",
    "Bombing Run",
    "y-wing",
    ["Deal 2 red damage.", [deal(2, { colour: "red" })]],
    ["Deal 1 red damage.", [deal(1, { colour: "red" })]],
  ),
  card(
    "rebel",
    "space",
    "deployment",
    "Deployment",
    "u-wing",
    [
      "Gain 1 triangle-tier ground unit; a ground battle is resolved this round.",
      [{ kind: "gain", unit: "triangle-ground" }],
    ],
    ["Imperial ships cannot remove damage with specials this round.", [{ kind: "no-repair" }]],
  ),
  card(
    "rebel",
    "space",
    "fleet-logistics",
    "Fleet Logistics",
    "mon-calamari-cruiser",
    ["Prevent 2 red hits; you may play 1 additional card.", [prevent(2, 0), { kind: "extra-card" }]],
    ["Prevent 2 red hits.", [prevent(2, 0)]],
  ),
  card(
    "rebel",
    "space",
    "ion-blast",
    "Ion Blast",
    "ion-cannon",
    [
      "Deal 1 damage to a capital ship, which cannot remove damage this round.",
      [deal(1, { onto: "capital-ship" }), { kind: "no-repair", onlyTarget: true }],
    ],
    ["Deal 1 damage.", [deal(1)]],
  ),
  card(
    "rebel",
    "space",
    "outrun-them",
    "Outrun Them",
    "corellian-corvette",
    ["Cancel the Imperial tactic card.", [{ kind: "cancel" }]],
    ["Next round the Imperials cannot play a space tactic card.", [{ kind: "lock-next-round" }]],
  ),
  card(
    "rebel",
    "space",
    "draw-their-fire",
    "Draw Their Fire",
    "nebulon-b-frigate",
    [
      "After the Imperials assign damage, remove up to 2 damage from your ships (not from Nebulon-B Frigates).",
      [{ kind: "remove-after", amount: 2, except: "nebulon-b-frigate" }],
    ],
    ["For the rest of the combat, the Imperials resolve space attacks first.", [{ kind: "attack-after" }]],
  ),
  card(
    "rebel",
    "space",
    "escort",
    "Escort",
    "rebel-transport",
    ["Prevent 1 red hit, 1 black hit and 1 special.", [prevent(1, 1, { special: 1 })]],
    ["Prevent 2 black hits.", [prevent(0, 2)]],
  ),
  // Rebel ground
  card(
    "rebel",
    "ground",
    "hold-them-back",
    "Hold Them Back",
    "rebel-trooper",
    [
      "Destroy 1 triangle-tier ground unit (it does not roll).",
      [{ kind: "destroy", what: "triangle-ground" }],
    ],
    ["Deal 1 black damage.", [deal(1, { colour: "black" })]],
  ),
  card(
    "rebel",
    "ground",
    "take-it-down",
    "Take It Down",
    "rebel-vanguard",
    ["Deal 2 red damage.", [deal(2, { colour: "red" })]],
    ["Deal 1 red damage.", [deal(1, { colour: "red" })]],
  ),
  card(
    "rebel",
    "ground",
    "tow-cables",
    "Tow Cables",
    "airspeeder",
    ["Deal 4 damage to 1 AT-AT or AT-ST.", [deal(4, { onto: "walker" })]],
    ["Deal 1 damage.", [deal(1)]],
  ),
  card(
    "rebel",
    "ground",
    "take-cover",
    "Take Cover",
    "golan-arms-turret",
    ["Prevent 2 red and 2 black hits.", [prevent(2, 2)]],
    ["Prevent 1 red and 1 black hit.", [prevent(1, 1)]],
  ),
  card(
    "rebel",
    "ground",
    "planetary-shield",
    "Planetary Shield",
    "shield-generator",
    [
      "After the Imperials assign damage, move up to 3 of it onto 1 Shield Generator.",
      [{ kind: "move-onto", amount: 3, onto: "shield-generator" }],
    ],
    ["For the rest of the combat, the Imperials resolve ground attacks first.", [{ kind: "attack-after" }]],
  ),
  card(
    "rebel",
    "ground",
    "rogue-one",
    "Rogue One",
    "u-wing",
    [
      "If at least one unit retreats this round, rescue 1 captured leader or remove 1 target marker here.",
      [{ kind: "event", event: "rescue-leader" }],
    ],
    ["Imperial ground units cannot remove damage with specials this round.", [{ kind: "no-repair" }]],
  ),
  card(
    "rebel",
    "ground",
    "escape-plan",
    "Escape Plan",
    "rebel-transport",
    ["You may retreat immediately; if you do, cancel the Imperial tactic card.", [{ kind: "escape" }]],
    ["Next round the Imperials cannot play a ground tactic card.", [{ kind: "lock-next-round" }]],
  ),
  card(
    "rebel",
    "ground",
    "confrontation",
    "Confrontation",
    null,
    [
      "If the last Imperial ground unit is destroyed this round, mark an Imperial leader here for elimination (this card is removed from the game).",
      [{ kind: "event", event: "mark-leader" }],
    ],
    ["You may play 1 additional ground card.", [{ kind: "extra-card" }]],
    { removedWhenTopUsed: true },
  ),
];

export type CinematicCardId = string;

/**
 * Triangle-tier units (built from the triangle production icon, the cheapest tier; docs/rules.md#cinematic-combat's reading):
 * what "destroy 1 triangle-tier ground unit / ship" (Intercept: a ship) and Deployment's gain can name.
 */
export const TRIANGLE_TIER: readonly UnitId[] = [
  "stormtrooper",
  "rebel-trooper",
  "rebel-vanguard",
  "tie-fighter",
  "x-wing",
  "y-wing",
  "tie-striker",
  "assault-tank",
];

export function cinematicCards(faction: Faction, theater: Theater): readonly CinematicCardDef[] {
  return CINEMATIC_CARDS.filter((c) => c.faction === faction && c.theater === theater);
}

export function cinematicCardDef(
  id: string,
  faction: Faction,
  theater?: Theater,
): CinematicCardDef | undefined {
  return CINEMATIC_CARDS.find(
    (c) => c.id === id && c.faction === faction && (!theater || c.theater === theater),
  );
}
