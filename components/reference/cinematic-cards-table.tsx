import {
  DEFAULT_CINEMATIC_READINGS,
  cinematicCardFor,
  cinematicCards,
  unitDef,
  type CinematicReadings,
  type Faction,
  type Theater,
} from "@/lib/data";
import { VARIANTS } from "@/lib/scenario/battle-options";
import { TD, TH, TableFrame } from "./table-frame";
import { FACTION_LABEL, THEATER_LABEL } from "./labels";

/** Each reading at its other value (the declarations' second option): what the alternative transcriptions say. */
const OTHER_READINGS = {
  ...DEFAULT_CINEMATIC_READINGS,
  ...Object.fromEntries(
    VARIANTS.filter((v) => v.id in DEFAULT_CINEMATIC_READINGS).map((v) => [
      v.id,
      v.options.find((o) => o.value !== v.default)?.value,
    ]),
  ),
} as CinematicReadings;

/** One faction's Cinematic Combat cards of one theater (lib/data/cinematic-cards.ts), with the other readings. */
export function CinematicCardsTable({ faction, theater }: { faction: Faction; theater: Theater }) {
  const id = `cinematic-${faction}-${theater}`;
  return (
    <TableFrame id={id} caption={`${FACTION_LABEL[faction]} ${THEATER_LABEL[theater].toLowerCase()} cards`}>
      <thead>
        <tr>
          <th scope="col" className={TH}>
            Card
          </th>
          <th scope="col" className={TH}>
            Top needs
          </th>
          <th scope="col" className={TH}>
            Top
          </th>
          <th scope="col" className={TH}>
            Bottom
          </th>
        </tr>
      </thead>
      <tbody>
        {cinematicCards(faction, theater).map((card) => {
          const other = cinematicCardFor(card, OTHER_READINGS);
          return (
            <tr key={card.id}>
              <th scope="row" className={`${TD} font-medium whitespace-nowrap`}>
                {card.name}
              </th>
              <td className={`${TD} min-w-32`}>
                {card.needs ? unitDef(card.needs).name : "— (no unit icon)"}
                {other.needsAlso && (
                  <span className="block text-xs text-slate-400">
                    other reading: or {unitDef(other.needsAlso).name}
                  </span>
                )}
              </td>
              <td className={`${TD} min-w-56 text-slate-300`}>
                {card.top}
                {other.top !== card.top && (
                  <span className="block text-xs text-slate-400">other reading: {other.top}</span>
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
