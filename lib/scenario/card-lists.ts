import { CINEMATIC_CARDS, type CinematicCardDef, type Theater } from "@/lib/data";
import type { TacticsModeName } from "./battle-options";

/**
 * The lists of cards a side brings from earlier combats, declared once beside the tactics modes they belong to
 * (`onlyIn`, like the rule variants): the schema, the share link (one side field each, in this order), the
 * messages, the setup difference, the mode switch and the page's pickers read them from here.
 */
export interface CardListDecl {
  /** The side's field in a scenario (file, API body, link). */
  readonly id: string;
  /** A short word for the list in the page's element ids ("used"). */
  readonly key: string;
  /** What a card in the list is, in a few words, where another list shows it ("already used"). */
  readonly short: string;
  /** How many cards the list holds, as the panel's button counts them ("2", "1 removed"). */
  readonly count: (n: number) => string;
  readonly onlyIn: readonly TacticsModeName[];
  /** How messages name the list: "cards already used". */
  readonly noun: string;
  /** The picker's heading on the page. */
  readonly legend: string;
  /** The picker's line under the heading: what a ticked card means. */
  readonly help: string;
  /** What a switch to a mode without the list says of `n` cleared cards ("2 used cards are back in hand"). */
  readonly cleared: (n: number) => string;
  /** A card the list may hold; `mayNot` says why another may not ("cannot leave the game"). */
  readonly may: (card: CinematicCardDef) => boolean;
  readonly mayNot: string;
}

/** The cards whose top ability removes them from the game (docs/rules.md#cards-removed-from-the-game). */
const LEAVING = CINEMATIC_CARDS.filter((c) => c.removedWhenTopUsed === true).map((c) => c.name);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const CARD_LISTS = [
  {
    id: "usedCards",
    key: "used",
    short: "already used",
    count: (n) => String(n),
    onlyIn: ["cinematic"],
    noun: "cards already used",
    legend: "Cards already used",
    help: "Cards used in earlier combats stay in the discard pile until the last card of a deck is used: tick them, and the side starts this combat without them.",
    cleared: (n) => `${plural(n, "used card is", "used cards are")} back in hand`,
    may: () => true,
    mayNot: "",
  },
  {
    id: "removedCards",
    key: "removed",
    short: "removed from the game",
    count: (n) => `${n} removed`,
    onlyIn: ["cinematic"],
    noun: "cards removed from the game",
    legend: "Removed from the game",
    help: "Confrontation leaves the game once its top took effect (a leader marked). Tick it if that happened in an earlier combat: unlike a used card, it never comes back to hand, not when the discard pile returns and not by a Shield Generator.",
    cleared: (n) => `${plural(n, "removed card is", "removed cards are")} back in the game`,
    may: (card) => card.removedWhenTopUsed === true,
    mayNot: `never leaves the game (only ${LEAVING.join(" and ")} can)`,
  },
] as const satisfies readonly CardListDecl[];

export type CardListId = (typeof CARD_LISTS)[number]["id"];

/** One list's cards, by theater, each in the cards' order (docs/rules.md#cinematic-combat). */
export interface CardList {
  readonly space: readonly string[];
  readonly ground: readonly string[];
}

/** A side's lists, one optional field per declaration (present only when it lists some card). */
export type SideCardLists = { readonly [L in (typeof CARD_LISTS)[number] as L["id"]]?: CardList };

export const THEATERS: readonly Theater[] = ["space", "ground"];

/** The cards `side` lists in `list` for `theater`. */
export function listed(side: SideCardLists, list: CardListId, theater: Theater): readonly string[] {
  return side[list]?.[theater] ?? [];
}

const cardOrder = (id: string) => CINEMATIC_CARDS.findIndex((c) => c.id === id);

/** A list in the cards' order; null when it holds no card (a side with none keeps no list). */
export function canonicalList(list: CardList | undefined): CardList | null {
  if (!list || list.space.length + list.ground.length === 0) return null;
  const sorted = (ids: readonly string[]) => [...ids].sort((a, b) => cardOrder(a) - cardOrder(b));
  return { space: sorted(list.space), ground: sorted(list.ground) };
}

/** `side` with list `id` set to `list` (left out when it holds no card), every other field kept. */
export function withList<S extends SideCardLists>(side: S, id: CardListId, list: CardList | undefined): S {
  const { [id]: _old, ...rest } = side;
  const next = canonicalList(list);
  return (next ? { ...rest, [id]: next } : rest) as S;
}

/** A key that changes exactly when any of the side's lists changes. */
export function cardListsKey(side: SideCardLists | undefined): string {
  return CARD_LISTS.map((l) =>
    THEATERS.map((t) => [...listed(side ?? {}, l.id, t)].sort().join(",")).join("/"),
  ).join("|");
}
