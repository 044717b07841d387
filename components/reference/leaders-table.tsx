import { LEADERS, type Faction, type LeaderDef } from "@/lib/data";
import { EXPANSION_LABEL, FACTION_LABEL } from "./labels";
import { TD, TH, TableFrame } from "./table-frame";

/** One faction's leaders with their space and ground tactic values, straight from LEADERS. */
export function LeadersTable({ faction }: { faction: Faction }) {
  const leaders: readonly LeaderDef[] = LEADERS.filter((l) => l.faction === faction);
  return (
    <TableFrame id={`leaders-${faction}`} caption={`${FACTION_LABEL[faction]} leaders`}>
      <thead>
        <tr>
          <th scope="col" className={TH}>
            Leader
          </th>
          <th scope="col" className={TH}>
            Space tactics
          </th>
          <th scope="col" className={TH}>
            Ground tactics
          </th>
          <th scope="col" className={TH}>
            Expansion
          </th>
        </tr>
      </thead>
      <tbody>
        {leaders.map((l) => (
          <tr key={l.id}>
            <th scope="row" className={`${TD} font-medium`}>
              {l.name}
              <code className="block text-xs font-normal text-slate-400">{l.id}</code>
            </th>
            <td className={TD}>{l.space}</td>
            <td className={TD}>{l.ground}</td>
            <td className={`${TD} whitespace-nowrap`}>{EXPANSION_LABEL[l.expansion]}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
