import { buildAttackContext, outcomeIndex, type AttackContext } from "./attack-context";
import { attackSteps, inState } from "./attack-steps";
import { conditionsOf, type Assault } from "./assault";
import { ATTACK_DICE, DEFENSE_DICE, type AttackDie, type DefenseDie } from "./dice";

/**
 * Reroll advice from the dice on the table (docs/assault.md#dice-on-the-table): the faces each die shows, the attack's
 * reroll abilities, and a goal. The attacker rerolls first, choosing which of its dice to reroll knowing the
 * defender will answer; the defender then rerolls to work against the same goal (Rules Reference, "Attacks":
 * the attacker's effects resolve before the defender's; each die is rerolled at most once). Every choice is worked
 * out exactly: for each set of dice to reroll, every face they can show, and the other side's best answer.
 */

/** What the rerolls serve: expected damage, at least `damage` damage (a defeat), or a condition applied. */
export type RerollGoal =
  | { readonly kind: "damage" }
  | { readonly kind: "reach"; readonly damage: number }
  | { readonly kind: "condition"; readonly name: string };

/** The face each die shows (0–5, the order of lib/assault/engine/dice.ts), in pool order. */
export interface RolledDice {
  readonly attack: readonly number[];
  readonly defense: readonly number[];
}

/** One choice: the dice rerolled (places in the pool), what it gives for the goal, and its expected damage. */
export interface RerollChoice {
  readonly dice: readonly number[];
  /** The goal's chance (for "damage", the expected damage). */
  readonly value: number;
  readonly mean: number;
}

export interface SideAdvice {
  /** Every distinct choice (dice alike showing the same face are one), best for the goal first. */
  readonly choices: readonly RerollChoice[];
  /** The choice the mean damage alone would make (the attacker's most, the defender's least), with its goal chance. */
  readonly byMean: RerollChoice;
}

export interface RolledAdvice {
  /** The pool as rolled: the attacker's dice (a Focused attacker's green die last) and the defender's. */
  readonly attackDice: readonly AttackDie[];
  readonly defenseDice: readonly DefenseDie[];
  /** The faces they show. */
  readonly rolled: RolledDice;
  /** The goal's value when the attacker rerolls nothing (the defender answering as it best can). */
  readonly asRolled: RerollChoice;
  /** The attacker's choices, each against the defender's best answer; null without attack rerolls. */
  readonly attacker: SideAdvice | null;
  /** The defender's choices against the attack dice as they lie (after the attacker's rerolls); null without. */
  readonly defender: SideAdvice | null;
}

/** Weight of one point of damage when two choices give the same chance of the goal. */
const DAMAGE_TIE_BREAK = 1e-9;
const TIE = 1e-12;

/** Sets of at most `k` of `n` places, fewest first, then in place order. */
function subsets(n: number, k: number): number[][] {
  const out: number[][] = [[]];
  for (let size = 1; size <= Math.min(n, k); size++) {
    const walk = (from: number, chosen: number[]) => {
      if (chosen.length === size) return void out.push(chosen);
      for (let i = from; i < n; i++) walk(i + 1, [...chosen, i]);
    };
    walk(0, []);
  }
  return out;
}

/** The dice's totals when `places` are rerolled: chance of each key, the rest kept as they lie. */
function rerolledTotals(
  faceKeys: readonly (readonly number[])[],
  shown: readonly number[],
  places: readonly number[],
) {
  let kept = 0;
  shown.forEach((f, i) => (kept += places.includes(i) ? 0 : faceKeys[i]![f]!));
  let dist = new Map<number, number>([[kept, 1]]);
  for (const i of places) {
    const next = new Map<number, number>();
    for (const [key, p] of dist)
      for (const faceKey of faceKeys[i]!) next.set(key + faceKey, (next.get(key + faceKey) ?? 0) + p / 6);
    dist = next;
  }
  return dist;
}

/**
 * `a`'s first attack (its tokens on it; a Weakened target, a Focused attacker's green die), with the faces shown:
 * the advice for each side. Refuses faces that do not fit the pool (a die with no such face, a count that differs).
 */
