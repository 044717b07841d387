import type { Setup } from "@/lib/scenario/setup";

/** Where an applied setup came from: a plan, a what-if variation, or either of them applied to compare. */
export type ApplySource = "plan" | "what-if";

/**
 * What Apply keeps: the setup it replaced (for a plan, the pool the plans came from) and the setup it made,
 * by their share links. While the page shows the applied setup, the way back is one tap and the Plan panel
 * keeps the plans of the pool instead of planning again on the smaller force.
 */
export interface KeptOrigin {
  readonly origin: Setup;
  readonly originKey: string;
  readonly appliedKey: string;
  readonly source: ApplySource;
  /** What was applied, in the game's words ("2 TIE Fighters, 1 Star Destroyer; Darth Vader"). */
  readonly what: string;
}

/** The kept origin when `currentKey` is the setup it made (after an undo and a redo too), else null. */
export function activeOrigin(kept: KeptOrigin | null, currentKey: string): KeptOrigin | null {
  return kept !== null && kept.appliedKey === currentKey && kept.originKey !== currentKey ? kept : null;
}

/** The words of the way back: "Back to the whole pool" for a plan, "Back to the setup before" otherwise. */
export function backLabel(kept: KeptOrigin): string {
  return kept.source === "plan" ? "Back to the whole pool" : "Back to the setup before";
}
