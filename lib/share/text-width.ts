/**
 * Widths of text in the preview image's font (Geist Regular, next/og's own; 1,000 units to the em), so a battle's
 * name is cut with an ellipsis at the card's width rather than overflowing it (docs/server.md#text-limits: long and emoji names ran off
 * the card). Only the characters the image draws (lib/share/preview-text.ts:drawable; any other is drawn as "?"):
 * U+0020-U+007E, U+00A0-U+00FF and U+2010-U+2027. tests/share/text-width.test.ts holds the table to the font file.
 */
export const FONT_UNITS_PER_EM = 1000;

/** Advance widths, in font units, of each range's characters in order. */
export const ADVANCES: readonly { readonly from: number; readonly widths: readonly number[] }[] = [
  {
    from: 0x20,
    widths: [
      250, 213, 346, 478, 629, 802, 620, 178, 274, 274, 430, 558, 201, 419, 201, 480, 663, 384, 619, 613, 615,
      626, 593, 524, 604, 593, 297, 297, 544, 540, 544, 559, 906, 668, 680, 703, 694, 603, 590, 700, 713, 270,
      597, 640, 580, 877, 743, 739, 650, 733, 672, 640, 552, 689, 667, 945, 606, 576, 544, 347, 455, 347, 426,
      557, 248, 551, 595, 546, 595, 561, 395, 594, 581, 244, 260, 590, 267, 877, 581, 573, 595, 595, 379, 520,
      392, 575, 536, 819, 585, 537, 537, 389, 264, 389, 523,
    ],
  },
  {
    from: 0xa0,
    widths: [
      250, 213, 546, 611, 624, 576, 264, 549, 350, 828, 401, 533, 500, 600, 635, 356, 404, 538, 348, 332, 248,
      575, 596, 201, 317, 242, 419, 537, 732, 800, 782, 559, 668, 668, 668, 668, 668, 669, 972, 703, 603, 603,
      603, 603, 270, 270, 270, 270, 694, 743, 739, 739, 739, 739, 739, 502, 739, 689, 689, 689, 689, 576, 620,
      587, 551, 551, 551, 551, 551, 551, 919, 546, 561, 561, 561, 561, 244, 244, 244, 244, 573, 581, 573, 573,
      573, 573, 573, 540, 573, 575, 575, 575, 575, 537, 595, 537,
    ],
  },
  {
    from: 0x2010,
    widths: [
      600, 600, 600, 591, 907, 600, 600, 600, 203, 203, 201, 600, 368, 368, 366, 600, 584, 584, 312, 600, 600,
      600, 571, 600,
    ],
  },
];

/** A character the table lacks is counted as the widest, so a cut never runs over. */
const WIDEST = Math.max(...ADVANCES.flatMap((r) => r.widths));
/** (satori may draw the bold the card asks for wider than the regular's advances: a margin for it) */
const MARGIN = 1.06;

function advance(codePoint: number): number {
  for (const r of ADVANCES) {
    const w = r.widths[codePoint - r.from];
    if (codePoint >= r.from && w !== undefined) return w;
  }
  return WIDEST;
}

/** The width of `text` in pixels at `fontPx`. */
export function textWidth(text: string, fontPx: number): number {
  let units = 0;
  for (const ch of text) units += advance(ch.codePointAt(0)!);
  return (units * fontPx * MARGIN) / FONT_UNITS_PER_EM;
}

/** `text` as it fits `maxPx` at `fontPx`: whole, or cut at a character with an ellipsis after it. */
export function fitText(text: string, fontPx: number, maxPx: number): string {
  if (textWidth(text, fontPx) <= maxPx) return text;
  const chars = Array.from(text);
  const cut = (n: number) => `${chars.slice(0, n).join("").trimEnd()}…`;
  let lo = 0;
  let hi = chars.length;
  // (the longest start that fits with the ellipsis: widths only grow with length)
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textWidth(cut(mid), fontPx) <= maxPx) lo = mid;
    else hi = mid - 1;
  }
  return cut(lo);
}
