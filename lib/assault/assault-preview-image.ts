import { repairQuery } from "@/lib/scenario/url-codec";
import { LruCache } from "@/lib/server/lru-cache";
import { decodeAssault } from "./assault-link";
import { readAssaultPage, writeAssaultPage } from "./assault-page-link";
import { assaultPreview, unreadableAssaultPreview, type AssaultPreview } from "./assault-preview";

/** Preview images kept (a PNG is ~30–60 KB), drawn one at a time with a few waiting (past that, 503). */
const images = new LruCache<Uint8Array>(128, 8 * 1024 * 1024, (png) => png.byteLength);
const QUEUE = 8;
let waiting = 0;
let drawing: Promise<unknown> = Promise.resolve();

type Draw = (preview: AssaultPreview) => { arrayBuffer(): Promise<ArrayBuffer> };

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
  if (waiting >= QUEUE)
    return Response.json(
      { error: "the server is busy drawing other previews: retry in 1 s" },
      { status: 503, headers: { "Retry-After": "1", "Cache-Control": "no-store" } },
    );
  waiting++;
  const turn = drawing.then(async () => new Uint8Array(await draw(preview()).arrayBuffer()));
  drawing = turn.catch(() => undefined);
  try {
    const bytes = await turn;
    cache.set(key, bytes);
    return png(bytes);
  } finally {
    waiting--;
  }
}

/** Previews' words and numbers kept (a few hundred bytes each), shared by the page's metadata and the image. */
const previews = new LruCache<AssaultPreview>(256, 1024 * 1024, (p) => 2 * p.description.length + 512);

/**
 * A link's preview, computed once per link however it is spelled (`key`: the link as the page writes it): the
 * page's title and description and the image read the same numbers, and a page view computes them at most once.
 * `query`: the link to write in the page's addresses. `preview` computes on first call (the image computes in its drawing turn).
 */
export function linkPreview(params: URLSearchParams): {
  key: string;
  query: string;
  preview: () => AssaultPreview;
} {
  const decoded = decodeAssault(params);
  const page = readAssaultPage(params);
  const query = decoded.ok ? writeAssaultPage(page) : params.toString();
  // (a link read in part is its own preview: the image says what was left out)
  const key = decoded.ok ? `link|${query}|${page.notices.join("|")}` : `unreadable|${decoded.error}`;
  return {
    key,
    query,
    preview: () => {
      const hit = previews.get(key);
      if (hit) return hit;
      const made = decoded.ok
        ? assaultPreview(page.assault, page.pinned, page.notices)
        : unreadableAssaultPreview(decoded.error);
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
