import { attackersOf, type Assault } from "./assault";
import { assaultOdds } from "./assault-odds";
import { sharedContexts } from "./sequence";

/**
 * The orders of an activation's attacking figures (docs/assault.md#activation): the same attacks played with the
 * figures in every order, each figure's attacks together, the target's power tokens staying with the attack's
 * place (its first attack, its second…). An order matters when an attack's condition helps a later one (a Weaken
 * before a big attack) or when rerolls play for the defeat.
 */
export interface OrderOdds {
  /** The attacking figures by their place in the assault (0: its own attack), in the order they attack. */
  readonly order: readonly number[];
  readonly mean: number;
  /** Chance of the defeat by the end (with a health), else null. */
  readonly defeated: number | null;
}

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, at) => [...p.slice(0, at), n - 1, ...p.slice(at)]),
  );
}

/** The assault with its attacking figures in `order` (each a place in attackersOf). */
export function reordered(a: Assault, order: readonly number[]): Assault {
  const lines = order.map((i) => attackersOf(a)[i]!);
  const [first, ...more] = lines;
  return { ...a, attack: first!.attack, range: first!.range, attacks: first!.attacks, more };
}

/** The distinct orders of the figures (figures alike in every number are one): the given order first. */
export function figureOrders(a: Assault): number[][] {
  const lines = attackersOf(a);
  const seen = new Set<string>();
  const out: number[][] = [];
  const identity = lines.map((_, i) => i);
  for (const order of [identity, ...permutations(lines.length)]) {
    const key = JSON.stringify(
      order.map((i) => {
        const { attack, range, attacks } = lines[i]!;
        return [{ ...attack, figure: null, weapon: null }, range, attacks];
      }),
    );
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(order);
  }
  return out;
}

/** Each distinct order's answer, best first (the likelier defeat, then the more damage; ties keep the given order). */
export function attackOrders(a: Assault): OrderOdds[] {
  const shared = sharedContexts();
  const rows = figureOrders(a).map((order) => {
    const odds = assaultOdds(reordered(a, order), shared);
    return { order, mean: odds.damage.mean, defeated: odds.defeated ?? null };
  });
  const EPS = 1e-12;
  return rows
    .map((r, i) => ({ r, i }))
    .sort(
      (x, y) =>
        ((y.r.defeated ?? 0) - (x.r.defeated ?? 0) > EPS || (x.r.defeated ?? 0) - (y.r.defeated ?? 0) > EPS
          ? (y.r.defeated ?? 0) - (x.r.defeated ?? 0)
          : 0) ||
        (Math.abs(y.r.mean - x.r.mean) > EPS ? y.r.mean - x.r.mean : 0) ||
        x.i - y.i,
    )
    .map((x) => x.r);
}
