import { outcomeIndex, type AttackContext } from "./attack-context";

/**
 * One attack under the reroll policy (docs/assault.md#rerolls): `worth[outcome]` is what an outcome is worth
 * to the attacker. The attacker rerolls first (the Rules Reference resolves the attacker's effects before the
 * defender's), choosing the dice that maximise the expected worth knowing the defender will answer; the
 * defender then rerolls to minimise it. Both see every die. Ties keep the fewer / earlier-listed rerolls.
 * Returns the chance of each outcome and the expected worth (the value a brute-force check can compare).
 */
export interface AttackAnswer {
  readonly outcomes: Float64Array;
  readonly value: number;
}

const TIE = 1e-12;

export function playAttack(ctx: AttackContext, worth: Float64Array): AttackAnswer {
  const { attackPositions: fa, defensePositions: fd, attackChoices: ac, defenseChoices: dc, clip } = ctx;
  const nd = fd.length;
  const keys = ctx.attackKeys;
  // Defender's best answer per (clipped attack total, defence position): value and choice, filled lazily.
  const defValue = new Float64Array(keys * nd).fill(Number.NaN);
  const defChoice = new Int32Array(keys * nd);

  const defend = (attackKey: number, j: number): number => {
    const at = attackKey * nd + j;
    const known = defValue[at]!;
    if (!Number.isNaN(known)) return known;
    const pos = fd[j]!;
    let best = Number.POSITIVE_INFINITY;
    let bestChoice = 0;
    for (let c = 0; c < dc.masks.length; c++) {
      const kept = keptTotal(pos.total, pos.faces, dc.masks[c]!);
      const r = dc.rerolled[c]!;
      let v = 0;
      for (let i = 0; i < r.keys.length; i++)
        v += r.probs[i]! * worth[outcomeIndex(ctx, attackKey, kept + r.keys[i]!)]!;
      if (v < best - TIE) {
        best = v;
        bestChoice = c;
      }
    }
    defValue[at] = best;
    defChoice[at] = bestChoice;
    return best;
  };

  // Attacker: expected defender value of keeping `kept` and rerolling choice c, memoised per distinct set of
  // rerolled dice (rerolling either of two red dice gives the same table).
  const same = ac.same;
  const memo = ac.rerolled.map((_, c) =>
    c > 0 && same[c] === c ? new Float64Array(keys * nd).fill(Number.NaN) : null,
  );
  const rerollValue = (c: number, k: number, j: number): number => {
    const r = ac.rerolled[c]!;
    let v = 0;
    for (let i = 0; i < r.keys.length; i++) v += r.probs[i]! * defend(clip[k + r.keys[i]!]!, j);
    memo[c]![k * nd + j] = v;
    return v;
  };

  // Mass reaching each (attack total after rerolls, defence position).
  const reached = new Float64Array(keys * nd);
  const choices = ac.masks.length;
  const keptClip = new Int32Array(choices);
  let value = 0;
  for (const a of fa) {
    for (let c = 0; c < choices; c++) keptClip[c] = clip[keptTotal(a.total, a.faces, ac.masks[c]!)]!;
    for (let j = 0; j < nd; j++) {
      const p = a.p * fd[j]!.p;
      let best = defend(keptClip[0]!, j);
      let bestChoice = 0;
      for (let c = 1; c < choices; c++) {
        const u = same[c]!;
        const k = keptClip[c]!;
        let v = memo[u]![k * nd + j]!;
        if (v !== v) v = rerollValue(u, k, j);
        if (v > best + TIE) {
          best = v;
          bestChoice = c;
        }
      }
      value += p * best;
      const r = ac.rerolled[bestChoice]!;
      const k = keptClip[bestChoice]!;
      for (let i = 0; i < r.keys.length; i++) reached[clip[k + r.keys[i]!]! * nd + j]! += p * r.probs[i]!;
    }
  }

  const outcomes = new Float64Array(ctx.outcomes);
  for (let at = 0; at < reached.length; at++) {
    const m = reached[at]!;
    if (m === 0) continue;
    const attackKey = Math.floor(at / nd);
    const j = at % nd;
    defend(attackKey, j);
    const pos = fd[j]!;
    const c = defChoice[at]!;
    const kept = keptTotal(pos.total, pos.faces, dc.masks[c]!);
    const r = dc.rerolled[c]!;
    for (let i = 0; i < r.keys.length; i++)
      outcomes[outcomeIndex(ctx, attackKey, kept + r.keys[i]!)]! += m * r.probs[i]!;
  }
  return { outcomes, value };
}

/** The total without the dice in `mask` (those are rerolled). */
function keptTotal(total: number, faces: Int32Array, mask: number): number {
  let kept = total;
  for (let i = 0; mask; i++, mask >>>= 1) if (mask & 1) kept -= faces[i]!;
  return kept;
}