export function rolledAdvice(a: Assault, rolled: RolledDice, goal: RerollGoal): RolledAdvice {
  let single = inState(attackSteps(a)[0]!.single, a.defense.weakened, a.attack.focused);
  if (goal.kind === "condition") {
    if (!single.attack.surges.some((s) => conditionsOf(s).includes(goal.name)))
      throw new RangeError(`"${goal.name}" is not a condition of the surge abilities`);
    single = { ...single, attack: { ...single.attack, playFor: goal.name } };
  }
  const ctx = buildAttackContext(single);
  const attackDice = single.attack.dice;
  const defenseDice = single.defense.dice;
  if (rolled.attack.length !== attackDice.length)
    throw new RangeError(`${rolled.attack.length} attack faces for ${attackDice.length} attack dice`);
  if (rolled.defense.length !== defenseDice.length)
    throw new RangeError(`${rolled.defense.length} defence faces for ${defenseDice.length} defence dice`);
  for (const f of [...rolled.attack, ...rolled.defense])
    if (!Number.isInteger(f) || f < 0 || f > 5) throw new RangeError(`${f} is not a face (0 to 5)`);
  const attackKeys = attackDice.map((d) =>
    ATTACK_DICE[d].map((f) => (f.damage * ctx.aN + f.accuracy) * ctx.sN + f.surge),
  );
  const defenseKeys = defenseDice.map((d) =>
    DEFENSE_DICE[d].map((f) => (f.block * ctx.eN + f.evade) * ctx.oN + f.dodge),
  );
  const value = valueOf(ctx, goal);
  const damageOf = valueOf(ctx, { kind: "damage" });
  const worth = (o: number) => value[o]! + (goal.kind === "damage" ? 0 : DAMAGE_TIE_BREAK * damageOf[o]!);

  const defenderSets = subsets(defenseDice.length, single.defense.rerolls);
  const attackerSets = subsets(attackDice.length, single.attack.rerolls);
  const defenseTotals = defenderSets.map((places) => rerolledTotals(defenseKeys, rolled.defense, places));
  const clipped = (attackKey: number) => ctx.clippedIndex[ctx.clip[attackKey]!]!;

  /** Per defender set: the (worth, goal value, damage) it gives against the clipped attack total. */
  const against = (c: number, t: number) => {
    let w = 0;
    let v = 0;
    let d = 0;
    for (const [key, p] of defenseTotals[t]!) {
      const o = outcomeIndex(ctx, c, key);
      w += p * worth(o);
      v += p * value[o]!;
      d += p * damageOf[o]!;
    }
    return { w, v, d };
  };
  // The defender's best answer to a clipped attack total: the least worth (a tie keeps the fewer rerolls), and by mean.
  const replies = new Map<number, { goal: { v: number; d: number }; mean: { v: number; d: number } }>();
  const reply = (c: number) => {
    let known = replies.get(c);
    if (known) return known;
    const all = defenderSets.map((_, t) => against(c, t));
    const pick = (by: (x: { w: number; d: number }) => number) =>
      all.reduce((best, x) => (by(x) < by(best) - TIE ? x : best), all[0]!);
    replies.set(c, (known = { goal: pick((x) => x.w), mean: pick((x) => x.d) }));
    return known;
  };

  const attackerChoice = (places: readonly number[], defenderBy: "goal" | "mean") => {
    let v = 0;
    let d = 0;
    for (const [key, p] of rerolledTotals(attackKeys, rolled.attack, places)) {
      const r = reply(clipped(key))[defenderBy];
      v += p * r.v;
      d += p * r.d;
    }
    return { dice: places, value: v, mean: d };
  };
  const distinct = <T extends { dice: readonly number[] }>(
    sets: readonly (readonly number[])[],
    dice: readonly string[],
    shown: readonly number[],
    make: (p: readonly number[]) => T,
  ) => {
    const seen = new Set<string>();
    const out: T[] = [];
    for (const places of sets) {
      const key = places
        .map((i) => `${dice[i]}:${shown[i]}`)
        .sort()
        .join();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(make(places));
    }
    return out;
  };
  const rank = (xs: RerollChoice[], sign: 1 | -1) =>
    xs
      .map((x, i) => ({ x, i, w: x.value + (goal.kind === "damage" ? 0 : DAMAGE_TIE_BREAK * x.mean) }))
      .sort((p, q) => (Math.abs(q.w - p.w) > TIE ? sign * (q.w - p.w) : p.i - q.i))
      .map((p) => p.x);

  const asRolled = attackerChoice([], "goal");
  let attacker: SideAdvice | null = null;
  if (single.attack.rerolls > 0) {
    const choices = rank(
      distinct(attackerSets, attackDice, rolled.attack, (p) => attackerChoice(p, "goal")),
      1,
    );
    // (what the mean alone would pick: the most damage against the defender answering for the mean)
    const byMeanSet = distinct(attackerSets, attackDice, rolled.attack, (p) =>
      attackerChoice(p, "mean"),
    ).reduce((best, x) => (x.mean > best.mean + TIE ? x : best));
    attacker = { choices, byMean: choices.find((c) => c.dice.join() === byMeanSet.dice.join())! };
  }
  let defender: SideAdvice | null = null;
  if (single.defense.rerolls > 0) {
    let attackKey = 0;
    rolled.attack.forEach((f, i) => (attackKey += attackKeys[i]![f]!));
    const c = clipped(attackKey);
    const choices = rank(
      distinct(defenderSets, defenseDice, rolled.defense, (places) => {
        const x = against(
          c,
          defenderSets.findIndex((s) => s.join() === places.join()),
        );
        return { dice: places, value: x.v, mean: x.d };
      }),
      -1,
    );
    const byMean = choices.reduce((best, x) => (x.mean < best.mean - TIE ? x : best), choices[0]!);
    defender = { choices, byMean };
  }
  return { attackDice, defenseDice, rolled, asRolled, attacker, defender };
}

/** The goal's value of each outcome of a context: its damage, whether it reaches a damage, or applies a condition. */
function valueOf(ctx: AttackContext, goal: RerollGoal): Float64Array {
  const out = new Float64Array(ctx.outcomes);
  const bit = goal.kind === "condition" ? 1 << ctx.spend.conditionNames.indexOf(goal.name) : 0;
  for (let o = 1; o < ctx.outcomes; o++) {
    const damage = Math.floor((o - 1) / ctx.conditionMasks);
    const mask = (o - 1) % ctx.conditionMasks;
    out[o] =
      goal.kind === "damage"
        ? damage
        : goal.kind === "reach"
          ? damage >= goal.damage
            ? 1
            : 0
          : mask & bit
            ? 1
            : 0;
  }
  return out;
}
