import type { HealthColour, UnitId } from "./units";

/**
 * What an ability of a Cinematic Combat card does, as effects the engine plays (lib/engine/modes/cinematic);
 * the cards (cinematic-cards.ts) list their abilities as these.
 */
export type CinematicEffect =
  /** Deal damage: split over enemy units of the theater (of `colour` when the card names one), or all on one
   * `onto` unit; only `if` the condition holds. */
  | {
      readonly kind: "deal";
      readonly amount: number;
      readonly colour?: HealthColour;
      readonly onto?: "capital-ship" | "walker";
      readonly if?: "more-fighters" | "no-shield-generator";
    }
  /** Destroy one enemy unit at once (it does not roll this round). */
  | { readonly kind: "destroy"; readonly what: "triangle-ground" | "triangle-ship" | "structure" }
  /** The opponent's attack in this theater this round loses that many rolled dice showing hits of the colour
   * (`special`: dice showing specials; `direct`: red or black dice showing direct hits). */
  | {
      readonly kind: "prevent";
      readonly red: number;
      readonly black: number;
      readonly special?: number;
      readonly direct?: number;
    }
  /** A unit of yours joins the battle (within the component limits). */
  | { readonly kind: "gain"; readonly unit: "tie-fighter" | "triangle-ground" }
  /** The opponent's card of this round does nothing (it is still used). */
  | { readonly kind: "cancel" }
  /** Play one more card of this theater now (it cannot cancel or be cancelled). */
  | { readonly kind: "extra-card" }
  /** Next round the opponent cannot play a card of this theater. */
  | { readonly kind: "lock-next-round" }
  /** For the rest of the combat the opponent resolves its attacks of this theater first. */
  | { readonly kind: "attack-after" }
  /** This round the opponent's units of this theater (`onlyTarget`: the unit this card just damaged) cannot
   * remove damage with specials. */
  | { readonly kind: "no-repair"; readonly onlyTarget?: boolean }
  /** After the opponent assigns damage this round, remove up to `amount` damage from your units of this theater. */
  | { readonly kind: "remove-after"; readonly amount: number; readonly except?: UnitId }
  /** After the opponent assigns damage this round, move up to `amount` of it onto one of your `onto` units. */
  | { readonly kind: "move-onto"; readonly amount: number; readonly onto: UnitId }
  /** Retreat at once (if the rules allow); if you do, the opponent's card is cancelled. */
  | { readonly kind: "escape" }
  /** Something that acts outside this one combat: counted and reported, nothing else. */
  | { readonly kind: "event"; readonly event: CinematicEvent };

/** Effects outside one combat, counted per combat (Tractor Beam, Rogue One, Confrontation). */
export type CinematicEvent = "capture-leader" | "rescue-leader" | "mark-leader";

/** A `deal` effect. */
export const deal = (
  amount: number,
  more: Partial<Extract<CinematicEffect, { kind: "deal" }>> = {},
): CinematicEffect => ({
  kind: "deal",
  amount,
  ...more,
});
/** A `prevent` effect. */
export const prevent = (
  red: number,
  black: number,
  more: { special?: number; direct?: number } = {},
): CinematicEffect => ({
  kind: "prevent",
  red,
  black,
  ...more,
});
