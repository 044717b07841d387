/**
 * A plain, slow enumerator written apart from lib/assault (tests only): it walks every face of every die,
 * one roll at a time, and applies the steps of an attack literally, attack after attack. The engine must match it
 * exactly.
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

/** What carries into an attack: the target Weakened (−1 evade while it defends), the attacker Focused (+1 green die). */
export interface PlainState {
  weakened: boolean;
  focused: boolean;
}

const NO_STATE: PlainState = { weakened: false, focused: false };

/**
 * Steps 3–6 for one roll of attack `index` (0 = the first): modifiers (each side's power token for that attack is its
 * +1, a Weakened target has one evade fewer, never below none), surge spending (every subset tried), accuracy, damage. A condition applies only
 * when the target suffers at least 1 damage; playing for a condition buys it before damage.
 */
export function resolvePlain(
  a: Assault,
  roll: PlainRoll,
  index = 0,
  state: PlainState = NO_STATE,
  defenseIndex = index,
): PlainResult {
  const miss = { hit: false, damage: 0, conditions: [] };
  if (roll.dodge > 0 && !a.defense.noDodge) return miss;
  const token = (side: "attack" | "defense", which: string) =>
    a[side].powerTokens[side === "attack" ? index : defenseIndex] === which ? 1 : 0;
  const evades = Math.max(
    0,
    roll.evade + a.defense.evade + token("defense", "evade") - (state.weakened ? 1 : 0),
  );
  const surges = Math.max(0, roll.surge + a.attack.surge + token("attack", "surge") - evades);
  // (a Weakened target cannot be Weakened again: a Weaken surge then buys nothing, and is not played for)
  // (an ability may apply two conditions, written "Focused + Weaken")
  const useless = (c: string) => state.weakened && /^weaken(ed)?$/i.test(c);
  const names = (x: { condition?: string | undefined }) => (x.condition ? x.condition.split(" + ") : []);
  const abilities = a.attack.surges.map((x) => ({ ...x, conditions: names(x).filter((c) => !useless(c)) }));
  const playFor = a.attack.playFor !== null && useless(a.attack.playFor) ? null : a.attack.playFor;
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
    const conditions = damage === 0 ? [] : [...new Set(used.flatMap((x) => x.conditions))];
    const wanted = playFor !== null && conditions.includes(playFor);
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

/** Every face of every die (a Focused attacker's extra green die too): calls `visit(roll, chance)` 6^(dice) times. */
export function everyRoll(
  a: Assault,
  visit: (roll: PlainRoll, chance: number) => void,
  state: PlainState = NO_STATE,
): void {
  const attackDice = state.focused ? [...a.attack.dice, "green" as const] : a.attack.dice;
  const dice = [
    ...attackDice.map((c) => ATTACK_DICE[c].map((f) => ({ ...f, block: 0, evade: 0, dodge: 0 }))),
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

/** One attack without rerolls (attack `index`'s tokens, in a state): chance of each damage, a miss, each condition. */
export function plainAttack(
  a: Assault,
  index = 0,
  state: PlainState = NO_STATE,
): {
  damage: number[];
  miss: number;
  conditions: Record<string, number>;
} {
  const damage: number[] = [];
  const conditions: Record<string, number> = {};
  let miss = 0;
  everyRoll(
    a,
    (roll, chance) => {
      const r = resolvePlain(a, roll, index, state);
      if (!r.hit) miss += chance;
      damage[r.damage] = (damage[r.damage] ?? 0) + chance;
      for (const c of r.conditions) conditions[c] = (conditions[c] ?? 0) + chance;
    },
    state,
  );
  for (let i = 0; i < damage.length; i++) damage[i] ??= 0;
  return { damage, miss, conditions };
}

/**
 * Several attacks, by the one attacking figure or by several (`more`: each figure's attacks in turn, after the
 * assault's own), without rerolls, played in turn over every roll: the state carries the damage so far, the
 * conditions applied, the target Weakened (by a "Weaken" surge that dealt damage) and each attacker Focused (by a
 * "Focused" one: that figure's next attack adds a green die, then the condition is discarded). Each figure spends
 * its own power tokens in order; the target's are listed over every attack.
 */
export function plainAssault(a: Assault): {
  atLeast: number[];
  mean: number;
  miss: number;
  /** Each attack's chance to miss. */
  missEach: number[];
  defeated: number | null;
  conditions: Record<string, number>;
} {
  const lines = [{ attack: a.attack, range: a.range, attacks: a.attacks }, ...(a.more ?? [])];
  type State = { dealt: number; applied: string[]; weakened: boolean; focus: boolean[]; allMissed: boolean };
  let states = new Map<string, { s: State; p: number }>([
    [
      "start",
      {
        s: {
          dealt: 0,
          applied: [],
          weakened: a.defense.weakened,
          focus: lines.map((l) => l.attack.focused),
          allMissed: true,
        },
        p: 1,
      },
    ],
  ]);
  const missEach: number[] = [];
  let step = 0;
  for (const [f, line] of lines.entries())
    for (let i = 0; i < line.attacks; i++, step++) {
      const view: Assault = { ...a, attack: line.attack, range: line.range };
      const next = new Map<string, { s: State; p: number }>();
      let missed = 0;
      for (const { s, p } of states.values()) {
        const state = { weakened: s.weakened, focused: s.focus[f]! };
        everyRoll(
          view,
          (roll, chance) => {
            const r = resolvePlain(view, roll, i, state, step);
            if (!r.hit) missed += p * chance;
            const applied = [...new Set([...s.applied, ...r.conditions])].sort();
            const focus = [...s.focus];
            focus[f] = r.conditions.some((c) => /^focus(ed)?$/i.test(c));
            const after: State = {
              dealt: s.dealt + r.damage,
              applied,
              weakened: s.weakened || r.conditions.some((c) => /^weaken(ed)?$/i.test(c)),
              focus,
              allMissed: s.allMissed && !r.hit,
            };
            const key = JSON.stringify(after);
            const known = next.get(key);
            if (known) known.p += p * chance;
            else next.set(key, { s: after, p: p * chance });
          },
          state,
        );
      }
      missEach.push(missed);
      states = next;
    }
  const total: number[] = [];
  const conditions: Record<string, number> = {};
  for (const line of lines)
    for (const s of line.attack.surges) for (const c of s.condition?.split(" + ") ?? []) conditions[c] = 0;
  let miss = 0;
  for (const { s, p } of states.values()) {
    total[s.dealt] = (total[s.dealt] ?? 0) + p;
    if (s.allMissed) miss += p;
    for (const c of s.applied) conditions[c] = (conditions[c] ?? 0) + p;
  }
  for (let i = 0; i < total.length; i++) total[i] ??= 0;
  const atLeast = total.map((_, k) => total.slice(k).reduce((s, p) => s + p, 0));
  while (atLeast.length > 1 && atLeast[atLeast.length - 1]! < 1e-300) atLeast.pop();
  return {
    atLeast,
    mean: total.reduce((s, p, t) => s + p * t, 0),
    miss,
    missEach,
    defeated: a.health === null ? null : (atLeast[a.health] ?? 0),
    conditions,
  };
}
