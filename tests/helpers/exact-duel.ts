import { DICE, unitDef, type UnitId } from "@/lib/data";

/**
 * Exact outcome probabilities of a dice-only duel of one unit against one unit, computed
 * independently of the engine: a Markov chain on (attacker health left, defender health left).
 * Both units fire every round (the defender fires even when lethally hit: it has not attacked yet).
 */
export function exactDuel(
  attackerId: UnitId,
  defenderId: UnitId,
): { attacker: number; defender: number; mutual: number } {
  const a = unitDef(attackerId);
  const d = unitDef(defenderId);
  const damageDist = (shooter: typeof a, target: typeof a): number[] => {
    let dist = [1];
    const dice: ["red" | "black" | "green", number][] = [
      ["red", Math.min(shooter.red, 5)],
      ["black", Math.min(shooter.black, 5)],
      ["green", Math.min(shooter.green, 3)],
    ];
    for (const [colour, n] of dice) {
      const faces = DICE[colour];
      const p = ((colour === target.healthColour ? faces.hit : 0) + faces.direct) / 6;
      for (let i = 0; i < n; i++) {
        const next = new Array(dist.length + 1).fill(0);
        dist.forEach((q, k) => {
          next[k] += q * (1 - p);
          next[k + 1] += q * p;
        });
        dist = next;
      }
    }
    return dist;
  };
  const toD = damageDist(a, d);
  const toA = damageDist(d, a);
  const memo = new Map<string, { attacker: number; defender: number; mutual: number }>();
  const value = (ha: number, hd: number): { attacker: number; defender: number; mutual: number } => {
    if (ha <= 0 && hd <= 0) return { attacker: 0, defender: 0, mutual: 1 };
    if (hd <= 0) return { attacker: 1, defender: 0, mutual: 0 };
    if (ha <= 0) return { attacker: 0, defender: 1, mutual: 0 };
    const key = `${ha},${hd}`;
    const hit = memo.get(key);
    if (hit) return hit;
    const stay = (toD[0] ?? 0) * (toA[0] ?? 0);
    const acc = { attacker: 0, defender: 0, mutual: 0 };
    toD.forEach((px, x) =>
      toA.forEach((py, y) => {
        if (x === 0 && y === 0) return;
        const v = value(ha - y, hd - x);
        acc.attacker += px * py * v.attacker;
        acc.defender += px * py * v.defender;
        acc.mutual += px * py * v.mutual;
      }),
    );
    const out = {
      attacker: acc.attacker / (1 - stay),
      defender: acc.defender / (1 - stay),
      mutual: acc.mutual / (1 - stay),
    };
    memo.set(key, out);
    return out;
  };
  return value(a.health, d.health);
}
