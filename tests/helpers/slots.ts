import { UNITS, type UnitId } from "@/lib/data";
import type { Battle } from "@/lib/engine";

/** Slots of one unit type on one side (0 attacker, 1 defender), in order. */
export function slotsOf(b: Battle, side: 0 | 1, id: UnitId): number[] {
  const out: number[] = [];
  for (let i = 0; i < b.slots; i++) if (b.side[i] === side && UNITS[b.type[i]!]?.id === id) out.push(i);
  return out;
}
