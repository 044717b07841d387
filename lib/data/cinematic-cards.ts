import type { CinematicCardDef } from "./cinematic-card-def";
import type { CinematicEffect } from "./cinematic-effect";
import { IMPERIAL_GROUND_CARDS } from "./imperial-ground-cards";
import { IMPERIAL_SPACE_CARDS } from "./imperial-space-cards";
import { REBEL_GROUND_CARDS } from "./rebel-ground-cards";
import { REBEL_SPACE_CARDS } from "./rebel-space-cards";
import { unitDef, type Faction, type Theater, type UnitId } from "./units";

/**
 * Rise of the Empire's advanced tactic cards for Cinematic Combat (docs/rules.md#cinematic-combat; the 32 cards on the reference page): 8 space and 8
 * ground cards per faction, each with a top ability (usable only while a unit of the pictured type of the player's
 * is in the system) and a bottom ability. Each ability is written out as effects the engine plays
 * (cinematic-effect.ts); `top` / `bottom` are the card's words for people. One file per deck, in this order. Three
 * cards come in two transcriptions: each is written as the first reads it; cinematic-readings.ts holds what the
 * other changes.
 */
export const CINEMATIC_CARDS: readonly CinematicCardDef[] = [
  ...IMPERIAL_SPACE_CARDS,
  ...IMPERIAL_GROUND_CARDS,
  ...REBEL_SPACE_CARDS,
  ...REBEL_GROUND_CARDS,
];

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

/** The unit types a `gain` effect of a `faction` card may bring: a TIE Fighter, or the faction's triangle-tier ground units. */
export function unitsGained(
  gain: Extract<CinematicEffect, { kind: "gain" }>["unit"],
  faction: Faction,
): readonly UnitId[] {
  if (gain === "tie-fighter") return ["tie-fighter"];
  return TRIANGLE_TIER.filter((u) => unitDef(u).faction === faction && unitDef(u).theater === "ground");
}

export function cinematicCards(faction: Faction, theater: Theater): readonly CinematicCardDef[] {
  return CINEMATIC_CARDS.filter((c) => c.faction === faction && c.theater === theater);
}
