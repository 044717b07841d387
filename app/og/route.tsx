import { drawingPool } from "@/lib/server/drawing-service";
import { previewImage } from "@/lib/share/preview-image";

/**
 * The link-preview image (1200×630) for a share link: the query is the page's own, so `/og?v=1&a=…`
 * draws the battle of `/?v=1&a=…` (components/preview/battle-preview-card.tsx). A link that could not be read says
 * so, with no odds. Images are cached (lib/share/preview-image.ts) and drawn on the drawing thread, never on the
 * request thread (lib/server/drawing-pool.ts).
 */
export function GET(request: Request): Promise<Response> {
  return previewImage(new URL(request.url).search, (text) => drawingPool().draw({ kind: "battle", text }));
}
