import type { AttackContext } from "./attack-context";
import type { FaceGroup, Positions } from "./pool";

/**
 * The attacker's reroll choices as a graph of kept faces (docs/assault.md#engine): one node per multiset of
 * faces the attacker can keep (identical dice are interchangeable), every node after its children. A node's
 * options are: keep all its faces and reroll the other dice (its row: the kinds rerolled and the clipped kept
 * total), or, while rerolls are left, the best option of a child (the node without one of its faces; children
 * in die order, one per distinct face). The graph depends only on the attacker's side of the context, so every
 * pass of one attack (one per question, or per damage so far with a health) shares it, and so do the contexts that
 * share their attack side (the target Weakened or not: attack-context.ts).
 */
export interface KeptFaces {
  readonly count: number;
  /** Per node: kind set rerolled · clippedKeys.length + index of the clipped kept total. */
  readonly rowKey: Int32Array;
  /** Per node: how many dice keeping exactly its faces rerolls. */
  readonly rerolled: Int32Array;
  /** The children of node i are child[childStart[i]] … child[childStart[i + 1] − 1]. */
  readonly childStart: Int32Array;
  readonly child: Int32Array;
  /** The node of each attack position (every die kept). */
  readonly top: Int32Array;
}

/** Graphs by the attack side's positions (made with its clipping and reroll choices, shared with them). */
const built = new WeakMap<Positions, KeptFaces>();

/**
 * The multisets of at most `m` faces of one die kind with `groups` face groups, fewest faces first (so a
 * multiset comes after every smaller one): each one's size, face groups, and per distinct face (in face order)
 * the multiset without it.
 */
interface FaceMultisets {
  readonly sets: readonly (readonly number[])[];
  /** Index of a multiset by its face groups (+ 1) as octal digits. */
  readonly index: ReadonlyMap<number, number>;
  readonly size: Int32Array;
  /** The key of its faces' sum. */
  readonly total: Int32Array;
  readonly without: readonly (readonly number[])[];
}

function faceMultisets(faces: readonly FaceGroup[], m: number): FaceMultisets {
  const groups = faces.length;
  const sets: number[][] = [[]];
  for (let from = 0, size = 1; size <= m; size++) {
    const to = sets.length;
    for (let s = from; s < to; s++)
      for (let g = sets[s]!.at(-1) ?? 0; g < groups; g++) sets.push([...sets[s]!, g]);
    from = to;
  }
  const code = (set: readonly number[]) => set.reduce((sum, g) => sum * 8 + g + 1, 0);
  const index = new Map(sets.map((set, i) => [code(set), i]));
  const without = sets.map((set) =>
    set
      .filter((g, i) => i === 0 || g !== set[i - 1])
      .map((g) => index.get(code(set.filter((_, i) => i !== set.indexOf(g))))!),
  );
  const size = Int32Array.from(sets, (set) => set.length);
  const total = Int32Array.from(sets, (set) => set.reduce((sum, g) => sum + faces[g]!.key, 0));
  return { sets, index, size, total, without };
}

