import type { UnitId } from "@/lib/data";
import type { Battle, BattleState } from "@/lib/engine";
import { TYPE_COUNT, typeIndex } from "@/lib/engine/core/battle";
import { DAMAGE_LEVELS } from "@/lib/engine/core/codes";

/** What became of one unit type of one side (0 attacker, 1 defender) in a BattleState. */
export interface UnitsView {
  /** In the system, lethally damaged ones included. */
  live: number;
  /** Lethally damaged, to be destroyed at the end of the battle step. */
  lethal: number;
  gone: number;
  retreated: number;
  /** Damage of each standing unit (not lethal), most damaged first. */
  standing: number[];
}

export function unitsOf(b: Battle, s: BattleState, side: 0 | 1, id: UnitId): UnitsView {
  const g = b.groupOfType[side * TYPE_COUNT + typeIndex(id)]!;
  if (g < 0) return { live: 0, lethal: 0, gone: 0, retreated: 0, standing: [] };
  return {
    live: s.live[g]!,
    lethal: s.lethal[g]!,
    gone: b.groupSize[g]! - s.live[g]! - s.away[g]!,
    retreated: s.away[g]!,
    standing: damageLevels(s, g),
  };
}

/** Damage of the standing units of group g (not lethal, no pending damage), most damaged first. */
export function damageLevels(s: BattleState, g: number): number[] {
  const out: number[] = [];
  for (let d = DAMAGE_LEVELS - 1; d >= 0; d--) {
    for (let k = s.count[g * DAMAGE_LEVELS + d]!; k > 0; k--) out.push(d);
  }
  return out;
}
