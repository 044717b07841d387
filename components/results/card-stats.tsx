import type { Faction } from "@/lib/data";
import type { SimulationResult } from "@/lib/engine";
import { perCombat, sideCards, type SideCards, type UsedBySide } from "@/lib/cards/card-stats";
import { factionName } from "@/lib/results/chart-data";
import { SIDES, type SideKey } from "@/lib/scenario/types";
import { ScrollFrame } from "@/components/scroll-frame";
import { PhoneFold } from "@/components/ui/phone-fold";

interface Props {
  readonly result: SimulationResult;
  readonly factions: { readonly attacker: Faction; readonly defender: Faction };
  /** Cinematic Combat: each side's "Cards already used" of the setup run. */
  readonly used?: UsedBySide | undefined;
}

const num = perCombat;
const TH = "py-1 pr-3 font-normal";

/** A card's row head: its name, its theater, and whether it was used at start or removed. */
function CardName({ r }: { r: SideCards["rows"][number] }) {
  return (
    <th scope="row" className="py-1 pr-3 font-medium">
      {r.name}
      {r.theater && (
        <>
          {" "}
          <span className="ml-1 text-xs font-normal text-slate-400">{r.theater}</span>
        </>
      )}
      {r.used && (
        <>
          {" "}
          <span
            data-testid="card-used"
            className="ml-1 rounded bg-slate-700 px-1 text-xs font-normal whitespace-nowrap text-slate-100"
          >
            used at start
          </span>
        </>
      )}
      {r.removed && (
        <>
          {" "}
          <span
            data-testid="card-removed"
            className="ml-1 rounded bg-slate-700 px-1 text-xs font-normal whitespace-nowrap text-slate-100"
          >
            removed
          </span>
        </>
      )}
    </th>
  );
}

function SideTable({ side, faction, cards }: { side: SideKey; faction: Faction; cards: SideCards }) {
  const id = `cards-${side}`;
  const caption = `${factionName(faction)} (${side})`;
  if (cards.rows.length === 0)
    return (
      <p data-testid={id} className="text-sm text-slate-300">
        <span className="font-semibold text-slate-200">{caption}:</span> played no tactic card.
      </p>
    );
  const topTotal = cards.rows.reduce((sum, r) => sum + (r.top ?? 0), 0);
  const anyUsed = cards.rows.some((r) => r.used);
  const anyRemoved = cards.rows.some((r) => r.removed);
  return (
    <div data-testid={id} className="min-w-0">
      <ScrollFrame labelledBy={`${id}-caption`}>
        <table className="w-full text-left text-sm">
          <caption id={`${id}-caption`} className="mb-1 text-left text-sm font-semibold text-slate-200">
            {caption}
          </caption>
          <thead className="text-xs text-slate-400">
            <tr>
              <th scope="col" className={TH}>
                Card
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Played
              </th>
              {cards.cinematic && (
                <th scope="col" className={`${TH} text-right`}>
                  Top ability
                </th>
              )}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {cards.rows.map((r) => (
              <tr key={r.id} className="border-t border-slate-800">
                <CardName r={r} />
                <td className="py-1 pr-3 text-right">{num(r.played)}</td>
                {cards.cinematic && <td className="py-1 pr-3 text-right">{num(r.top ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
          <tfoot className="tabular-nums">
            <tr className="border-t border-slate-600">
              <th scope="row" className="py-1 pr-3 font-semibold">
                All cards
              </th>
              <td className="py-1 pr-3 text-right font-semibold">{num(cards.played)}</td>
              {cards.cinematic && <td className="py-1 pr-3 text-right font-semibold">{num(topTotal)}</td>}
            </tr>
          </tfoot>
        </table>
      </ScrollFrame>
      {(!cards.cinematic || cards.events.length > 0 || cards.gained.length > 0 || anyUsed || anyRemoved) && (
        <ul className="mt-1 text-xs leading-snug text-slate-300">
          {anyUsed && (
            <li>
              Used at start: in the discard pile when the combat began (Cards already used), so played only
              after the hand ran out and the discard pile came back.
            </li>
          )}
          {anyRemoved && (
            <li>
              Removed: out of the game since an earlier combat (Removed from the game), so never played.
            </li>
          )}
          {!cards.cinematic && <li>Cards drawn: {num(cards.drawn)} per combat.</li>}
          {cards.events.map((sentence) => (
            <li key={sentence}>{sentence}.</li>
          ))}
          {cards.gained.map((g) => (
            <li key={g.name}>
              Units gained: {num(g.perCombat)} {g.name} per combat.
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Tactic cards per combat, a compact table per side: each card played (by name), in Cinematic Combat how often its
 * top ability was used (and which cards were already used at the start), the effects outside the combat as
 * sentences, and the units that joined during combat.
 */
export function CardStats({ result, factions, used }: Props) {
  const cinematic = result.attacker.cards.top !== undefined;
  const sides = SIDES.map((side) => ({
    side,
    faction: factions[side],
    cards: sideCards(result[side], factions[side], cinematic ? used?.[side] : undefined),
  }));
  if (!cinematic && sides.every((s) => s.cards.drawn === 0 && s.cards.played === 0)) return null;
  // (a table behind the verdict: one tap away on a phone, docs/answer-first.md#on-a-phone)
  return (
    <PhoneFold label={`Cards played per combat${cinematic ? " (Cinematic Combat)" : ""}`} testId="card-stats">
      <section
        aria-labelledby="card-stats-heading"
        data-testid="card-stats"
        className="rounded-lg border border-slate-800 bg-slate-900/60 p-3"
      >
        <h3 id="card-stats-heading" className="text-sm font-semibold text-slate-200">
          Cards played per combat{cinematic ? " (Cinematic Combat)" : ""}
        </h3>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
          {sides.map((s) => (
            <SideTable key={s.side} {...s} />
          ))}
        </div>
      </section>
    </PhoneFold>
  );
}
