import { conditionsOf, type SurgeAbility } from "./assault";

/**
 * The surge spending (docs/assault.md#spending): of every set of surge abilities the surges can pay for (each
 * ability once; one listed twice can be used twice), take the one that 1. meets accuracy (ranged attacks),
 * then, when playing for a condition, 2. applies it, then 3. deals the most damage after blocks (never below
 * 0), then 4. applies the most conditions, then 5. spends the fewest surges; a remaining tie keeps the set
 * listed first (lowest bit mask). A condition applies only when the target suffers at least 1 damage (the
 * Rules Reference's "Conditions" as ruled: docs/assault.md#conditions), so a set that deals none applies none
 * and never spends a surge on one. Precomputed per set so the per-roll work is a scan.
 */
export interface SpendTable {
  readonly count: number;
  readonly cost: Int32Array;
  readonly damage: Int32Array;
  readonly pierce: Int32Array;
  readonly accuracy: Int32Array;
  readonly conditions: Int32Array;
  readonly conditionCount: Int32Array;
  /** Distinct condition names, in list order: bit i of a mask is conditionNames[i]. */
  readonly conditionNames: readonly string[];
  readonly totalCost: number;
}

export function buildSpendTable(abilities: readonly SurgeAbility[]): SpendTable {
  const conditionNames: string[] = [];
  for (const a of abilities)
    for (const c of conditionsOf(a)) if (!conditionNames.includes(c)) conditionNames.push(c);
  const count = 1 << abilities.length;
  const t = {
    count,
    cost: new Int32Array(count),
    damage: new Int32Array(count),
    pierce: new Int32Array(count),
    accuracy: new Int32Array(count),
    conditions: new Int32Array(count),
    conditionCount: new Int32Array(count),
    conditionNames,
    totalCost: abilities.reduce((sum, a) => sum + (a.cost ?? 1), 0),
  };
  for (let set = 0; set < count; set++) {
    abilities.forEach((a, i) => {
      if ((set & (1 << i)) === 0) return;
      t.cost[set]! += a.cost ?? 1;
      t.damage[set]! += a.damage ?? 0;
      t.pierce[set]! += a.pierce ?? 0;
      t.accuracy[set]! += a.accuracy ?? 0;
      for (const c of conditionsOf(a)) t.conditions[set]! |= 1 << conditionNames.indexOf(c);
    });
    let bits = t.conditions[set]!;
    while (bits) {
      t.conditionCount[set]! += bits & 1;
      bits >>>= 1;
    }
  }
  return t;
}

/**
 * The chosen set's bit mask, or -1 when no set the surges pay for meets accuracy (a miss). `playFor`: the
 * condition bit to buy before damage (0: damage first).
 */
export function chooseSpend(
  t: SpendTable,
  surges: number,
  accuracyShort: number,
  damage: number,
  blocks: number,
  playFor = 0,
): number {
  let best = -1;
  let bestWanted = -1;
  let bestDamage = -1;
  let bestConditions = -1;
  let bestCost = 0;
  for (let set = 0; set < t.count; set++) {
    const cost = t.cost[set]!;
    if (cost > surges || t.accuracy[set]! < accuracyShort) continue;
    const dealt = Math.max(0, damage + t.damage[set]! - Math.max(0, blocks - t.pierce[set]!));
    // (conditions need damage: a set that deals none applies none)
    const conditions = dealt > 0 ? t.conditionCount[set]! : 0;
    const wanted = dealt > 0 && (t.conditions[set]! & playFor) !== 0 ? 1 : 0;
    if (
      wanted > bestWanted ||
      (wanted === bestWanted &&
        (dealt > bestDamage ||
          (dealt === bestDamage &&
            (conditions > bestConditions || (conditions === bestConditions && cost < bestCost)))))
    ) {
      best = set;
      bestWanted = wanted;
      bestDamage = dealt;
      bestConditions = conditions;
      bestCost = cost;
    }
  }
  return best;
}

/** The conditions a chosen set applies: none when it deals no damage. */
export function appliedConditions(t: SpendTable, set: number, dealt: number): number {
  return dealt > 0 ? t.conditions[set]! : 0;
}
