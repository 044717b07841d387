import {
  cinematicCardFor,
  cinematicCards,
  type CinematicCardDef,
  type CinematicEffect,
  type CinematicReadings,
  type UnitId,
} from "@/lib/data";
import { TYPE_COUNT, typeIndex, type Battle } from "../../core/battle";
import { CARDS_PER_DECK } from "./cinematic-codes";

/** One advanced card as a battle plays it (its readings applied), for one side. */
export interface PlayCard {
  readonly def: CinematicCardDef;
  /** Index in the side's 16 cards (theater * 8 + i): where its statistics go. */
  readonly index: number;
  /** Groups of the side whose units in the system make the top ability usable (empty and `always`: no icon). */
  readonly needs: readonly number[];
  readonly always: boolean;
  readonly top: readonly CinematicEffect[];
  readonly bottom: readonly CinematicEffect[];
  /** The top ability cancels the opponent's card (a cancel, or an escape): a defender playing it resolves first. */
  readonly topCancels: boolean;
  /** The ability lets the side play one more card ("play 1 additional card"). */
  readonly topExtra: boolean;
  readonly bottomExtra: boolean;
  /**
   * What the card is usually worth, in damage points (the most of its abilities' damage, prevention, kills): the
   * strong policy keeps a strong card for later when a weaker one does nearly as well now.
   */
  readonly strength: number;
}

function effectStrength(e: CinematicEffect): number {
  switch (e.kind) {
    case "deal":
      return e.if ? e.amount * 0.6 : e.amount;
    case "destroy":
      return 2;
    case "prevent":
      return e.red + e.black + (e.special ?? 0) * 0.5 + (e.direct ?? 0);
    case "gain":
      return 1.5;
    case "cancel":
      return 1.5;
    case "remove-after":
    case "move-onto":
      return e.amount * 0.8;
    case "escape":
      return 1;
    default:
      return 0.5;
  }
}

const abilityStrength = (effects: readonly CinematicEffect[]) =>
  effects.reduce((sum, e) => sum + effectStrength(e), 0);

/**
 * The cards of each side and theater, index st(side, theater), each deck in the order of CINEMATIC_CARDS (so card i
 * is bit i of a hand). A side's top abilities need a unit of the pictured type of its own in the system.
 */
export function cardTable(b: Battle, readings: CinematicReadings): PlayCard[][] {
  const out: PlayCard[][] = [];
  for (let side = 0; side < 2; side++) {
    const faction = side === 0 ? b.scenario.attacker.faction : b.scenario.defender.faction;
    for (let theater = 0; theater < 2; theater++) {
      const deck = cinematicCards(faction, theater === 0 ? "space" : "ground");
      if (deck.length !== CARDS_PER_DECK) throw new Error(`a Cinematic deck has ${deck.length} cards`);
      out[side * 2 + theater] = deck.map((raw, i) => {
        const def = cinematicCardFor(raw, readings);
        const pictured = [def.needs, def.needsAlso].filter((u): u is UnitId => !!u);
        const needs = pictured
          .map((unit) => b.groupOfType[side * TYPE_COUNT + typeIndex(unit)]!)
          .filter((g) => g >= 0);
        return {
          def,
          index: theater * CARDS_PER_DECK + i,
          needs,
          always: pictured.length === 0,
          top: def.topEffects,
          bottom: def.bottomEffects,
          topCancels: def.topEffects.some((e) => e.kind === "cancel" || e.kind === "escape"),
          topExtra: def.topEffects.some((e) => e.kind === "extra-card"),
          bottomExtra: def.bottomEffects.some((e) => e.kind === "extra-card"),
          strength: Math.max(abilityStrength(def.topEffects), abilityStrength(def.bottomEffects)),
        };
      });
    }
  }
  return out;
}