export function keptFaces(ctx: AttackContext): KeptFaces {
  const known = built.get(ctx.attackPositions);
  if (known) return known;
  const { attackPositions: fa, attackRerolls: ar, clip, clippedIndex } = ctx;
  const keys = ctx.clippedKeys.length;
  const n = fa.dice;
  const mustKeep = n - ar.rerolls;
  const rowOf = (set: number, total: number) => set * keys + clippedIndex[clip[total]!]!;
  let graph: KeptFaces;
  if (n === 0) {
    // Without attacker rerolls, positions are totals: one node each.
    graph = {
      count: fa.count,
      rowKey: Int32Array.from(fa.total, (total) => rowOf(0, total)),
      rerolled: new Int32Array(fa.count),
      childStart: new Int32Array(fa.count + 1),
      child: new Int32Array(0),
      top: Int32Array.from({ length: fa.count }, (_, a) => a),
    };
  } else {
    // A node is one multiset per die kind: node index = Σ stride[t] · (index of kind t's multiset).
    const first = [...new Set(ar.firstOfKind)];
    const dice = first.map((i, t) => (first[t + 1] ?? n) - i);
    const faces = first.map((i) => ar.peelFaces[ar.weight[i]!]!);
    const kinds = first.map((_, t) => faceMultisets(faces[t]!, dice[t]!));
    const stride: number[] = [];
    let all = 1;
    for (const kind of kinds) {
      stride.push(all);
      all *= kind.sets.length;
    }
    const active = new Int32Array(all).fill(-1);
    const rowKey = new Int32Array(all);
    const rerolled = new Int32Array(all);
    const childStart = new Int32Array(all + 1);
    const child = new Int32Array(all * n);
    // Per kind and multiset: its children as steps in the node index.
    const steps = kinds.map((kind, t) =>
      kind.without.map((without, at) => without.map((w) => (w - at) * stride[t]!)),
    );
    const digit = new Int32Array(kinds.length); // the node's multiset index per kind
    // Kept sets with the same row and the same children, in the same order, make the same choices: they are one
    // node (a roll 2 + 3 kept whole or less a die is the same choice as 3 + 2 when clipping makes the totals
    // alike). Nodes by a hash of that, in an open-addressed table.
    const mask = (1 << Math.ceil(Math.log2(2 * all + 1))) - 1;
    const table = new Int32Array(mask + 1).fill(-1);
    const sameAs = (j: number, key: number, from: number, to: number): boolean => {
      if (rowKey[j] !== key || childStart[j + 1]! - childStart[j]! !== to - from) return false;
      for (let e = from, f = childStart[j]!; e < to; e++, f++) if (child[e] !== child[f]) return false;
      return true;
    };
    let count = 0;
    let edges = 0;
    for (let node = 0; node < all; node++) {
      if (node > 0) for (let t = 0; ++digit[t]! === kinds[t]!.sets.length; t++) digit[t] = 0;
      let size = 0;
      let set = 0;
      let total = 0;
      for (let t = 0; t < kinds.length; t++) {
        const at = digit[t]!;
        size += kinds[t]!.size[at]!;
        set += ar.weight[first[t]!]! * (dice[t]! - kinds[t]!.size[at]!);
        total += kinds[t]!.total[at]!;
      }
      if (size < mustKeep) continue;
      if (size > mustKeep)
        // Children in die order: kinds in order, faces in order (of identical dice, one).
        for (let t = 0; t < kinds.length; t++) {
          const step = steps[t]![digit[t]!]!;
          for (let x = 0; x < step.length; x++) child[edges++] = active[node + step[x]!]!;
        }
      const key = rowOf(set, total);
      const from = childStart[count]!;
      let hash = key;
      for (let e = from; e < edges; e++) hash = (Math.imul(hash, 0x9e3779b1) ^ child[e]!) | 0;
      let slot = hash & mask;
      while (table[slot]! >= 0 && !sameAs(table[slot]!, key, from, edges)) slot = (slot + 1) & mask;
      if (table[slot]! >= 0) {
        active[node] = table[slot]!;
        edges = from;
        continue;
      }
      table[slot] = count;
      active[node] = count;
      rowKey[count] = key;
      rerolled[count++] = n - size;
      childStart[count] = edges;
    }
    const top = new Int32Array(fa.count);
    for (let a = 0; a < fa.count; a++) {
      let node = 0;
      for (let t = 0; t < kinds.length; t++) {
        let code = 0;
        for (let i = first[t]!; i < first[t]! + dice[t]!; i++) code = code * 8 + fa.groups[a * n + i]! + 1;
        node += stride[t]! * kinds[t]!.index.get(code)!;
      }
      top[a] = active[node]!;
    }
    graph = {
      count,
      rowKey: rowKey.slice(0, count),
      rerolled: rerolled.slice(0, count),
      childStart: childStart.slice(0, count + 1),
      child: child.slice(0, edges),
      top,
    };
  }
  built.set(ctx.attackPositions, graph);
  return graph;
}
