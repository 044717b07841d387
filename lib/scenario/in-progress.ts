import { z } from "zod";
import type { TacticCardId } from "@/lib/data";
import type { SideKey, UnitCounts } from "./sides";

/**
 * The battle as it stands (docs/rules.md#in-progress): a setup that starts in the middle of a combat. Every field
 * has an absent default that means "the start of the combat", so a setup without it (or with only its defaults)
 * is the battle it was before, bit for bit.
 */
export interface InProgress {
  /** The round about to be fought (1: the start), or being fought when `step` is given. */
  readonly round: number;
  /** A battle step under way: its theater, and the side that has just attacked in it (its damage assigned). */
  readonly step?: {
    readonly theater: "space" | "ground";
    readonly rolled: SideKey;
    /**
     * Cinematic Combat, never from a file or a link (lib/mid-battle builds it): `rolled` has rolled these faces and
     * not yet rerolled nor placed them; its attack goes on from them, rerolling `reroll` (absent: as its leader's
     * rerolls policy says). docs/rules.md#after-the-dice.
     */
    readonly pending?: PendingRoll;
  };
  readonly attacker: SideInProgress;
  readonly defender: SideInProgress;
  /** Base game: tactic cards already in each deck's discard pile (both sides draw from one deck per theater). */
  readonly discarded: TheaterCards;
}

/** Faces per die colour, blanks included (a roll as it lies on the table). */
export type FacesByColour = Readonly<
  Record<"red" | "black" | "green", Readonly<Record<"blank" | "hit" | "direct" | "special", number>>>
>;

export interface PendingRoll {
  readonly roll: FacesByColour;
  readonly reroll?: FacesByColour;
  /** The Cinematic card the rolling side picks for the next step played (absent: its policy picks). */
  readonly pick?: string;
}

export interface TheaterCards {
  readonly space: readonly TacticCardId[];
  readonly ground: readonly TacticCardId[];
}

/** A base-game hand of one theater: the cards known, and how many more are held unseen. */
export interface HandCards {
  readonly cards: readonly TacticCardId[];
  readonly unknown: number;
}

export interface SideInProgress {
  /** The side has already retreated in this combat (a side retreats at most once: docs/rules.md#retreat). */
  readonly retreated: boolean;
  /** A No Escape played on this side stops it retreating in the round about to be fought. */
  readonly noEscape: boolean;
  /** Units lethally damaged earlier in the step under way: they still attack and go at the step's end. */
  readonly lethal: UnitCounts;
  /** Base game: the tactic cards the side holds, per theater; absent: the opening hand is drawn. */
  readonly hand?: { readonly space?: HandCards; readonly ground?: HandCards };
}

const cardIds = z.array(z.string(), { error: "must be a list of card ids" }).default([]);
const hand = z.strictObject(
  {
    cards: cardIds,
    unknown: z
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(0, { error: "must be 0 or more" })
      .default(0),
  },
  { error: 'must be { "cards": [card ids], "unknown": n }' },
);
const sideSchema = z
  .strictObject({
    retreated: z.boolean({ error: "must be true or false" }).default(false),
    noEscape: z.boolean({ error: "must be true or false" }).default(false),
    lethal: z
      .record(z.string(), z.number({ error: "must be a number" }), {
        error: "must be an object of unit id → count",
      })
      .default({}),
    hand: z.strictObject({ space: hand.optional(), ground: hand.optional() }).optional(),
  })
  .default({ retreated: false, noEscape: false, lethal: {} });

export const inProgressSchema = z.strictObject(
  {
    round: z
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be 1 or more (the first round is 1)" })
      .default(1),
    step: z
      .strictObject({
        theater: z.enum(["space", "ground"], { error: 'must be "space" or "ground"' }),
        rolled: z.enum(["attacker", "defender"], { error: 'must be "attacker" or "defender"' }),
      })
      .optional(),
    attacker: sideSchema,
    defender: sideSchema,
    discarded: z
      .strictObject(
        { space: cardIds, ground: cardIds },
        { error: 'must be { "space": [...], "ground": [...] }' },
      )
      .default({ space: [], ground: [] }),
  },
  { error: "must be an object (round, step, attacker, defender, discarded)" },
);

/** Whether the state says anything beyond the start of a combat (else the battle drops it: `withoutStart`). */
export function saysSomething(p: InProgress): boolean {
  const side = (s: SideInProgress) =>
    s.retreated || s.noEscape || Object.values(s.lethal).some((n) => (n ?? 0) > 0) || s.hand !== undefined;
  return (
    p.round !== 1 ||
    p.step !== undefined ||
    side(p.attacker) ||
    side(p.defender) ||
    p.discarded.space.length > 0 ||
    p.discarded.ground.length > 0
  );
}

/** The side's state, or the start of a combat's. */
export const NO_SIDE_PROGRESS: SideInProgress = { retreated: false, noEscape: false, lethal: {} };
