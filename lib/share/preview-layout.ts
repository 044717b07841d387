import { textWidth } from "./text-width";

/**
 * The battle preview card's header (lib/preview/battle-preview-card.tsx): the brand, then the battle's name
 * on the same line, in the room the brand leaves on the 1200-pixel card. The card and the name's cut
 * (lib/share/preview-text.ts) read these, so the room is derived from what is drawn, not guessed.
 */
export const PREVIEW_PADDING_PX = 48;
export const BRAND = "Rebellion Odds";
export const BRAND_FONT_PX = 40;
export const NAME_FONT_PX = 34;
export const HEADER_GAP_PX = 24;
export const NAME_ROOM_PX = Math.floor(
  1200 - 2 * PREVIEW_PADDING_PX - textWidth(BRAND, BRAND_FONT_PX) - HEADER_GAP_PX,
);
