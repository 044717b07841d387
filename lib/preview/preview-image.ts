import { decodePinnedParam, encodePinned } from "@/lib/compare/compare-link";
import { repairQuery } from "@/lib/link/repair-query";
import { decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";
import type { Drawing } from "./drawing-jobs";
import { LruCache } from "@/lib/server/lru-cache";
import { simulationService } from "@/lib/server/simulation-service";
import { playedSetups, previewResult, type ServerRuns } from "@/lib/share/preview-result";
import { unreadablePreview, type PreviewText } from "@/lib/share/preview-text";
import { luckPreviewText } from "@/lib/share/luck-preview";
import { decodeLuckParam, LUCK_PARAM } from "@/lib/luck/luck-entry";
import { linkShared, readName } from "@/lib/share/page-link";
import { SHARED_PARAM } from "@/lib/scenario/link-riders";

/** Preview images kept (a PNG is ~30–60 KB). */
export const IMAGE_CACHE_ENTRIES = 256;
export const IMAGE_CACHE_BYTES = 16 * 1024 * 1024;
/** How long clients and proxies may keep an image with odds (the same link gives the same image). */
const IMAGE_MAX_AGE_S = 3600;

const images = new LruCache<Uint8Array>(IMAGE_CACHE_ENTRIES, IMAGE_CACHE_BYTES, (png) => png.byteLength);

/**
 * Draws a preview off the request thread (lib/preview/drawing-pool.ts): the link's own image, or, when the drawing
 * thread is too busy, the calculator's stand-in (`complete` false); null: no image at all.
 */
export type DrawPreview = (text: PreviewText) => Promise<Drawing | null>;

function png(bytes: Uint8Array, cacheControl: string): Response {
  return new Response(bytes as BodyInit, {
    headers: { "Content-Type": "image/png", "Cache-Control": cacheControl },
  });
}

/** No image could be drawn, not even the stand-in (its thread keeps failing): the crawler may come back. */
export function noImage(): Response {
  return Response.json(
    { error: "the server could not draw this preview now: retry in 1 s" },
    { status: 503, headers: { "Retry-After": "1", "Cache-Control": "no-store" } },
  );
}

/** The image as drawn: the stand-in and an image missing odds are not kept (`keep` false), by us or by clients. */
function drawnImage(key: string, drawn: Drawing | null, keep: boolean): Response {
  if (!drawn) return noImage();
  if (!drawn.complete || !keep) return png(drawn.png, "no-store");
  images.set(key, drawn.png);
  return png(drawn.png, `public, max-age=${IMAGE_MAX_AGE_S}`);
}

/**
 * `/og?<link>`: the link's preview image, from the cache when the same link (and engine) was drawn
 * before. An image without odds (the server was too busy to run the link) is not cached or kept by
 * clients, so the next fetch can have them. A comparison's link (`vs`, its pinned setup A) shows A and B.
 * A link that could not be read says so (no odds: the page would show another battle in its place).
 */
export async function previewImage(
  query: string,
  draw: DrawPreview,
  runs: ServerRuns & { readonly engine: string } = simulationService(),
): Promise<Response> {
  const decoded = decodeSetup(query);
  if (!decoded.ok) return unreadable(decoded.error, draw);
  const setup = decoded.setup;
  const params = repairQuery(query);
  const pin = decodePinnedParam(params);
  const pinned = pin.ok ? pin.pinned : null;
  const name = readName(params);
  const { shared } = linkShared(params, decoded);
  const sharedText = shared ? SHARED_PARAM.serialize(shared) : "";
  const luckRead = decodeLuckParam(params);
  const luck = luckRead.ok ? luckRead.luck : null;
  const luckText = luck ? LUCK_PARAM.serialize(luck) : "";
  const key = `${runs.engine}|${encodeSetup(setup)}|${pinned ? encodePinned(pinned) : ""}|${name}|${sharedText}|${luckText}`;
  const hit = images.get(key);
  if (hit) return png(hit, `public, max-age=${IMAGE_MAX_AGE_S}`);
  // The engine's own odds (the cache, or a run within the preview's limits, in the simulation threads), never the
  // link's as they are (docs/links-and-history.md#name-and-shared-odds: a forged shared= drew any odds for an hour); drawn on the drawing thread.
  const result = await previewResult(setup, runs);
  const before = pinned ? { setup: pinned, result: await previewResult(pinned, runs) } : null;
  // (the goals as played: `auto` resolved on the link's first battles, docs/rules.md#auto)
  const played = await playedSetups(setup, pinned, runs);
  const drawn = await draw(
    luckPreviewText(played.setup, result, before && { ...before, setup: played.pinned! }, {
      name,
      shared,
      luck,
    }),
  );
  // An image missing odds (or luck lines) the server was too busy to run is not kept: the next fetch can have them.
  return drawnImage(key, drawn, !(!result || (before && !before.result)));
}

/** The image of a link that could not be read: no run, cached like any other (the same link, the same words). */
async function unreadable(error: string, draw: DrawPreview): Promise<Response> {
  const key = `unreadable|${error}`;
  const hit = images.get(key);
  if (hit) return png(hit, `public, max-age=${IMAGE_MAX_AGE_S}`);
  return drawnImage(key, await draw(unreadablePreview(error)), true);
}
