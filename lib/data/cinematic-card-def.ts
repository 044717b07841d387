import type { CinematicEffect } from "./cinematic-effect";
import type { Faction, Theater, UnitId } from "./units";

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

/**
 * The card maker of one deck: `cardOf("empire", "space")(id, name, needs, [top, topEffects], [bottom,
 * bottomEffects])`, the card's words for people beside the effects the engine plays.
 */
export const cardOf =
  (faction: Faction, theater: Theater) =>
  (
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
