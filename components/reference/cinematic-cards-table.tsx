import { cinematicCards, otherReadings, unitDef, type Faction, type Theater } from "@/lib/data";
import { TD, TableFrame } from "./table-frame";
import { FACTION_LABEL, THEATER_LABEL } from "./labels";

/** One faction's Cinematic Combat cards of one theater (lib/data/cinematic-cards.ts), with the other readings. */
export function CinematicCardsTable({ faction, theater }: { faction: Faction; theater: Theater }) {
  const id = `cinematic-${faction}-${theater}`;
  return (
    <TableFrame
      id={id}
      caption={`${FACTION_LABEL[faction]} ${THEATER_LABEL[theater].toLowerCase()} cards`}
      columns={["Card", "Top needs", "Top", "Bottom"]}
    >
      <tbody>
        {cinematicCards(faction, theater).map((card) => {
          const others = otherReadings(card);
          return (
            <tr key={card.id}>
              <th scope="row" className={`${TD} font-medium whitespace-nowrap`}>
                {card.name}
              </th>
              <td className={`${TD} min-w-32`}>
                {card.needs ? unitDef(card.needs).name : "— (no unit icon)"}
                {others.map(
                  ({ needsAlso }) =>
                    needsAlso && (
                      <span key={needsAlso} className="block text-xs text-slate-400">
                        other reading: or {unitDef(needsAlso).name}
                      </span>
                    ),
                )}
              </td>
              <td className={`${TD} min-w-56 text-slate-300`}>
                {card.top}
                {others.map(
                  ({ top }) =>
                    top && (
                      <span key={top} className="block text-xs text-slate-400">
                        other reading: {top}
                      </span>
                    ),
                )}
              </td>
              <td className={`${TD} min-w-48 text-slate-300`}>{card.bottom}</td>
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}
