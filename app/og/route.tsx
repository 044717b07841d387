import { drawingPool } from "@/lib/preview/drawing-service";
import { previewImage } from "@/lib/preview/preview-image";

/**
 * The link-preview image (1200×630) for a share link: the query is the page's own, so `/og?v=1&a=…`
 * draws the battle of `/?v=1&a=…` (lib/preview/battle-preview-card.tsx). A link that could not be read says
 * so, with no odds. Images are cached (lib/preview/preview-image.ts) and drawn on the drawing thread, never on the
 * request thread (lib/preview/drawing-pool.ts).
 */
export function GET(request: Request): Promise<Response> {
  return previewImage(new URL(request.url).search, (text) => drawingPool().draw({ kind: "battle", text }));
}
