import {
  CINEMATIC_CARDS,
  TACTIC_CARDS,
  cinematicCards,
  type CinematicEvent,
  type Faction,
  type Theater,
} from "@/lib/data";
import type { SideStats } from "@/lib/engine";
import { unitName } from "@/lib/scenario/words";
import { formatPercent, type PercentStyle } from "@/lib/format/percent";
import { listed, type SideCardLists } from "@/lib/scenario/card-lists";

/**
 * A side's tactic-card statistics in the game's words, for the page's table and the CLI's lines: per card how often
 * it was played (and in Cinematic Combat how often its top ability was used), the effects outside the combat as
 * sentences, and the units that joined during combat. The numbers are the result's own (per combat).
 */
export interface CardRow {
  readonly id: string;
  readonly name: string;
  /** Cinematic Combat: the card's deck. */
  readonly theater?: Theater;
  /** Plays per combat. */
  readonly played: number;
  /** Cinematic Combat: top ability used per combat. */
  readonly top?: number;
  /**
   * Cinematic Combat: the card was in the discard pile at the start ("Cards already used"): it is played only once
   * the hand ran out and the discard pile came back (docs/rules.md#cinematic-combat).
   */
  readonly used?: true;
  /**
   * Cinematic Combat: the card was out of the game at the start ("Removed from the game"): never played
   * (docs/rules.md#cards-removed-from-the-game).
   */
  readonly removed?: true;
}

export interface SideCards {
  /** The cards' system: the base decks (drawn and played) or Cinematic Combat (played, top used). */
  readonly cinematic: boolean;
  readonly drawn: number;
  readonly played: number;
  /** Cards played at least once, in the decks' order (Cinematic Combat: space, then ground). */
  readonly rows: readonly CardRow[];
  /** Effects outside the combat, each a sentence: "Tractor Beam captured a leader in 12% of combats". */
  readonly events: readonly string[];
  /** Units that joined during combat, per combat (TIE Fighters 1.00), by type, where any did. */
  readonly gained: readonly { readonly name: string; readonly perCombat: number }[];
}

/** What each effect outside the combat did, after the card's name. */
const EVENT_WORDS: Readonly<Record<CinematicEvent, string>> = {
  "capture-leader": "captured a leader",
  "rescue-leader": "rescued a leader or removed a target marker",
  "mark-leader": "marked an Imperial leader for elimination",
};

/** The card whose top ability has the effect (one card per event). */
function eventCard(event: string): string {
  const card = CINEMATIC_CARDS.find((c) => c.topEffects.some((e) => e.kind === "event" && e.event === event));
  return card?.name ?? event;
}

/** A number per combat, two decimals; "<0.01" rather than a misleading 0.00 for something that did happen. */
export function perCombat(n: number): string {
  return n > 0 && n < 0.005 ? "<0.01" : n.toFixed(2);
}

/** An effect outside the combat as a sentence: the page's "… in 12% of combats", the CLI's exact "12.00%". */
export function eventSentence(event: string, share: number, style: PercentStyle = "people"): string {
  const did = EVENT_WORDS[event as CinematicEvent] ?? `had "${event}"`;
  return `${eventCard(event)} ${did} in ${formatPercent(share, style)} of combats`;
}

/** Cinematic Combat: each side's card lists ("Cards already used", …) of the setup run (undefined: none). */
export interface UsedBySide {
  readonly attacker: SideCardLists | undefined;
  readonly defender: SideCardLists | undefined;
}

/**
 * `lists`: the side's Cinematic Combat card lists; each card already used at the start (`usedCards`) or removed
 * from the game (`removedCards`) gets a row, marked, even when never played. `style`: how the effects' shares are
 * written (the page's `people`, the CLI's `exact`).
 */
export function sideCards(
  stats: SideStats,
  faction: Faction,
  lists?: SideCardLists | undefined,
  style: PercentStyle = "people",
): SideCards {
  const { cards } = stats;
  const cinematic = cards.top !== undefined;
  const rows: CardRow[] = [];
  if (cinematic) {
    for (const theater of ["space", "ground"] as const)
      for (const card of cinematicCards(faction, theater)) {
        const played = cards.byCard[card.id] ?? 0;
        const wasUsed = listed(lists ?? {}, "usedCards", theater).includes(card.id);
        const removed = listed(lists ?? {}, "removedCards", theater).includes(card.id);
        if (played > 0 || wasUsed || removed)
          rows.push({
            id: card.id,
            name: card.name,
            theater,
            played,
            top: cards.top?.[card.id] ?? 0,
            ...(wasUsed ? { used: true as const } : {}),
            ...(removed ? { removed: true as const } : {}),
          });
      }
  } else {
    for (const card of TACTIC_CARDS) {
      const played = cards.byCard[card.id] ?? 0;
      if (played > 0) rows.push({ id: card.id, name: card.name, played });
    }
  }
  const events = Object.entries(cards.events ?? {})
    .filter(([, share]) => share > 0)
    .map(([event, share]) => eventSentence(event, share, style));
  const gained = stats.survivors
    .filter((s) => (s.gained ?? 0) > 0)
    .map((s) => ({ name: unitName(s.unit, 2), perCombat: s.gained ?? 0 }));
  return { cinematic, drawn: cards.drawn, played: cards.played, rows, events, gained };
}
