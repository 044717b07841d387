import type { AttackDie, DefenseDie } from "../engine";
import { SOURCES, type Source, type SourceId } from "./sources";

/**
 * One row of the figure table (docs/assault.md#figures): a deployment card's facts that an attack reads, as the
 * printed card gives them. Surge abilities are in the card's words ("+2 Accuracy", "Pierce 1", "Stun", "2 surges:
 * +3 Damage"); `other` lists what the card's attack also has that the calculator does not play (Blast, Cleave,
 * Recover, a condition on every attack), so a player sees it was not forgotten.
 */
export type Side = "imperial" | "mercenary" | "rebel";
/** Regular and elite deployment cards; a unique figure (a villain, an ally) has one. */
export type Version = "regular" | "elite" | "unique";

export interface SourceRef {
  readonly source: SourceId;
  /** Where in that source: a file and a row id ("enemies.json DG001"). */
  readonly at: string;
}

export interface FigureAttack {
  readonly type: "melee" | "ranged";
  readonly dice: readonly AttackDie[];
}

/** Modifiers printed on the card that apply to every attack (+accuracy, +damage, pierce) or defence (+block, +evade). */
export interface Bonus {
  readonly accuracy?: number;
  readonly damage?: number;
  readonly surge?: number;
  readonly pierce?: number;
  readonly block?: number;
  readonly evade?: number;
}

/**
 * An ability that changes an attack when its condition holds ("adjacent to a friendly Trooper"), offered as a
 * switch; `always` when it holds for every attack of that kind (Darth Vader's defence reroll).
 */
export interface FigureOption {
  readonly id: string;
  /** The card's ability name and when it applies, in a few words. */
  readonly label: string;
  readonly when: "attacking" | "defending";
  readonly always?: boolean;
  readonly attack?: { readonly rerolls?: number; readonly damage?: number };
  readonly defense?: { readonly rerolls?: number; readonly block?: number };
  readonly sources: readonly SourceRef[];
}

export interface FigureRow {
  readonly id: string;
  readonly name: string;
  readonly version: Version;
  readonly side: Side;
  readonly health: number;
  readonly speed: number;
  readonly defense: readonly DefenseDie[];
  /** null: the figure does not attack (C-3PO). */
  readonly attack: FigureAttack | null;
  readonly surges: readonly string[];
  readonly bonus?: Bonus;
  readonly other?: readonly string[];
  readonly options?: readonly FigureOption[];
  readonly source: SourceRef;
  /** Where the sources disagree, which value is read and why. */
  readonly note?: string;
}

export const ranged = (...dice: AttackDie[]): FigureAttack => ({ type: "ranged", dice });
export const melee = (...dice: AttackDie[]): FigureAttack => ({ type: "melee", dice });

/** A row read from Imperial Commander 2's card data (`file`.json, the card's id). */
export const ic2 = (file: "enemies" | "villains" | "allies", id: string): SourceRef => ({
  source: "ic2",
  at: `${file}.json ${id}`,
});

/** A row read from natafaye's calculator's unit table. */
export const natafaye = (at = "units.ts"): SourceRef => ({ source: "natafaye", at });

/** A source's words for a row: "GlowPuff/ImperialCommander2 enemies.json DG001 (8fcc97e6)". */
export function citation(ref: SourceRef): string {
  const s: Source = SOURCES[ref.source];
  return `${s.repo ?? s.url} ${ref.at}${s.commit ? ` (${s.commit.slice(0, 8)})` : ""}`;
}

/** What one deployment card prints: a row without the id, name, version and side its builder writes. */
export type CardFacts = Omit<FigureRow, "id" | "name" | "version" | "side">;

/**
 * A row in the table's key order. Its id is its name in kebab-case, "-elite" added for an elite card
 * ("Stormtrooper" elite: "stormtrooper-elite"), so a name and its id cannot drift apart.
 */
function figureRow(name: string, version: Version, side: Side, facts: CardFacts): FigureRow {
  const kebab = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const { health, speed, defense, attack, surges, bonus, other, options, source, note } = facts;
  return {
    id: version === "elite" ? `${kebab}-elite` : kebab,
    name,
    version,
    side,
    health,
    speed,
    defense,
    attack,
    surges,
    ...(bonus && { bonus }),
    ...(other && { other }),
    ...(options && { options }),
    source,
    ...(note !== undefined && { note }),
  };
}

/** A figure with one deployment card: a villain or an ally. */
export const unique = (name: string, side: Side, facts: CardFacts) => figureRow(name, "unique", side, facts);
/** One deployment card of a figure whose other card is elsewhere in the table, or not in it. */
export const regular = (name: string, side: Side, facts: CardFacts) =>
  figureRow(name, "regular", side, facts);
export const elite = (name: string, side: Side, facts: CardFacts) => figureRow(name, "elite", side, facts);

/**
 * A figure's regular and elite deployment cards, in that order: what both cards print is written once (`both`),
 * what differs on each card (health, surges, its own source row) is written on that card.
 */
export function regularAndElite<Both extends Partial<CardFacts>>(
  name: string,
  side: Side,
  cards: {
    readonly both: Both;
    readonly regular: Omit<CardFacts, keyof Both> & Partial<CardFacts>;
    readonly elite: Omit<CardFacts, keyof Both> & Partial<CardFacts>;
  },
): readonly [FigureRow, FigureRow] {
  const facts = (card: Partial<CardFacts>) => ({ ...cards.both, ...card }) as CardFacts;
  return [
    figureRow(name, "regular", side, facts(cards.regular)),
    figureRow(name, "elite", side, facts(cards.elite)),
  ];
}
