import { GROUND_DECK, SPACE_DECK, SPACE_DECK_TWO_ONSLAUGHT, TACTIC_CARDS, type DeckList } from "@/lib/data";
import { TD, TableFrame } from "./table-frame";

const DECKS: readonly { readonly key: string; readonly label: string; readonly deck: DeckList }[] = [
  { key: "space", label: "Space deck", deck: SPACE_DECK },
  { key: "space-two-onslaught", label: "Space deck (two-onslaught variant)", deck: SPACE_DECK_TWO_ONSLAUGHT },
  { key: "ground", label: "Ground deck", deck: GROUND_DECK },
];

const deckSize = (deck: DeckList) => Object.values(deck).reduce((sum, n) => sum + (n ?? 0), 0);

/** Every tactic card with its ★ mark, its text and how many copies each deck holds. */
export function TacticDecksTable() {
  return (
    <TableFrame
      id="tactic-cards"
      caption="Tactic cards: copies in each deck (★ also costs one special die to play)"
      columns={["Card", ...DECKS.map((d) => ({ label: d.label, className: "whitespace-normal" })), "Text"]}
    >
      <tbody>
        {TACTIC_CARDS.map((card) => (
          <tr key={card.id}>
            <th scope="row" className={`${TD} font-medium whitespace-nowrap`}>
              {card.star && (
                <span aria-hidden="true" className="text-amber-300" title="costs one special die">
                  ★{" "}
                </span>
              )}
              {card.name}
              {card.star && <span className="sr-only"> (★: costs one special die)</span>}
            </th>
            {DECKS.map((d) => (
              <td key={d.key} className={TD}>
                {d.deck[card.id] || "—"}
              </td>
            ))}
            <td className={`${TD} min-w-64 text-slate-300`}>{card.text}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className={`${TD} font-semibold`}>
            Cards in the deck
          </th>
          {DECKS.map((d) => (
            <td key={d.key} className={`${TD} font-semibold`}>
              {deckSize(d.deck)}
            </td>
          ))}
          <td className={TD} />
        </tr>
      </tfoot>
    </TableFrame>
  );
}
