import { describe, expect, it } from "vitest";
import { parseAssault, type AssaultInput } from "@/lib/assault";
import { buildAttackContext } from "@/lib/assault/engine/attack-context";
import { keptFaces } from "@/lib/assault/engine/kept-faces";

function graphOf(input: AssaultInput) {
  const parsed = parseAssault(input);
  if (!parsed.ok) throw new Error(parsed.error);
  const ctx = buildAttackContext(parsed.assault);
  return { ctx, graph: keptFaces(ctx) };
}

describe("the graph of kept faces", () => {
  it("two red dice, both rerollable: every multiset of at most 2 of red's 4 faces, children first", () => {
    // (a surge to spend: every face of red differs from the others)
    const { ctx, graph } = graphOf({
      attack: { dice: ["red", "red"], rerolls: 2, surges: [{ damage: 1 }] },
      defense: { dice: [] },
    });
    // 1 empty + 4 single faces + 10 pairs; the 10 rolls are the pairs.
    expect(graph.count).toBe(15);
    expect(ctx.attackPositions.count).toBe(10);
    expect(new Set(graph.top).size).toBe(10);
    const children = (i: number) =>
      Array.from(graph.child.subarray(graph.childStart[i]!, graph.childStart[i + 1]!));
    // A pair of equal faces has one child (reroll either die: the same), a pair of different faces two.
    expect(Array.from(graph.top, (t) => children(t).length).sort()).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    for (let i = 0; i < graph.count; i++) {
      for (const c of children(i)) {
        expect(c).toBeLessThan(i);
        expect(graph.rerolled[c]).toBe(graph.rerolled[i]! + 1);
      }
    }
    expect(Array.from(graph.rerolled).filter((r) => r === 2)).toHaveLength(1);
  });

  it("kept sets that make the same choices are one node: red's 2 and 2 + surge with no surge to spend", () => {
    const { ctx, graph } = graphOf({ attack: { dice: ["red", "red"], rerolls: 2 }, defense: { dice: [] } });
    // Singles 1, 2 = 2s, 3; pairs 11, 12 = 12s, 13, 22 = 2s2s, 22s (two children: itself less 2, less 2s), 23 = 2s3, 33.
    expect(ctx.attackPositions.count).toBe(10);
    expect(new Set(graph.top).size).toBe(7);
    expect(graph.count).toBe(1 + 3 + 7);
  });

  it("one reroll of six mixed dice: only the rolls and the rolls less one die", () => {
    // (surges and accuracy to spend: no two rolls are alike)
    const { ctx, graph } = graphOf({
      attack: {
        dice: ["red", "blue", "green", "yellow", "yellow", "green"],
        rerolls: 1,
        surges: [{ damage: 1 }, { pierce: 1 }, { accuracy: 2 }, { condition: "Stun" }, { damage: 2 }],
      },
      defense: { dice: ["white"] },
      range: 12,
    });
    expect(ctx.attackPositions.count).toBe(10584);
    expect(Array.from(graph.rerolled).filter((r) => r === 0)).toHaveLength(10584);
    expect(Array.from(graph.rerolled).every((r) => r <= 1)).toBe(true);
    // Kept sets of 5: one kind loses a die (red 4 faces, blue 6, two greens 21 pairs, two yellows 21 pairs):
    // red gone 1·6·21·21, blue gone 4·1·21·21, a green gone 4·6·6·21, a yellow gone 4·6·21·6; those keeping the
    // same total of the same kinds are one node (nothing is kept from them: they only reroll).
    expect(6 * 21 * 21 + 4 * 21 * 21 + 4 * 6 * 6 * 21 * 2).toBe(10458);
    const { faces, total, dice } = ctx.attackPositions;
    const kept = new Set<string>();
    for (let a = 0; a < ctx.attackPositions.count; a++)
      for (let d = 0; d < dice; d++)
        kept.add(`${ctx.attackKinds[d]} ${ctx.clip[total[a]! - faces[a * dice + d]!]}`);
    expect(graph.count - 10584).toBe(kept.size);
    expect(kept.size).toBe(1188);
  });

  it("is built once per attack and shared by every pass", () => {
    const { ctx, graph } = graphOf({
      attack: { dice: ["blue", "green"], rerolls: 2 },
      defense: { dice: [] },
    });
    expect(keptFaces(ctx)).toBe(graph);
  });
});
