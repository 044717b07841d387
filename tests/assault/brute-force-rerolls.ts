/**
 * Brute force over every reroll choice (tests only, small pools): the attacker tries every set of at most N of
 * its dice, seeing both rolls; for each of its new faces the defender tries every set of at most M of its
 * dice. Returns the game's value: the attacker's best expected worth against the defender's best answer.
 */
import { ATTACK_DICE, DEFENSE_DICE, type Assault } from "@/lib/assault";
import { resolvePlain, type PlainResult } from "./plain-enumerator";

type Face = readonly [number, number, number];

function subsets(n: number, most: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 2 ** n; mask++) {
    const picked = [...Array(n).keys()].filter((i) => Math.floor(mask / 2 ** i) % 2 === 1);
    if (picked.length <= most) out.push(picked);
  }
  return out;
}

/** Every way to replace the faces at `picked` with new faces of the same dice, each with its chance. */
function rerolls(
  faces: readonly Face[],
  dice: readonly (readonly Face[])[],
  picked: readonly number[],
): [Face[], number][] {
  let out: [Face[], number][] = [[[...faces], 1]];
  for (const i of picked)
    out = out.flatMap(([f, p]) =>
      dice[i]!.map((face): [Face[], number] => [f.map((x, k) => (k === i ? face : x)), p / 6]),
    );
  return out;
}

const sum = (faces: readonly Face[], k: 0 | 1 | 2) => faces.reduce((s, f) => s + f[k], 0);

/** `index`: which of its attacks it is (each spends its own power tokens). */
export function bruteForceValue(a: Assault, worth: (r: PlainResult) => number, index = 0): number {
  const aDice = a.attack.dice.map((c) => ATTACK_DICE[c].map((f): Face => [f.damage, f.accuracy, f.surge]));
  const dDice = a.defense.dice.map((c) => DEFENSE_DICE[c].map((f): Face => [f.block, f.evade, f.dodge]));
  const aSets = subsets(aDice.length, a.attack.rerolls);
  const dSets = subsets(dDice.length, a.defense.rerolls);
  const value = (af: readonly Face[], df: readonly Face[]) =>
    worth(
      resolvePlain(
        a,
        {
          damage: sum(af, 0),
          accuracy: sum(af, 1),
          surge: sum(af, 2),
          block: sum(df, 0),
          evade: sum(df, 1),
          dodge: sum(df, 2),
        },
        index,
      ),
    );
  const defend = (af: readonly Face[], df: readonly Face[]) =>
    Math.min(...dSets.map((t) => rerolls(df, dDice, t).reduce((s, [f, p]) => s + p * value(af, f), 0)));
  const attackFor = (af: readonly Face[], df: readonly Face[]) =>
    Math.max(
      ...aSets.map((s) => rerolls(af, aDice, s).reduce((sum2, [f, p]) => sum2 + p * defend(f, df), 0)),
    );
  let total = 0;
  const allA = rerolls(
    aDice.map((d) => d[0]!),
    aDice,
    [...aDice.keys()],
  );
  const allD = rerolls(
    dDice.map((d) => d[0]!),
    dDice,
    [...dDice.keys()],
  );
  for (const [af, pa] of allA) for (const [df, pd] of allD) total += pa * pd * attackFor(af, df);
  return total;
}
