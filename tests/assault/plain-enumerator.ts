/**
 * A plain, slow enumerator written apart from lib/assault (tests only): it walks every face of every die,
 * one roll at a time, and applies the steps of an attack literally. The engine must match it exactly.
 */
import { ATTACK_DICE, DEFENSE_DICE, type Assault } from "@/lib/assault";

export interface PlainRoll {
  damage: number;
  accuracy: number;
  surge: number;
  block: number;
  evade: number;
  dodge: number;
}

/** Damage dealt, or null for a miss; and the conditions applied. */
export interface PlainResult {
  hit: boolean;
  damage: number;
  conditions: string[];
}

/** Steps 3–6 for one roll: modifiers, surge spending (every subset tried), accuracy, damage. */
export function resolvePlain(a: Assault, roll: PlainRoll): PlainResult {
  const miss = { hit: false, damage: 0, conditions: [] };
  if (roll.dodge > 0 && !a.defense.noDodge) return miss;
  const surges = Math.max(0, roll.surge + a.attack.surge - roll.evade - a.defense.evade);
  const abilities = a.attack.surges;
  let best: { damage: number; conditions: string[]; cost: number } | null = null;
  for (let set = 0; set < 2 ** abilities.length; set++) {
    const used = abilities.filter((_, i) => Math.floor(set / 2 ** i) % 2 === 1);
    const cost = used.reduce((s, x) => s + (x.cost ?? 1), 0);
    if (cost > surges) continue;
    const accuracy = roll.accuracy + a.attack.accuracy + used.reduce((s, x) => s + (x.accuracy ?? 0), 0);
    if (a.range !== null && accuracy < a.range) continue;
    const pierce = a.attack.pierce + used.reduce((s, x) => s + (x.pierce ?? 0), 0);
    const total = roll.damage + a.attack.damage + used.reduce((s, x) => s + (x.damage ?? 0), 0);
    const damage = Math.max(0, total - Math.max(0, roll.block + a.defense.block - pierce));
    const conditions = [...new Set(used.flatMap((x) => (x.condition ? [x.condition] : [])))];
    const better =
      best === null ||
      damage > best.damage ||
      (damage === best.damage &&
        (conditions.length > best.conditions.length ||
          (conditions.length === best.conditions.length && cost < best.cost)));
    if (better) best = { damage, conditions, cost };
  }
  return best === null ? miss : { hit: true, damage: best.damage, conditions: best.conditions };
}

/** Every face of every die: calls `visit(roll, chance)` 6^(dice) times. */
export function everyRoll(a: Assault, visit: (roll: PlainRoll, chance: number) => void): void {
  const dice = [
    ...a.attack.dice.map((c) => ATTACK_DICE[c].map((f) => ({ ...f, block: 0, evade: 0, dodge: 0 }))),
    ...a.defense.dice.map((c) => DEFENSE_DICE[c].map((f) => ({ ...f, damage: 0, accuracy: 0, surge: 0 }))),
  ];
  const walk = (i: number, roll: PlainRoll, chance: number): void => {
    if (i === dice.length) return visit(roll, chance);
    for (const f of dice[i]!)
      walk(
        i + 1,
        {
          damage: roll.damage + f.damage,
          accuracy: roll.accuracy + f.accuracy,
          surge: roll.surge + f.surge,
          block: roll.block + f.block,
          evade: roll.evade + f.evade,
          dodge: roll.dodge + f.dodge,
        },
        chance / 6,
      );
  };
  walk(0, { damage: 0, accuracy: 0, surge: 0, block: 0, evade: 0, dodge: 0 }, 1);
}

/** One attack without rerolls: chance of each damage, of a miss, and of each condition. */
export function plainAttack(a: Assault): {
  damage: number[];
  miss: number;
  conditions: Record<string, number>;
} {
  const damage: number[] = [];
  const conditions: Record<string, number> = {};
  let miss = 0;
  everyRoll(a, (roll, chance) => {
    const r = resolvePlain(a, roll);
    if (!r.hit) miss += chance;
    damage[r.damage] = (damage[r.damage] ?? 0) + chance;
    for (const c of r.conditions) conditions[c] = (conditions[c] ?? 0) + chance;
  });
  for (let i = 0; i < damage.length; i++) damage[i] ??= 0;
  return { damage, miss, conditions };
}

/** Several attacks without rerolls: the attacks are independent, so total damage is a convolution. */
export function plainAssault(a: Assault): {
  atLeast: number[];
  mean: number;
  miss: number;
  defeated: number | null;
  conditions: Record<string, number>;
} {
  const one = plainAttack(a);
  let total = [1];
  for (let n = 0; n < a.attacks; n++) {
    const next: number[] = new Array<number>(total.length + one.damage.length - 1).fill(0);
    total.forEach((p, t) => one.damage.forEach((q, d) => (next[t + d]! += p * q)));
    total = next;
  }
  const atLeast = total.map((_, k) => total.slice(k).reduce((s, p) => s + p, 0));
  while (atLeast.length > 1 && atLeast[atLeast.length - 1] === 0) atLeast.pop();
  const conditions: Record<string, number> = {};
  for (const [c, p] of Object.entries(one.conditions)) conditions[c] = 1 - (1 - p) ** a.attacks;
  for (const s of a.attack.surges)
    if (s.condition && !(s.condition in conditions)) conditions[s.condition] = 0;
  return {
    atLeast,
    mean: total.reduce((s, p, t) => s + p * t, 0),
    miss: one.miss ** a.attacks,
    defeated: a.health === null ? null : (atLeast[a.health] ?? 0),
    conditions,
  };
}
