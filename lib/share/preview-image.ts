import { decodePinnedParam, encodePinned } from "@/lib/compare/compare-link";
import { repairQuery } from "@/lib/scenario/repair-query";
import { decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";
import { LruCache } from "@/lib/server/lru-cache";
import { simulationService } from "@/lib/server/simulation-service";
import { previewResult, type ServerRuns } from "./preview-result";
import { previewText, unreadablePreview, type PreviewText } from "./preview-text";
import { readName } from "./page-link";
import { queryValue, readRider, SHARED_PARAM } from "@/lib/scenario/link-riders";

/** Preview images kept (a PNG is ~30–60 KB). */
export const IMAGE_CACHE_ENTRIES = 256;
export const IMAGE_CACHE_BYTES = 16 * 1024 * 1024;
/**
 * Images drawn at a time, and waiting to be drawn. Drawing runs on the request thread (tens of ms each),
 * so a burst of new links is drawn one by one between other requests; past the queue, 503 + Retry-After.
 */
export const IMAGE_DRAWING = 1;
export const IMAGE_QUEUE = 8;
/** How long clients and proxies may keep an image with odds (the same link gives the same image). */
const IMAGE_MAX_AGE_S = 3600;

const images = new LruCache<Uint8Array>(IMAGE_CACHE_ENTRIES, IMAGE_CACHE_BYTES, (png) => png.byteLength);
let drawing = 0;
const waiting: (() => void)[] = [];

function png(bytes: Uint8Array, cacheControl: string): Response {
  return new Response(bytes as BodyInit, {
    headers: { "Content-Type": "image/png", "Cache-Control": cacheControl },
  });
}

async function drawSlot(): Promise<boolean> {
  if (drawing < IMAGE_DRAWING) {
    drawing++;
    return true;
  }
  if (waiting.length >= IMAGE_QUEUE) return false;
  await new Promise<void>((resolve) => waiting.push(resolve));
  return true; // the slot was handed over by the image that finished
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else drawing--;
}

/**
 * `/og?<link>`: the link's preview image, from the cache when the same link (and engine) was drawn
 * before. An image without odds (the server was too busy to run the link) is not cached or kept by
 * clients, so the next fetch can have them. A comparison's link (`vs`, its pinned setup A) shows A and B.
 * A link that could not be read says so (no odds: the page would show another battle in its place).
 */
export async function previewImage(
  query: string,
  draw: (text: PreviewText) => { arrayBuffer(): Promise<ArrayBuffer> },
  runs: ServerRuns & { readonly engine: string } = simulationService(),
): Promise<Response> {
  const decoded = decodeSetup(query);
  if (!decoded.ok) return unreadable(decoded.error, draw);
  const setup = decoded.setup;
  const params = repairQuery(query);
  const pin = decodePinnedParam(params);
  const pinned = pin.ok ? pin.pinned : null;
  const name = readName(params);
  const read = readRider(SHARED_PARAM, queryValue(params, SHARED_PARAM.key));
  const shared = read.ok ? read.value : null;
  const sharedText = shared ? SHARED_PARAM.serialize(shared) : "";
  const key = `${runs.engine}|${encodeSetup(setup)}|${pinned ? encodePinned(pinned) : ""}|${name}|${sharedText}`;
  const hit = images.get(key);
  if (hit) return png(hit, `public, max-age=${IMAGE_MAX_AGE_S}`);
  // The odds the link was shared with are drawn at once; only what the link lacks is run, in the simulation
  // threads, before taking a place to draw.
  const result = shared ? null : await previewResult(setup, runs);
  const before = pinned
    ? { setup: pinned, result: shared?.a ? null : await previewResult(pinned, runs) }
    : null;
  if (!(await drawSlot())) {
    return Response.json(
      { error: "the server is busy drawing other previews: retry in 1 s" },
      { status: 503, headers: { "Retry-After": "1", "Cache-Control": "no-store" } },
    );
  }
  try {
    const again = images.get(key); // drawn while this one waited
    if (again) return png(again, `public, max-age=${IMAGE_MAX_AGE_S}`);
    const bytes = new Uint8Array(
      await draw(previewText(setup, result, before, { name, shared })).arrayBuffer(),
    );
    // An image missing odds the server was too busy to run is not kept: the next fetch can have them.
    if ((!shared && !result) || (before && !shared?.a && !before.result)) return png(bytes, "no-store");
    images.set(key, bytes);
    return png(bytes, `public, max-age=${IMAGE_MAX_AGE_S}`);
  } finally {
    releaseSlot();
  }
}

/** The image of a link that could not be read: no run, cached like any other (the same link, the same words). */
async function unreadable(
  error: string,
  draw: (text: PreviewText) => { arrayBuffer(): Promise<ArrayBuffer> },
): Promise<Response> {
  const key = `unreadable|${error}`;
  const hit = images.get(key);
  if (hit) return png(hit, `public, max-age=${IMAGE_MAX_AGE_S}`);
  if (!(await drawSlot())) {
    return Response.json(
      { error: "the server is busy drawing other previews: retry in 1 s" },
      { status: 503, headers: { "Retry-After": "1", "Cache-Control": "no-store" } },
    );
  }
  try {
    const bytes = new Uint8Array(await draw(unreadablePreview(error)).arrayBuffer());
    images.set(key, bytes);
    return png(bytes, `public, max-age=${IMAGE_MAX_AGE_S}`);
  } finally {
    releaseSlot();
  }
}
