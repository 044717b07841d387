import { readFileSync } from "node:fs";

// Advance widths straight from a TrueType file (its cmap format 4 and hmtx tables), to hold the preview's width
// table (lib/share/text-width.ts) to the font the image is drawn in.

export function fontWidths(
  file: string,
  codePoints: readonly number[],
): { unitsPerEm: number; widths: number[] } {
  const font = readFileSync(file);
  const tables = new Map<string, number>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + 16 * i;
    tables.set(font.toString("latin1", at, at + 4), font.readUInt32BE(at + 8));
  }
  const head = tables.get("head")!;
  const hhea = tables.get("hhea")!;
  const hmtx = tables.get("hmtx")!;
  const cmap = tables.get("cmap")!;
  const unitsPerEm = font.readUInt16BE(head + 18);
  const metrics = font.readUInt16BE(hhea + 34);
  let sub = -1;
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const at = cmap + 4 + 8 * i;
    const offset = cmap + font.readUInt32BE(at + 4);
    if (font.readUInt16BE(offset) === 4) sub = offset;
  }
  if (sub < 0) throw new Error("no cmap format 4");
  const segs = font.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segs + 2;
  const deltas = starts + 2 * segs;
  const ranges = deltas + 2 * segs;
  const glyph = (c: number): number => {
    for (let i = 0; i < segs; i++) {
      if (font.readUInt16BE(ends + 2 * i) < c) continue;
      const start = font.readUInt16BE(starts + 2 * i);
      if (start > c) return 0;
      const delta = font.readInt16BE(deltas + 2 * i);
      const range = font.readUInt16BE(ranges + 2 * i);
      if (range === 0) return (c + delta) & 0xffff;
      const g = font.readUInt16BE(ranges + 2 * i + range + 2 * (c - start));
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };
  const advance = (g: number) => font.readUInt16BE(hmtx + 4 * Math.min(g, metrics - 1));
  return { unitsPerEm, widths: codePoints.map((c) => advance(glyph(c))) };
}
