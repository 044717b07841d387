import {
  cinematicCardFor,
  cinematicCards,
  type CinematicCardDef,
  type CinematicEffect,
  type UnitId,
} from "@/lib/data";
import { TYPE_COUNT, typeIndex, type Battle } from "../../core/battle";
import { COLOUR_BLACK, COLOUR_NONE, COLOUR_RED } from "../../core/codes";
import {
  CARDS_PER_DECK,
  EFFECT_ATTACK_AFTER,
  EFFECT_CANCEL,
  EFFECT_DEAL,
  EFFECT_DESTROY,
  EFFECT_ESCAPE,
  EFFECT_EVENT,
  EFFECT_EXTRA_CARD,
  EFFECT_GAIN,
  EFFECT_LOCK,
  EFFECT_MOVE_ONTO,
  EFFECT_NO_REPAIR,
  EFFECT_PREVENT,
  EFFECT_REMOVE_AFTER,
  EVENT_CAPTURE,
  EVENT_MARK,
  EVENT_RESCUE,
  IF_MORE_FIGHTERS,
  IF_NO_SHIELD_GENERATOR,
  IF_NONE,
  ONTO_CAPITAL,
  ONTO_NONE,
  ONTO_WALKER,
  WHAT_STRUCTURE,
  WHAT_TIE_FIGHTER,
  WHAT_TRIANGLE_GROUND,
  WHAT_TRIANGLE_SHIP,
} from "./cinematic-codes";
import {
  CANCEL_STRENGTH,
  CONDITIONAL_DAMAGE_SHARE,
  GAIN_STRENGTH,
  PREVENTED_SPECIAL_SHARE,
  REMOVAL_SHARE,
} from "./policy-weights";

/**
 * One effect of a card ability, compiled from its `CinematicEffect` into numbers (cinematic-codes.ts), every effect
 * of the same shape so the hot code reads them alike.
 */
export class Effect {
  constructor(
    /** EFFECT_* */
    readonly kind: number,
    /** Damage dealt; damage removed or moved. */
    readonly amount: number,
    /** Health colour the damage is restricted to (core/codes.ts COLOUR_*; COLOUR_NONE: any). */
    readonly colour: number,
    /** ONTO_*: all the damage on one unit of that kind. */
    readonly onto: number,
    /** IF_*: the condition a deal needs. */
    readonly cond: number,
    /** Dice prevented: showing red hits, black hits, specials, direct hits. */
    readonly red: number,
    readonly black: number,
    readonly special: number,
    readonly direct: number,
    /** WHAT_* of a destroy or a gain; EVENT_* of an event. */
    readonly what: number,
    /** Unit type index: the type a removal spares, the structure damage moves onto (−1: none). */
    readonly unit: number,
    /** A no-repair that holds only for the unit this card just damaged. */
    readonly onlyTarget: boolean,
  ) {}
}

/** The codes of an effect's words (lib/data/cinematic-effect.ts), one table per word. */
type DealEffect = Extract<CinematicEffect, { kind: "deal" }>;
const DEAL_COLOUR: Record<NonNullable<DealEffect["colour"]>, number> = {
  red: COLOUR_RED,
  black: COLOUR_BLACK,
};
const DEAL_ONTO: Record<NonNullable<DealEffect["onto"]>, number> = {
  "capital-ship": ONTO_CAPITAL,
  walker: ONTO_WALKER,
};
const DEAL_IF: Record<NonNullable<DealEffect["if"]>, number> = {
  "more-fighters": IF_MORE_FIGHTERS,
  "no-shield-generator": IF_NO_SHIELD_GENERATOR,
};
const DESTROY_WHAT: Record<Extract<CinematicEffect, { kind: "destroy" }>["what"], number> = {
  structure: WHAT_STRUCTURE,
  "triangle-ship": WHAT_TRIANGLE_SHIP,
  "triangle-ground": WHAT_TRIANGLE_GROUND,
};

