import type { SimulationResult } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import { type SideNames } from "./chart-data";

/** One round of the timeline table: after it, who is still fighting, who has won or is gone, units left. */
export interface TimelineRow {
  readonly round: number;
  readonly ongoing: number;
  readonly attackerWon: number;
  readonly defenderWon: number;
  /** Neither side left (a side is gone when the other has won or both are gone). */
  readonly bothGone: number;
  /** Ended with both still there: split between the theaters, or a stalemate. */
  readonly otherEnd: number;
  readonly attackerUnits: number;
  readonly defenderUnits: number;
  readonly text: string;
}

/** The timeline up to the round after which fewer than `until` of the combats are still going (at least one row). */
export function timelineRows(result: SimulationResult, names: SideNames, until = 0.005): TimelineRow[] {
  const rows: TimelineRow[] = [];
  for (const t of result.timeline) {
    const { attacker, defender, mutual, split, stalemate } = t.ended;
    const row = {
      round: t.round,
      ongoing: t.ongoing,
      attackerWon: attacker,
      defenderWon: defender,
      bothGone: mutual,
      otherEnd: split + stalemate,
      attackerUnits: t.units.attacker,
      defenderUnits: t.units.defender,
    };
    rows.push({
      ...row,
      text:
        `After round ${t.round}: still fighting ${formatPercent(t.ongoing)}; ` +
        `${names.attacker} (attacker) has won ${formatPercent(attacker)}, ${names.defender} (defender) has won ${formatPercent(defender)}, ` +
        `both gone ${formatPercent(mutual)}, split or stalemate ${formatPercent(row.otherEnd)}; units left in the system on average: ` +
        `${names.attacker} ${t.units.attacker.toFixed(2)}, ${names.defender} ${t.units.defender.toFixed(2)}`,
    });
    if (t.ongoing < until) break;
  }
  return rows;
}
