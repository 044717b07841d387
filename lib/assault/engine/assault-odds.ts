import { buildAttackContext, type AttackContext } from "./attack-context";
import type { Assault } from "./assault";
import { playAttack } from "./single-attack";

/**
 * The exact answer for one or several attacks on one target (docs/assault.md#several-attacks). Rerolls follow
 * the policy that is optimal for the question: with a health, each attack's rerolls maximise (attacker) or
 * minimise (defender) the chance that the target is defeated by the end, given the damage dealt so far
 * (backward induction over attacks left × damage so far), ties broken by damage; without a health, they
 * maximise / minimise the expected damage. Surges are always spent by the default spending.
 */
export interface AssaultOdds {
  readonly damage: { readonly mean: number; readonly atLeast: readonly number[] };
  /** Chance that every attack misses (a dodge or too little accuracy); for one attack, that it misses. */
  readonly miss: number;
  /** Chance that each attack misses, in order (they differ when tokens or rerolls play for a defeat). */
  readonly missByAttack: readonly number[];
  /** Chance that the total damage reaches the health (only when a health is given). */
  readonly defeated?: number;
  /** Chance that each condition is applied by at least one attack (it needs at least 1 damage). */
  readonly conditions: Readonly<Record<string, number>>;
  /** The condition the surges were spent on first ("play for Stun"), or null: damage first. */
  readonly playedFor: string | null;
  readonly exact: true;
}

/** Weight of one point of damage when two choices give the same chance of defeating the target. */
const DAMAGE_TIE_BREAK = 1e-9;

/**
 * A chance summed over rolls, as reported: exactly 1 when nothing else can happen (a sure miss is 1, never
 * 0.9999999999999998 or 1.0000000000000002, which the page would show as ">99%"), and never past 1.
 */
function sure(p: number, certain: boolean): number {
  return certain ? 1 : Math.min(1, p);
}

function damageOf(ctx: AttackContext, outcome: number): number {
  return outcome === 0 ? 0 : Math.floor((outcome - 1) / ctx.conditionMasks);
}

/** The contexts of the first attack (power tokens spent) and of the others (the same when no token). */
export function attackContexts(assault: Assault): { first: AttackContext; rest: AttackContext } {
  const first = buildAttackContext(assault, true);
  const tokens = assault.attack.powerToken !== null || assault.defense.powerToken !== null;
  return { first, rest: tokens && assault.attacks > 1 ? buildAttackContext(assault, false) : first };
}