function compileEffect(e: CinematicEffect): Effect {
  const make = (kind: number, more: Partial<Record<keyof Effect, number | boolean>> = {}) =>
    new Effect(
      kind,
      (more.amount as number) ?? 0,
      (more.colour as number) ?? COLOUR_NONE,
      (more.onto as number) ?? ONTO_NONE,
      (more.cond as number) ?? IF_NONE,
      (more.red as number) ?? 0,
      (more.black as number) ?? 0,
      (more.special as number) ?? 0,
      (more.direct as number) ?? 0,
      (more.what as number) ?? 0,
      (more.unit as number) ?? -1,
      (more.onlyTarget as boolean) ?? false,
    );
  switch (e.kind) {
    case "deal":
      return make(EFFECT_DEAL, {
        amount: e.amount,
        colour: e.colour ? DEAL_COLOUR[e.colour] : COLOUR_NONE,
        onto: e.onto ? DEAL_ONTO[e.onto] : ONTO_NONE,
        cond: e.if ? DEAL_IF[e.if] : IF_NONE,
      });
    case "destroy":
      return make(EFFECT_DESTROY, { what: DESTROY_WHAT[e.what] });
    case "prevent":
      return make(EFFECT_PREVENT, {
        red: e.red,
        black: e.black,
        special: e.special ?? 0,
        direct: e.direct ?? 0,
      });
    case "gain":
      return make(EFFECT_GAIN, { what: e.unit === "tie-fighter" ? WHAT_TIE_FIGHTER : WHAT_TRIANGLE_GROUND });
    case "cancel":
      return make(EFFECT_CANCEL);
    case "extra-card":
      return make(EFFECT_EXTRA_CARD);
    case "lock-next-round":
      return make(EFFECT_LOCK);
    case "attack-after":
      return make(EFFECT_ATTACK_AFTER);
    case "no-repair":
      return make(EFFECT_NO_REPAIR, { onlyTarget: e.onlyTarget === true });
    case "remove-after":
      return make(EFFECT_REMOVE_AFTER, { amount: e.amount, unit: e.except ? typeIndex(e.except) : -1 });
    case "move-onto":
      return make(EFFECT_MOVE_ONTO, { amount: e.amount, unit: typeIndex(e.onto) });
    case "escape":
      return make(EFFECT_ESCAPE);
    case "event":
      return make(EFFECT_EVENT, {
        what:
          e.event === "capture-leader"
            ? EVENT_CAPTURE
            : e.event === "rescue-leader"
              ? EVENT_RESCUE
              : EVENT_MARK,
      });
  }
}

/** One advanced card as a battle plays it (its readings applied), for one side. */
export interface PlayCard {
  readonly def: CinematicCardDef;
  /** Index in the side's 16 cards (theater * 8 + i): where its statistics go. */
  readonly index: number;
  /** Groups of the side whose units in the system make the top ability usable (empty and `always`: no icon). */
  readonly needs: readonly number[];
  readonly always: boolean;
  readonly top: readonly Effect[];
  readonly bottom: readonly Effect[];
  /** The top ability cancels the opponent's card (a cancel, or an escape): a defender playing it resolves first. */
  readonly topCancels: boolean;
  /** The ability cancels, locks the opponent or plays one more card: its value depends on the other cards in play. */
  readonly topPlays: boolean;
  readonly bottomPlays: boolean;
  /**
   * What the card is usually worth, in damage points (the most of its abilities' damage, prevention, kills): the
   * strong policy keeps a strong card for later when a weaker one does nearly as well now.
   */
  readonly strength: number;
}

function effectStrength(e: CinematicEffect): number {
  switch (e.kind) {
    case "deal":
      return e.if ? e.amount * CONDITIONAL_DAMAGE_SHARE : e.amount;
    case "destroy":
      return 2;
    case "prevent":
      return e.red + e.black + (e.special ?? 0) * PREVENTED_SPECIAL_SHARE + (e.direct ?? 0);
    case "gain":
      return GAIN_STRENGTH;
    case "cancel":
      return CANCEL_STRENGTH;
    case "remove-after":
    case "move-onto":
      return e.amount * REMOVAL_SHARE;
    case "escape":
      return 1;
    default:
      return 0.5;
  }
}

const abilityStrength = (effects: readonly CinematicEffect[]) =>
  effects.reduce((sum, e) => sum + effectStrength(e), 0);

const playsOthers = (e: CinematicEffect) =>
  e.kind === "cancel" || e.kind === "lock-next-round" || e.kind === "extra-card";

/**
 * The cards of each side and theater, index sideTheater(side, theater), each deck in the order of CINEMATIC_CARDS (so card i
 * is bit i of a hand). A side's top abilities need a unit of the pictured type of its own in the system.
 */
export function cardTable(b: Battle): PlayCard[][] {
  const out: PlayCard[][] = [];
  for (let side = 0; side < 2; side++) {
    const faction = side === 0 ? b.scenario.attacker.faction : b.scenario.defender.faction;
    for (let theater = 0; theater < 2; theater++) {
      const deck = cinematicCards(faction, theater === 0 ? "space" : "ground");
      if (deck.length !== CARDS_PER_DECK) throw new Error(`a Cinematic deck has ${deck.length} cards`);
      out[side * 2 + theater] = deck.map((raw, i) => {
        const def = cinematicCardFor(raw, b.scenario.variants);
        const pictured = [def.needs, def.needsAlso].filter((u): u is UnitId => !!u);
        const needs = pictured
          .map((unit) => b.groupOfType[side * TYPE_COUNT + typeIndex(unit)]!)
          .filter((g) => g >= 0);
        return {
          def,
          index: theater * CARDS_PER_DECK + i,
          needs,
          always: pictured.length === 0,
          top: def.topEffects.map(compileEffect),
          bottom: def.bottomEffects.map(compileEffect),
          topCancels: def.topEffects.some((e) => e.kind === "cancel" || e.kind === "escape"),
          topPlays: def.topEffects.some(playsOthers),
          bottomPlays: def.bottomEffects.some(playsOthers),
          strength: Math.max(abilityStrength(def.topEffects), abilityStrength(def.bottomEffects)),
        };
      });
    }
  }
  return out;
}
