"use client";

import { cinematicCards, type Theater } from "@/lib/data";
import { CARD_LISTS, listed, type CardListDecl, type CardListId } from "@/lib/scenario/card-lists";
import { checkCardLists } from "@/lib/scenario/check-cinematic";
import { capitalize } from "@/lib/scenario/choice";
import type { SideKey, SideSetup } from "@/lib/scenario/types";
import { NAME_WORDS } from "@/lib/scenario/words";

interface Props {
  readonly side: SideKey;
  readonly force: SideSetup;
  readonly onToggle: (list: CardListId, theater: Theater, card: string) => void;
}

const THEATERS: readonly { theater: Theater; label: string }[] = [
  { theater: "space", label: "Space cards" },
  { theater: "ground", label: "Ground cards" },
];

/**
 * Cinematic Combat: the side's advanced cards from earlier combats, one group per card list of CARD_LISTS (cards
 * already used, in the discard pile; cards removed from the game), ticked by name (docs/rules.md#cinematic-combat).
 * A list shows only the cards it may hold; a card in one list cannot be ticked in another. Lists the rules refuse
 * are explained here in the cards' names.
 */
export function UsedCardsPicker({ side, force, onToggle }: Props) {
  const problem = checkCardLists(side, force, NAME_WORDS);
  return (
    <div className="flex flex-col gap-3">
      {CARD_LISTS.map((list) => (
        <CardListGroup key={list.id} list={list} side={side} force={force} onToggle={onToggle} />
      ))}
      {problem && (
        <p role="status" data-testid={`${side}-used-problem`} className="text-sm text-amber-200">
          {capitalize(problem)}.
        </p>
      )}
    </div>
  );
}

function CardListGroup({ list, side, force, onToggle }: Props & { readonly list: CardListDecl }) {
  const id = list.id as CardListId;
  const theaters = THEATERS.map((t) => ({
    ...t,
    cards: cinematicCards(force.faction, t.theater).filter((c) => list.may(c)),
  })).filter((t) => t.cards.length > 0);
  if (theaters.length === 0) return null;
  const headingId = `${side}-${list.key}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h5 id={headingId} className="text-sm font-semibold text-slate-200">
        {list.legend}
      </h5>
      <p className="text-xs leading-snug text-slate-400">{list.help}</p>
      {theaters.map(({ theater, label, cards }) => (
        <fieldset key={theater} className="min-w-0">
          <legend className="mb-1 text-xs font-semibold uppercase tracking-wider text-slate-400">
            {label}
          </legend>
          <ul className="grid grid-cols-2 gap-1.5">
            {cards.map((card) => {
              const inputId = `${side}-${list.key}-${card.id}`;
              const ticked = listed(force, id, theater).includes(card.id);
              const elsewhere = CARD_LISTS.find(
                (other) => other.id !== id && listed(force, other.id, theater).includes(card.id),
              );
              return (
                <li key={card.id} className="min-w-0">
                  <label
                    htmlFor={inputId}
                    title={`Top: ${card.top} Bottom: ${card.bottom}`}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-600 px-2 text-sm has-[:checked]:border-amber-400 has-[:checked]:bg-amber-400/15 has-[:checked]:text-amber-100 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-300"
                  >
                    <input
                      id={inputId}
                      type="checkbox"
                      className="h-5 w-5 shrink-0 accent-amber-400"
                      checked={ticked}
                      disabled={!ticked && elsewhere !== undefined}
                      onChange={() => onToggle(id, theater, card.id)}
                    />
                    <span className="min-w-0">
                      {card.name}
                      {!ticked && elsewhere && (
                        <span className="block text-xs text-slate-400">{elsewhere.short}</span>
                      )}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </section>
  );
}
