import { ATTACK_DICE, type AttackDie } from "./dice";

/**
 * Attribute tests (docs/assault.md#attribute-tests; Rules Reference, "Attribute Tests", "Focused", "Negative
 * Symbols"): a hero rolls the dice shown under the attribute on its Hero sheet; each surge result is a success, and
 * it passes with at least `need` successes (1 unless the test names a number). Strain tokens saved by earlier tries
 * on the same object add 1 success each; a negative symbol cancels one success. A Focused figure adds 1 green die.
 * An elite figure does not roll: it receives 1 success; a regular figure fails. Rerolls (an ability's, each die at
 * most once) are spent for the pass: after seeing the roll, the dice whose reroll gives the best chance.
 */
export interface AttributeTest {
  readonly dice: readonly AttackDie[];
  readonly need: number;
  /** Strain tokens from earlier tries on this object: +1 success each. */
  readonly saved: number;
  /** Other successes added (negative: negative surges, each cancelling one). */
  readonly bonus: number;
  readonly rerolls: number;
  readonly focused: boolean;
  readonly figure: "hero" | "elite" | "regular";
}

export interface AttributeOdds {
  readonly pass: number;
  /** P(at least k successes), k = 0, 1, …, with the rerolls spent for the pass. */
  readonly atLeast: readonly number[];
}

/** Each die's chance of showing 0, 1, 2 surges. */
const surgeCounts = (die: AttackDie) => {
  const p = [0, 0, 0];
  for (const f of ATTACK_DICE[die]) p[f.surge]! += 1 / 6;
  return p;
};

function convolve(xs: readonly number[], ys: readonly number[]): number[] {
  const out = new Array<number>(xs.length + ys.length - 1).fill(0);
  xs.forEach((x, i) => ys.forEach((y, j) => (out[i + j]! += x * y)));
  return out;
}

export function attributeOdds(t: AttributeTest): AttributeOdds {
  const add = Math.max(0, t.saved + t.bonus);
  const cancel = Math.max(0, -(t.saved + t.bonus));
  const fromTotal = (rolled: number) => Math.max(0, rolled - cancel) + add;
  if (t.figure !== "hero") {
    const total = t.figure === "elite" ? fromTotal(1) : 0;
    const atLeast = Array.from({ length: total + 1 }, () => 1);
    return { pass: t.figure === "regular" ? 0 : total >= t.need ? 1 : 0, atLeast };
  }
  const dice = t.focused ? [...t.dice, "green" as const] : [...t.dice];
  const dists = dice.map(surgeCounts);
  // Every roll as each die's surge count (dice alike give alike chances), then the best rerolls for the pass.
  const totals: number[] = [];
  const walk = (i: number, shown: number[], p: number) => {
    if (p === 0) return;
    if (i === dice.length) {
      const best = bestRerolls(shown, dists, t.rerolls, (n) => (fromTotal(n) >= t.need ? 1 : 0));
      best.forEach((q, n) => (totals[fromTotal(n)] = (totals[fromTotal(n)] ?? 0) + p * q));
      return;
    }
    dists[i]!.forEach((q, c) => walk(i + 1, [...shown, c], p * q));
  };
  walk(0, [], 1);
  for (let k = 0; k < totals.length; k++) totals[k] ??= 0;
  // (a count no roll reaches is left off: a die's 2-surge face may have no chance)
  while (totals.length > 1 && totals.at(-1) === 0) totals.pop();
  const atLeast = totals.map((_, k) =>
    Math.min(
      1,
      totals.slice(k).reduce((s, p) => s + p, 0),
    ),
  );
  atLeast[0] = 1;
  return { pass: t.need < atLeast.length ? atLeast[Math.max(0, t.need)]! : 0, atLeast };
}

/**
 * The distribution of rolled successes after the best rerolls of at most `rerolls` dice for `worth` (the pass; a tie
 * keeps the fewer rerolls, then more successes expected).
 */
function bestRerolls(
  shown: readonly number[],
  dists: readonly (readonly number[])[],
  rerolls: number,
  worth: (successes: number) => number,
): number[] {
  let best: number[] | null = null;
  let bestValue = -1;
  for (let mask = 0; mask < 1 << shown.length; mask++) {
    let size = 0;
    for (let m = mask; m; m >>>= 1) size += m & 1;
    if (size > rerolls) continue;
    let dist = [1];
    let kept = 0;
    shown.forEach((c, i) => {
      if (mask & (1 << i)) dist = convolve(dist, dists[i]!);
      else kept += c;
    });
    const out = new Array<number>(kept).fill(0).concat(dist);
    const value = out.reduce((s, p, n) => s + p * worth(n), 0) + 1e-9 * out.reduce((s, p, n) => s + p * n, 0);
    if (value > bestValue + 1e-12) {
      bestValue = value;
      best = out;
    }
  }
  return best!;
}
