#!/usr/bin/env node
// Draws the app's raster icons from app/icon.svg in headless Chromium: the favicon (16, 32 and 48 px PNGs
// in one .ico), the Apple touch icon and the manifest's icons (192 and 512 px, and a 512 px maskable one
// whose artwork sits inside the 80% safe zone). Run it after changing app/icon.svg; the outputs are
// committed.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_LAUNCH } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const svg = readFileSync(path.join(root, "app", "icon.svg"), "utf8");
const BACKGROUND = "#020617";

const browser = await chromium.launch(CHROMIUM_LAUNCH);

/** The icon as a PNG of `size` px; `inset` (0–1) shrinks the artwork onto a full-bleed background. */
async function png(size, inset = 0) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const art = Math.round(size * (1 - inset));
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${inset ? BACKGROUND : "transparent"}">` +
      `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" width="${art}" height="${art}"></body>`,
  );
  const bytes = await page.screenshot({ omitBackground: !inset, type: "png" });
  await page.close();
  return bytes;
}

/** An .ico holding PNG images (every browser since IE 11 reads PNG entries). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, bytes }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size % 256, at);
    header.writeUInt8(size % 256, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(bytes.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += bytes.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.bytes)]);
}

try {
  const small = [];
  for (const size of [16, 32, 48]) small.push({ size, bytes: await png(size) });
  writeFileSync(path.join(root, "app", "favicon.ico"), ico(small));
  writeFileSync(path.join(root, "app", "apple-icon.png"), await png(180, 0.1));
  writeFileSync(path.join(root, "public", "icons", "icon-192.png"), await png(192));
  writeFileSync(path.join(root, "public", "icons", "icon-512.png"), await png(512));
  writeFileSync(path.join(root, "public", "icons", "icon-maskable-512.png"), await png(512, 0.2));
  console.log("icons drawn: app/favicon.ico, app/apple-icon.png, public/icons/*.png");
} finally {
  await browser.close();
}
