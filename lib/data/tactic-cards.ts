import type { Theater } from "./units";

/** The base game's tactic cards (docs/rules.md#tactic-cards). One id per card kind; a kind may be in both decks. */
export interface TacticCardDef {
  readonly id: string;
  readonly name: string;
  /** ★: playing it also costs one special die. */
  readonly star: boolean;
  readonly text: string;
}

// One row per entry reads better than wrapped objects.
// prettier-ignore
export const TACTIC_CARDS = [
  { id: "critical-hit", name: "Critical Hit", star: false, text: "Deal 1 damage to an enemy unit (ignores health colour)." },
  { id: "concentrate-fire", name: "Concentrate Fire", star: false, text: "Reroll up to 2 of your dice." },
  { id: "defensive-formation", name: "Defensive Formation", star: false, text: "Block 1 damage." },
  { id: "outmaneuver", name: "Outmaneuver", star: false, text: "Discard another space tactic card from your hand to block up to 2 damage." },
  { id: "dig-in", name: "Dig In", star: false, text: "Discard another ground tactic card from your hand to block up to 2 damage." },
  { id: "take-it-down", name: "Take It Down", star: true, text: "Deal 2 damage to one enemy unit." },
  { id: "onslaught", name: "Onslaught", star: true, text: "Deal 1 damage to each of up to 2 different enemy units." },
  { id: "unstoppable-assault", name: "Unstoppable Assault", star: true, text: "Your opponent cannot block damage during this battle step." },
  { id: "brilliant-strategy", name: "Brilliant Strategy", star: true, text: "Draw 2 tactic cards, from either deck or one of each." },
  { id: "no-escape", name: "No Escape", star: false, text: "Your opponent cannot retreat this round." },
  { id: "bombardment", name: "Bombardment", star: true, text: "Deal damage equal to the red attack value of one of your ships in the system to one enemy ground unit." },
  { id: "escape-plan", name: "Escape Plan", star: true, text: "This round, your units that retreat ignore transport capacity." },
] as const satisfies readonly TacticCardDef[];

export type TacticCardId = (typeof TACTIC_CARDS)[number]["id"];
export const TACTIC_CARD_IDS = TACTIC_CARDS.map((c) => c.id) as readonly TacticCardId[];

export type DeckList = Readonly<Partial<Record<TacticCardId, number>>>;

export const SPACE_DECK = {
  "critical-hit": 2,
  "concentrate-fire": 2,
  "defensive-formation": 3,
  outmaneuver: 2,
  "take-it-down": 2,
  onslaught: 1,
  "unstoppable-assault": 1,
  "brilliant-strategy": 1,
  "no-escape": 1,
} as const satisfies DeckList;

/** (variant) one transcription: two onslaught and no unstoppable assault in the space deck. */
export const SPACE_DECK_TWO_ONSLAUGHT = {
  ...SPACE_DECK,
  onslaught: 2,
  "unstoppable-assault": 0,
} as const satisfies DeckList;

export const GROUND_DECK = {
  "critical-hit": 2,
  "concentrate-fire": 2,
  "defensive-formation": 3,
  "dig-in": 2,
  "take-it-down": 1,
  onslaught: 1,
  "unstoppable-assault": 1,
  "brilliant-strategy": 1,
  bombardment: 1,
  "escape-plan": 1,
} as const satisfies DeckList;

export const DECKS = { space: SPACE_DECK, ground: GROUND_DECK } as const satisfies Record<Theater, DeckList>;
