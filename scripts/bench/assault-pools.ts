import { ATTACK_DIE_NAMES, DEFENSE_DIE_NAMES, type AttackDie, type DefenseDie } from "@/lib/assault";

/** Every multiset of `size` of `kinds` (each pool once, kinds in their order). */
function multisets<T>(kinds: readonly T[], size: number, from = 0): T[][] {
  if (size === 0) return [[]];
  const out: T[][] = [];
  for (let k = from; k < kinds.length; k++)
    for (const rest of multisets(kinds, size - 1, k)) out.push([kinds[k]!, ...rest]);
  return out;
}

/** `npm run bench:assault`'s pools (scripts/bench-assault.ts): every 6 attack dice (84) and every 3 defence dice (4). */
export const BENCH_ATTACKS: readonly AttackDie[][] = multisets<AttackDie>(ATTACK_DIE_NAMES, 6);
export const BENCH_DEFENCES: readonly DefenseDie[][] = multisets<DefenseDie>(DEFENSE_DIE_NAMES, 3);
