import type { FacesByColour } from "@/lib/scenario/in-progress";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import type { TargetRules, Targets } from "./candidates";
import type { CardPlay } from "./card-plays";

/** At most this many classes are run (the most promising: `promise`). */
export const MOST_RUN = 24;

/** What a best-move search runs: the classes of placement worth running, each as the battle it leaves. */
export interface MovePlan {
  readonly side: SideKey;
  readonly theater: "space" | "ground";
  readonly rule: TargetRules;
  readonly before: Targets;
  /** Classes found (cards played and placement), after pruning the covered ones. */
  readonly classes: number;
  /** The ways to play cards now that were weighed ("play no card" among them); 1: no card to choose. */
  readonly cardChoices: number;
  /** The classes run, the engine's own placement always among them, and the best-looking of each card play. */
  readonly placed: readonly Targets[];
  readonly plays: readonly CardPlay[];
  /** Cinematic: the dice rerolled by each class (null: as the leader's policy rerolls); absent in the base game. */
  readonly rerolls?: readonly (FacesByColour | null)[];
  /** Cinematic: the card each class picks for the next step (null: a reroll class, its policy picking). */
  readonly picks?: readonly (string | null)[];
  readonly runs: readonly Scenario[];
  readonly defaultIndex: number;
  /** The runs of the move the player asked about (lib/mid-battle/asked-move.ts), if any. */
  readonly asked: readonly number[];
}
