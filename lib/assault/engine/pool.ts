/**
 * A side's dice as integer keys (docs/assault.md#engine): a roll's three counts packed in one number whose
 * fields never carry (each base is one more than the pool's largest total), so adding keys adds rolls.
 * Identical faces of a die are merged with their weight; positions are the multisets of faces a side can
 * roll (what a reroll decision sees), or just the totals when that side has no rerolls.
 */
export interface FaceGroup {
  readonly key: number;
  readonly p: number;
}

export interface Distribution {
  readonly keys: Int32Array;
  readonly probs: Float64Array;
}

/**
 * Positions side by side (flat, so that ten thousand of them are three arrays): position i has chance p[i],
 * total total[i] and, when `dice` > 0, the face key of its die d at faces[i · dice + d] (which is face group
 * groups[i · dice + d] of that die).
 */
export interface Positions {
  readonly count: number;
  /** Dice per position: 0 when the positions are only totals. */
  readonly dice: number;
  readonly p: Float64Array;
  readonly total: Int32Array;
  readonly faces: Int32Array;
  readonly groups: Int32Array;
}

export function faceGroups(faceKeys: readonly number[]): FaceGroup[] {
  const groups: { key: number; p: number }[] = [];
  for (const key of faceKeys) {
    const g = groups.find((x) => x.key === key);
    if (g) g.p += 1 / faceKeys.length;
    else groups.push({ key, p: 1 / faceKeys.length });
  }
  return groups;
}

/** The distribution of the sum of the given dice (convolution, merged by key). */
export function convolve(dice: readonly (readonly FaceGroup[])[], size: number): Distribution {
  let mass = new Float64Array(size);
  mass[0] = 1;
  for (const die of dice) {
    const next = new Float64Array(size);
    for (let k = 0; k < size; k++) {
      const m = mass[k]!;
      if (m === 0) continue;
      for (const f of die) next[k + f.key]! += m * f.p;
    }
    mass = next;
  }
  let n = 0;
  for (let k = 0; k < size; k++) if (mass[k]! > 0) n++;
  const keys = new Int32Array(n);
  const probs = new Float64Array(n);
  n = 0;
  for (let k = 0; k < size; k++)
    if (mass[k]! > 0) {
      keys[n] = k;
      probs[n++] = mass[k]!;
    }
  return { keys, probs };
}

/** Totals as positions (a side that does not reroll only needs its total), merged by key. */
export function totalPositions(dist: Distribution, mapKey: (k: number) => number): Positions {
  const byKey = new Map<number, number>();
  dist.keys.forEach((k, i) => byKey.set(mapKey(k), (byKey.get(mapKey(k)) ?? 0) + dist.probs[i]!));
  return {
    count: byKey.size,
    dice: 0,
    p: Float64Array.from(byKey.values()),
    total: Int32Array.from(byKey.keys()),
    faces: new Int32Array(0),
    groups: new Int32Array(0),
  };
}

/**
 * Every multiset of faces the dice can show with its chance: dice of one kind (same `kind` index, listed
 * together) take faces in non-decreasing order, weighted by the number of orders.
 */
export function facePositions(dice: readonly (readonly FaceGroup[])[], kinds: readonly number[]): Positions {
  const n = dice.length;
  // Multisets of m dice of one kind with g faces: C(g + m − 1, m).
  let count = 1;
  for (let i = 0; i < n; i++)
    if (i === 0 || kinds[i] !== kinds[i - 1]) {
      const m = countSame(kinds, i);
      const g = dice[i]!.length;
      for (let t = 1; t <= m; t++) count = (count * (g + t - 1)) / t;
    }
  const out = {
    count,
    dice: n,
    p: new Float64Array(count),
    total: new Int32Array(count),
    faces: new Int32Array(count * n),
    groups: new Int32Array(count * n),
  };
  const faces = new Int32Array(n);
  const idx = new Int32Array(n);
  let next = 0;
  const walk = (i: number, chance: number, sum: number, run: number, runIdx: number, perms: number): void => {
    if (i === n) {
      out.p[next] = chance * perms;
      out.total[next] = sum;
      out.faces.set(faces, next * n);
      out.groups.set(idx, next * n);
      next++;
      return;
    }
    const sameKind = i > 0 && kinds[i] === kinds[i - 1];
    const from = sameKind ? idx[i - 1]! : 0;
    const groups = dice[i]!;
    for (let g = from; g < groups.length; g++) {
      const f = groups[g]!;
      idx[i] = g;
      faces[i] = f.key;
      // perms counts the distinct orders of equal faces within a kind: multiply by (position in kind)/(run length).
      const nextRun = sameKind && g === runIdx ? run + 1 : 1;
      const kindCount = sameKind ? countRun(kinds, i) : 1;
      walk(i + 1, chance * f.p, sum + f.key, nextRun, g, (perms * kindCount) / nextRun);
    }
  };
  walk(0, 1, 0, 0, -1, 1);
  return out;
}

/** Dice of the same kind as die i from i on. */
function countSame(kinds: readonly number[], i: number): number {
  let c = 1;
  while (kinds[i + c] === kinds[i]) c++;
  return c;
}

/** 1-based index of die i within its run of same-kind dice. */
function countRun(kinds: readonly number[], i: number): number {
  let c = 1;
  while (i - c >= 0 && kinds[i - c] === kinds[i]) c++;
  return c;
}
