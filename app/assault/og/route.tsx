import { assaultPreviewImage } from "@/lib/preview/assault-preview-image";
import { drawingPool } from "@/lib/preview/drawing-service";

/**
 * The link-preview image (1200×630) of an Imperial Assault link: `/assault/og?v=1&atk=…` draws the attack
 * of `/assault?v=1&atk=…` (lib/preview/assault-preview-card.tsx): its dice, the setting, the exact headline
 * numbers and P(damage ≥ k) as bars, on the drawing thread (lib/preview/drawing-pool.ts).
 */
export function GET(request: Request): Promise<Response> {
  return assaultPreviewImage(new URL(request.url).search, (preview) =>
    drawingPool().draw({ kind: "assault", preview }),
  );
}
