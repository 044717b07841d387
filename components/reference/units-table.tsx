import { UNITS, type Faction, type Theater, type UnitDef } from "@/lib/data";
import { AttackDice, DieChip } from "./die-chip";
import { NameAndId, TD, TableFrame } from "./table-frame";
import { EXPANSION_LABEL, FACTION_LABEL, THEATER_LABEL } from "./labels";

/** One faction's units of one theater, straight from UNITS. */
export function UnitsTable({ faction, theater }: { faction: Faction; theater: Theater }) {
  const units: readonly UnitDef[] = UNITS.filter((u) => u.faction === faction && u.theater === theater);
  const id = `units-${faction}-${theater}`;
  return (
    <TableFrame
      id={id}
      caption={`${FACTION_LABEL[faction]} ${THEATER_LABEL[theater].toLowerCase()} units`}
      columns={[
        "Unit",
        "Attack dice",
        "Health",
        ...(theater === "space" ? ["Capacity"] : []),
        "Limit",
        "Expansion",
        "Notes",
      ]}
    >
      <tbody>
        {units.map((u) => (
          <tr key={u.id}>
            <NameAndId name={u.name} id={u.id} className="font-medium whitespace-nowrap" />
            <td className={TD}>
              <AttackDice red={u.red} black={u.black} green={u.green} />
            </td>
            <td className={TD}>
              {u.healthColour ? (
                <DieChip colour={u.healthColour} count={u.health} />
              ) : (
                <span className="text-slate-400">cannot be damaged</span>
              )}
            </td>
            {theater === "space" && <td className={TD}>{u.capacity > 0 ? u.capacity : "—"}</td>}
            <td className={TD}>{u.limit}</td>
            <td className={`${TD} whitespace-nowrap`}>{EXPANSION_LABEL[u.expansion]}</td>
            <td className={`${TD} min-w-48 text-slate-300`}>{unitNotes(u)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/** The note from the table, plus the flags it does not already spell out. */
function unitNotes(u: UnitDef): string {
  const notes: string[] = [];
  if (u.structure && !u.note?.startsWith("Structure")) notes.push("Structure.");
  if (u.note) notes.push(u.note);
  // Ground units always need transport; among ships it is worth saying.
  if (u.needsTransport && u.theater === "space") notes.push("Must be carried by a ship to retreat.");
  return notes.join(" ");
}
