import { deal, prevent, type CinematicCardDef } from "./cinematic-cards";
import type { UnitId } from "./units";

/** What a reading changes on its card (absent: as the card is written in CINEMATIC_CARDS). */
export interface CinematicCardChanges {
  readonly top?: string;
  readonly topEffects?: CinematicCardDef["topEffects"];
  /** A second unit type whose presence also allows the top ability. */
  readonly needsAlso?: UnitId;
}

/** One card whose two transcriptions differ: a rule variant of Cinematic Combat. */
export interface CinematicReading {
  /** The variant's field in a scenario's `variants`. */
  readonly id: string;
  /** The card it reads (a `CinematicCardDef.id`). */
  readonly card: string;
  /** The variant's two values: the default (the card as CINEMATIC_CARDS writes it), then the other reading. */
  readonly values: readonly [string | number, string | number];
  /** What the other reading changes on the card. */
  readonly other: CinematicCardChanges;
}

/**
 * The readings, declared once (docs/rules.md#readings): three cards come in two transcriptions. Each is a rule
 * variant: lib/scenario/battle-options.ts `VARIANTS` lists these with their words for people; `cinematicCardFor`
 * plays them.
 */
export const CINEMATIC_READINGS = [
  {
    id: "swarmTactics",
    card: "swarm-tactics",
    values: [1, 2],
    other: {
      top: "If you have more fighters than the Rebels, deal 2 damage.",
      topEffects: [deal(2, { if: "more-fighters" })],
    },
  },
  {
    id: "overwhelmingPresence",
    card: "overwhelming-presence",
    values: ["special", "direct"],
    other: { top: "Prevent 2 red hits and 1 direct hit.", topEffects: [prevent(2, 0, { direct: 1 })] },
  },
  {
    id: "cinematicBombardment",
    card: "bombardment",
    values: ["star-destroyer", "sd-or-ssd"],
    other: { needsAlso: "super-star-destroyer" },
  },
] as const satisfies readonly CinematicReading[];

export type CinematicReadingId = (typeof CINEMATIC_READINGS)[number]["id"];

/** A value for each reading (a scenario's `variants` holds them). */
export type CinematicReadings = {
  readonly [R in (typeof CINEMATIC_READINGS)[number] as R["id"]]: R["values"][number];
};

/** A card as a battle plays it: its readings applied. */
export type PlayedCinematicCard = CinematicCardDef & { readonly needsAlso?: UnitId };

const READINGS: readonly CinematicReading[] = CINEMATIC_READINGS;

/** What the other transcriptions of `def` change (empty for a card with one transcription). */
export function otherReadings(def: CinematicCardDef): CinematicCardChanges[] {
  return READINGS.filter((r) => r.card === def.id).map((r) => r.other);
}

/** `def` as a battle plays it under `readings` (the card as written where a reading has its default). */
export function cinematicCardFor(def: CinematicCardDef, readings: CinematicReadings): PlayedCinematicCard {
  let card: PlayedCinematicCard = def;
  for (const r of READINGS)
    if (r.card === def.id && readings[r.id as CinematicReadingId] === r.values[1])
      card = { ...card, ...r.other };
  return card;
}