export function assaultOdds(assault: Assault): AssaultOdds {
  const contexts = attackContexts(assault);
  const ctx = contexts.first;
  const { attacks, health } = assault;
  // The context of the attack with `left` attacks to go (the tokens are spent on the first).
  const ctxFor = (left: number) => (left === attacks ? contexts.first : contexts.rest);
  const rerolls = ctx.attackRerolls.rerolls > 0 || ctx.defenseChoices.masks.length > 1;
  const damageWorth = new Float64Array(ctx.outcomes);
  for (let o = 1; o < ctx.outcomes; o++) damageWorth[o] = damageOf(ctx, o);
  const byDamage = new Map<AttackContext, Float64Array>();
  const damageAnswer = (c: AttackContext) => {
    let answer = byDamage.get(c);
    if (!answer) byDamage.set(c, (answer = playAttack(c, damageWorth).outcomes));
    return answer;
  };
  const maxDamage = damageOf(ctx, ctx.outcomes - 1);

  // Answer for the attack with `left` attacks to go (this one included) after `dealt` damage.
  let answerFor = (left: number, _dealt: number): Float64Array => damageAnswer(ctxFor(left));
  if (health !== null && rerolls) {
    // chance[left][dealt]: chance to defeat the target with `left` attacks to go, `dealt` damage so far
    // (only for the damage the attacks before can have dealt).
    const chance: Float64Array[] = [
      Float64Array.from({ length: health + 1 }, (_, t) => (t >= health ? 1 : 0)),
    ];
    const answers: Float64Array[][] = [];
    for (let left = 1; left <= attacks; left++) {
      const next = chance[left - 1]!;
      const row = new Float64Array(health + 1);
      row[health] = 1;
      answers[left] = [];
      for (let dealt = 0; dealt < Math.min(health, (attacks - left) * maxDamage + 1); dealt++) {
        const worth = new Float64Array(ctx.outcomes);
        for (let o = 0; o < ctx.outcomes; o++) {
          const d = damageOf(ctx, o);
          worth[o] = next[Math.min(health, dealt + d)]! + DAMAGE_TIE_BREAK * d;
        }
        const answer = playAttack(ctxFor(left), worth);
        answers[left]![dealt] = answer.outcomes;
        let p = 0;
        for (let o = 0; o < ctx.outcomes; o++)
          p += answer.outcomes[o]! * next[Math.min(health, dealt + damageOf(ctx, o))]!;
        row[dealt] = p;
      }
      chance[left] = row;
    }
    answerFor = (left, dealt) => (dealt >= health ? damageAnswer(ctxFor(left)) : answers[left]![dealt]!);
  }

  // Forward over (total damage, conditions applied so far, every attack missed so far).
  const masks = ctx.conditionMasks;
  const span = attacks * maxDamage + 1;
  let state = new Float64Array(span * masks * 2);
  state[1] = 1; // damage 0, no condition, all missed
  const missByAttack: number[] = [];
  for (let left = attacks; left >= 1; left--) {
    const next = new Float64Array(state.length);
    let missed = 0;
    let canHit = false;
    for (let s = 0; s < state.length; s++) {
      const m = state[s]!;
      if (m === 0) continue;
      const allMissed = s & 1;
      const mask = (s >> 1) % masks;
      const dealt = Math.floor((s >> 1) / masks);
      const answer = answerFor(left, dealt);
      missed += m * answer[0]!;
      for (let o = 0; o < ctx.outcomes; o++) {
        const p = answer[o]!;
        if (p === 0) continue;
        if (o > 0) canHit = true;
        const d = damageOf(ctx, o);
        const conditions = o === 0 ? 0 : (o - 1) % masks;
        next[(((dealt + d) * masks + (mask | conditions)) << 1) | (allMissed & (o === 0 ? 1 : 0))]! += m * p;
      }
    }
    state = next;
    missByAttack.push(sure(missed, !canHit));
  }

  const totals = new Float64Array(span);
  const conditionChance = new Float64Array(ctx.spend.conditionNames.length);
  let miss = 0;
  let someHit = false;
  for (let s = 0; s < state.length; s++) {
    const m = state[s]!;
    if (m === 0) continue;
    if (s & 1) miss += m;
    else someHit = true;
    const mask = (s >> 1) % masks;
    totals[Math.floor((s >> 1) / masks)]! += m;
    for (let c = 0; c < conditionChance.length; c++) if (mask & (1 << c)) conditionChance[c]! += m;
  }
  let last = span - 1;
  while (last > 0 && totals[last] === 0) last--;
  const atLeast: number[] = new Array<number>(last + 1);
  // The first damage with mass: below it nothing can happen, so "at least" it is sure.
  let first = 0;
  while (first < last && totals[first] === 0) first++;
  let tail = 0;
  let mean = 0;
  for (let d = last; d >= 0; d--) {
    tail += totals[d]!;
    mean += d * totals[d]!;
    // (the masses add up to 1 only up to rounding: a sure thing is exactly 1, never 0.9999999999999999, and a
    // chance short of 1 by 6e-13 stays short of it)
    atLeast[d] = d <= first ? 1 : Math.min(tail, 1);
  }
  const conditions: Record<string, number> = {};
  ctx.spend.conditionNames.forEach((name, c) => (conditions[name] = Math.min(1, conditionChance[c]!)));
  return {
    damage: { mean, atLeast },
    miss: sure(miss, !someHit),
    missByAttack,
    ...(health !== null ? { defeated: health < atLeast.length ? atLeast[health]! : 0 } : {}),
    conditions,
    playedFor: ctx.playFor === 0 ? null : assault.attack.playFor,
    exact: true,
  };
}
