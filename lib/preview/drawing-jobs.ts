import type { AssaultPreview } from "@/lib/assault";
import type { PreviewText } from "@/lib/share/preview-text";

// What the server's drawing thread (drawing-thread.tsx) is asked and answers: plain data in, a PNG out.

/** A preview image to draw: a battle link's, an Imperial Assault link's, or a calculator's stand-in when busy. */
export type PreviewCard =
  | { readonly kind: "battle"; readonly text: PreviewText }
  | { readonly kind: "assault"; readonly preview: AssaultPreview }
  | { readonly kind: "busy"; readonly app: "battle" | "assault" };

export interface DrawingJob {
  readonly id: number;
  readonly card: PreviewCard;
}

export type DrawingReply =
  { readonly id: number; readonly png: Uint8Array } | { readonly id: number; readonly error: string };

/** A drawn preview: the link's own (`complete`), or the calculator's stand-in (not to be cached). */
export interface Drawing {
  readonly png: Uint8Array;
  readonly complete: boolean;
}
