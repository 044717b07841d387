import { repairQuery } from "@/lib/link/repair-query";
import {
  assaultPreview,
  decodeAssault,
  numberlessAssaultPreview,
  readAssaultPage,
  tooMuchWork,
  unreadableAssaultPreview,
  writeAssaultPage,
  type AssaultPreview,
} from "@/lib/assault";
import { linkOdds } from "@/lib/server/assault-service";
import { LruCache } from "@/lib/server/lru-cache";
import type { Drawing } from "./drawing-jobs";
import { noImage } from "./preview-image";

/** The preview's headline when the server's attack threads were too busy to compute it in time. */
const BUSY = "The server is busy";

/** Preview images kept (a PNG is ~30–60 KB). */
const images = new LruCache<Uint8Array>(128, 8 * 1024 * 1024, (png) => png.byteLength);

/**
 * Draws a preview off the request thread (lib/preview/drawing-pool.ts): the link's own image, or the stand-in when
 * the drawing thread is too busy (`complete` false); null: no image at all.
 */
type Draw = (preview: AssaultPreview) => Promise<Drawing | null>;

/**
 * `/assault/og?<link>`: the link's preview image (the answer is exact, so the same link always gives the
 * same image and it is cached). A link that cannot be read draws a card that says so, never an error.
 */
export async function assaultPreviewImage(
  query: string,
  draw: Draw,
  cache: LruCache<Uint8Array> = images,
): Promise<Response> {
  const { key, preview } = linkPreview(repairQuery(query));
  const hit = cache.get(key);
  if (hit) return png(hit);
  // (the numbers are computed off the request thread first, then the image is drawn on the drawing thread)
  const made = await preview();
  const drawn = await draw(made);
  if (!drawn) return noImage();
  // (an image without its numbers because the server was busy, or the stand-in, is not kept, by us or by clients)
  if (drawn.complete && !made.headline.some((h) => h.label === BUSY)) {
    cache.set(key, drawn.png);
    return png(drawn.png);
  }
  return new Response(drawn.png as BodyInit, {
    headers: { "Content-Type": "image/png", "Cache-Control": "no-store" },
  });
}

/** Previews' words and numbers kept (a few hundred bytes each), shared by the page's metadata and the image. */
const previews = new LruCache<AssaultPreview>(256, 1024 * 1024, (p) => 2 * p.description.length + 512);

/**
 * A link's preview, computed once per link however it is spelled (`key`: the link as the page writes it): the
 * page's title and description and the image read the same numbers, and a page view computes them at most once.
 * `query`: the link to write in the page's addresses. `preview` computes on first call, off the request thread.
 */
export function linkPreview(params: URLSearchParams): {
  key: string;
  query: string;
  preview: () => Promise<AssaultPreview>;
} {
  const decoded = decodeAssault(params);
  const page = readAssaultPage(params);
  const query = decoded.ok ? writeAssaultPage(page) : params.toString();
  // (a link read in part is its own preview: the image says what was left out)
  const key = decoded.ok ? `link|${query}|${page.notices.join("|")}` : `unreadable|${decoded.error}`;
  return {
    key,
    query,
    preview: async () => {
      const hit = previews.get(key);
      if (hit) return hit;
      if (!decoded.ok) return unreadableAssaultPreview(decoded.error);
      // The numbers come from the server's Imperial Assault threads (docs/server.md#load-and-its-figures), once per attack however many ask
      // (the page's own answer included); a pinned A's only as assaultPreview shows it.
      const { assault, pinned, notices } = page;
      const computed = tooMuchWork(assault) ? undefined : await linkOdds(assault, pinned);
      if (computed === null) return numberlessAssaultPreview(assault, notices, BUSY);
      const made = assaultPreview(assault, pinned, notices, computed);
      previews.set(key, made);
      return made;
    },
  };
}

function png(bytes: Uint8Array): Response {
  return new Response(bytes as BodyInit, {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=3600" },
  });
}
