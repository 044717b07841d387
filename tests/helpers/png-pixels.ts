import { inflateSync } from "node:zlib";

/** An 8-bit RGBA PNG's pixels (what next/og draws), read with node's zlib: width, height and RGBA bytes. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly rgba: Uint8Array;
}

export function readPng(png: Uint8Array): Pixels {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (png[24] !== 8 || png[25] !== 6)
    throw new Error(`not an 8-bit RGBA PNG (depth ${png[24]}, type ${png[25]})`);
  const data: Uint8Array[] = [];
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type === "IDAT") data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 4;
  const rgba = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= 4 ? rgba[y * stride + x - 4]! : 0;
      const b = y > 0 ? rgba[(y - 1) * stride + x]! : 0;
      const c = x >= 4 && y > 0 ? rgba[(y - 1) * stride + x - 4]! : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const add = [0, a, b, (a + b) >> 1, paeth][filter];
      if (add === undefined) throw new Error(`unknown PNG filter ${filter}`);
      rgba[y * stride + x] = (line[x]! + add) & 0xff;
    }
  }
  return { width, height, rgba };
}

/** How many pixels of the box [x0, x1) × [y0, y1) are within `tolerance` of the colour `#rrggbb`. */
export function countColour(
  p: Pixels,
  hex: string,
  box: { x0: number; y0: number; x1: number; y1: number },
  tolerance = 24,
): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let n = 0;
  for (let y = box.y0; y < box.y1; y++)
    for (let x = box.x0; x < box.x1; x++) {
      const i = (y * p.width + x) * 4;
      if (
        Math.abs(p.rgba[i]! - r!) <= tolerance &&
        Math.abs(p.rgba[i + 1]! - g!) <= tolerance &&
        Math.abs(p.rgba[i + 2]! - b!) <= tolerance
      )
        n++;
    }
  return n;
}
