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

/**
 * Steps 3–6 for one roll: modifiers (a power token is its +1, on the first attack only), surge spending (every
 * subset tried), accuracy, damage. A condition applies only when the target suffers at least 1 damage; playing
 * for a condition buys it before damage.
 */
export function resolvePlain(a: Assault, roll: PlainRoll, first = true): PlainResult {
  const miss = { hit: false, damage: 0, conditions: [] };
  if (roll.dodge > 0 && !a.defense.noDodge) return miss;
  const token = (side: "attack" | "defense", which: string) =>
    first && a[side].powerToken === which ? 1 : 0;
  const surges = Math.max(
    0,
    roll.surge +
      a.attack.surge +
      token("attack", "surge") -
      roll.evade -
      a.defense.evade -
      token("defense", "evade"),
  );
  const abilities = a.attack.surges;
  let best: { wanted: boolean; damage: number; conditions: string[]; cost: number } | null = null;
  for (let set = 0; set < 2 ** abilities.length; set++) {
    const used = abilities.filter((_, i) => Math.floor(set / 2 ** i) % 2 === 1);
    const cost = used.reduce((s, x) => s + (x.cost ?? 1), 0);
    if (cost > surges) continue;
    const accuracy = roll.accuracy + a.attack.accuracy + used.reduce((s, x) => s + (x.accuracy ?? 0), 0);
    if (a.range !== null && accuracy < a.range) continue;
    const pierce = a.attack.pierce + used.reduce((s, x) => s + (x.pierce ?? 0), 0);
    const total =
      roll.damage +
      a.attack.damage +
      token("attack", "damage") +
      used.reduce((s, x) => s + (x.damage ?? 0), 0);
    const blocks = roll.block + a.defense.block + token("defense", "block");
    const damage = Math.max(0, total - Math.max(0, blocks - pierce));
    const conditions =
      damage === 0 ? [] : [...new Set(used.flatMap((x) => (x.condition ? [x.condition] : [])))];
    const wanted = a.attack.playFor !== null && conditions.includes(a.attack.playFor);
    const better =
      best === null ||
      (wanted && !best.wanted) ||
      (wanted === best.wanted &&
        (damage > best.damage ||
          (damage === best.damage &&
            (conditions.length > best.conditions.length ||
              (conditions.length === best.conditions.length && cost < best.cost)))));
    if (better) best = { wanted, damage, conditions, cost };
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

/** One attack without rerolls (the first spends the power tokens): chance of each damage, of a miss, of each condition. */
export function plainAttack(
  a: Assault,
  first = true,
): {
  damage: number[];
  miss: number;
  conditions: Record<string, number>;
} {
  const damage: number[] = [];
  const conditions: Record<string, number> = {};
  let miss = 0;
  everyRoll(a, (roll, chance) => {
    const r = resolvePlain(a, roll, first);
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
  /** The first attack's chance to miss. */
  firstMiss: number;
  defeated: number | null;
  conditions: Record<string, number>;
} {
  const firstAttack = plainAttack(a, true);
  const one = plainAttack(a, false);
  const each = (n: number) => (n === 0 ? firstAttack : one);
  let total = [1];
  for (let n = 0; n < a.attacks; n++) {
    const damage = each(n).damage;
    const next: number[] = new Array<number>(total.length + damage.length - 1).fill(0);
    total.forEach((p, t) => damage.forEach((q, d) => (next[t + d]! += p * q)));
    total = next;
  }
  const atLeast = total.map((_, k) => total.slice(k).reduce((s, p) => s + p, 0));
  while (atLeast.length > 1 && atLeast[atLeast.length - 1] === 0) atLeast.pop();
  const conditions: Record<string, number> = {};
  for (const c of new Set([...Object.keys(firstAttack.conditions), ...Object.keys(one.conditions)]))
    conditions[c] =
      1 - (1 - (firstAttack.conditions[c] ?? 0)) * (1 - (one.conditions[c] ?? 0)) ** (a.attacks - 1);
  for (const s of a.attack.surges)
    if (s.condition && !(s.condition in conditions)) conditions[s.condition] = 0;
  return {
    atLeast,
    mean: total.reduce((s, p, t) => s + p * t, 0),
    miss: firstAttack.miss * one.miss ** (a.attacks - 1),
    firstMiss: firstAttack.miss,
    defeated: a.health === null ? null : (atLeast[a.health] ?? 0),
    conditions,
  };
}
