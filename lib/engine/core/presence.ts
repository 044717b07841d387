import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import { GROUND, ROLE_COUNT, SPACE } from "./codes";

/** Presence checks on the running totals of BattleState: O(1) each. */
export function hasUnitsIn(_b: Battle, s: BattleState, side: number, theater: number): boolean {
  return s.inCount[side * 2 + theater]! > 0;
}

export function contested(_b: Battle, s: BattleState, theater: number): boolean {
  return s.inCount[theater]! > 0 && s.inCount[2 + theater]! > 0;
}

export function inSystem(_b: Battle, s: BattleState, side: number): boolean {
  return s.inCount[side * 2 + SPACE]! + s.inCount[side * 2 + GROUND]! > 0;
}

/** Units of `side` with role `role` in the system (roles are tied to one theater each). */
export function countRole(_b: Battle, s: BattleState, side: number, role: number): number {
  return s.roleCount[side * ROLE_COUNT + role]!;
}

export function hasRole(b: Battle, s: BattleState, side: number, role: number): boolean {
  return countRole(b, s, side, role) > 0;
}

/** Who holds `theater` at the end of a combat: 0 the attacker alone, 1 the defender alone, 2 nobody, 3 both. */
export function theaterHolder(_b: Battle, s: BattleState, theater: number): number {
  const a = s.inCount[theater]! > 0;
  const d = s.inCount[2 + theater]! > 0;
  return a && d ? 3 : a ? 0 : d ? 1 : 2;
}
