import { FACES, TACTIC_CARD_IDS, type TacticCardId } from "@/lib/data";

/** Small integer codes used inside the hot loop instead of strings. */
export const ATTACKER = 0;
export const DEFENDER = 1;
export const SPACE = 0;
export const GROUND = 1;
export const THEATERS = ["space", "ground"] as const;

export const COLOUR_NONE = 0;
export const COLOUR_RED = 1;
export const COLOUR_BLACK = 2;

export const FACE_BLANK = FACES.indexOf("blank");
export const FACE_HIT = FACES.indexOf("hit");
export const FACE_DIRECT = FACES.indexOf("direct");
export const FACE_SPECIAL = FACES.indexOf("special");

export const CARD_COUNT = TACTIC_CARD_IDS.length;
export function cardCode(id: TacticCardId): number {
  return TACTIC_CARD_IDS.indexOf(id);
}
export const CARD = {
  criticalHit: cardCode("critical-hit"),
  concentrateFire: cardCode("concentrate-fire"),
  defensiveFormation: cardCode("defensive-formation"),
  outmaneuver: cardCode("outmaneuver"),
  digIn: cardCode("dig-in"),
  takeItDown: cardCode("take-it-down"),
  onslaught: cardCode("onslaught"),
  unstoppableAssault: cardCode("unstoppable-assault"),
  brilliantStrategy: cardCode("brilliant-strategy"),
  noEscape: cardCode("no-escape"),
  bombardment: cardCode("bombardment"),
  escapePlan: cardCode("escape-plan"),
} as const;

/** Index of (side, theater) pairs in per-side-per-theater arrays. */
export function st(side: number, theater: number): number {
  return side * 2 + theater;
}
