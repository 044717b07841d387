import type { Assault } from "./assault";
import { Sequence, type SharedContexts } from "./sequence";

/**
 * The exact answer for one or several attacks on one target (docs/assault.md#several-attacks), the attacks played
 * in turn by lib/assault/engine/sequence.ts: damage and conditions carry from one to the next, each spends its own
 * power tokens, and the rerolls serve `rerollsFor` (each attack's damage, or with a health the chance of the
 * defeat by the end). Surges are always spent by the default spending.
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

/**
 * A chance summed over rolls, as reported: exactly 1 when nothing else can happen (a sure miss is 1, never
 * 0.9999999999999998 or 1.0000000000000002, which the page would show as ">99%"), and never past 1.
 */
function sure(p: number, certain: boolean): number {
  return certain ? 1 : Math.min(1, p);
}

/** `shared`: contexts other answers on the same target made (the orders of an activation, best-order.ts). */
export function assaultOdds(assault: Assault, shared?: SharedContexts): AssaultOdds {
  const seq = new Sequence(assault, shared);
  const { health } = assault;
  const masks = 1 << seq.conditionNames.length;
  // Forward over (total damage, conditions applied so far, the target Weakened, the Focus bits, every attack
  // missed so far), one state per key: ((((dealt · masks + mask) · 2 + weakened) · F + focus) · 2 + allMissed.
  const F = 1 << Math.max(1, ...seq.steps.map((s) => s.figure + 1));
  // (nothing dealt or applied, all missed, the conditions the setup starts with)
  let state = new Map<number, number>([[((seq.start.weakened ? 1 : 0) * F + seq.start.focus) * 2 + 1, 1]]);
  const missByAttack: number[] = [];
  for (let k = 0; k < seq.steps.length; k++) {
    const next = new Map<number, number>();
    let missed = 0;
    let canHit = false;
    for (const [s, m] of state) {
      const allMissed = s & 1;
      const focus = Math.floor(s / 2) % F;
      const weakened = Math.floor(s / (2 * F)) % 2 === 1;
      const mask = Math.floor(s / (4 * F)) % masks;
      const dealt = Math.floor(s / (4 * F * masks));
      const answer = seq.answer(k, dealt, weakened, focus);
      const { damage, mask: applied } = seq.info(seq.contextIn(k, weakened, focus));
      missed += m * answer[0]!;
      for (let o = 0; o < answer.length; o++) {
        const p = answer[o]!;
        if (p === 0) continue;
        if (o > 0) canHit = true;
        const after = seq.next(k, weakened, focus, applied[o]!);
        const key =
          ((((dealt + damage[o]!) * masks + (mask | applied[o]!)) * 2 + (after.weakened ? 1 : 0)) * F +
            after.focus) *
            2 +
          (allMissed & (o === 0 ? 1 : 0));
        next.set(key, (next.get(key) ?? 0) + m * p);
      }
    }
    state = next;
    missByAttack.push(sure(missed, !canHit));
  }

  let span = 1;
  for (const s of state.keys()) span = Math.max(span, Math.floor(s / (4 * F * masks)) + 1);
  const totals = new Float64Array(span);
  const conditionChance = new Float64Array(seq.conditionNames.length);
  let miss = 0;
  let someHit = false;
  for (const [s, m] of state) {
    if (s & 1) miss += m;
    else someHit = true;
    const mask = Math.floor(s / (4 * F)) % masks;
    totals[Math.floor(s / (4 * F * masks))]! += m;
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
  seq.conditionNames.forEach((name, c) => (conditions[name] = Math.min(1, conditionChance[c]!)));
  return {
    damage: { mean, atLeast },
    miss: sure(miss, !someHit),
    missByAttack,
    ...(health !== null ? { defeated: health < atLeast.length ? atLeast[health]! : 0 } : {}),
    conditions,
    playedFor: seq.context(0, false, false).playFor === 0 ? null : assault.attack.playFor,
    exact: true,
  };
}
