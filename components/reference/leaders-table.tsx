import { LEADERS, type Faction, type LeaderDef } from "@/lib/data";
import { EXPANSION_LABEL, FACTION_LABEL } from "./labels";
import { NameAndId, TD, TableFrame } from "./table-frame";

/** One faction's leaders with their space and ground tactic values, straight from LEADERS. */
export function LeadersTable({ faction }: { faction: Faction }) {
  const leaders: readonly LeaderDef[] = LEADERS.filter((l) => l.faction === faction);
  return (
    <TableFrame
      id={`leaders-${faction}`}
      caption={`${FACTION_LABEL[faction]} leaders`}
      columns={["Leader", "Space tactics", "Ground tactics", "Expansion"]}
    >
      <tbody>
        {leaders.map((l) => (
          <tr key={l.id}>
            <NameAndId name={l.name} id={l.id} className="font-medium" />
            <td className={TD}>{l.space}</td>
            <td className={TD}>{l.ground}</td>
            <td className={`${TD} whitespace-nowrap`}>{EXPANSION_LABEL[l.expansion]}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
