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
    const { ctx, graph } = graphOf({ attack: { dice: ["red", "red"], rerolls: 2 }, defense: { dice: [] } });
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

  it("one reroll of six mixed dice: only the rolls and the rolls less one die", () => {
    const { ctx, graph } = graphOf({
      attack: { dice: ["red", "blue", "green", "yellow", "yellow", "green"], rerolls: 1 },
      defense: { dice: ["white"] },
    });
    expect(ctx.attackPositions.count).toBe(10584);
    expect(Array.from(graph.rerolled).filter((r) => r === 0)).toHaveLength(10584);
    expect(Array.from(graph.rerolled).every((r) => r <= 1)).toBe(true);
    // Kept sets of 5: one kind loses a die (red 4 faces, blue 6, two greens 21 pairs, two yellows 21 pairs):
    // red gone 1·6·21·21, blue gone 4·1·21·21, a green gone 4·6·6·21, a yellow gone 4·6·21·6.
    expect(graph.count - 10584).toBe(6 * 21 * 21 + 4 * 21 * 21 + 4 * 6 * 6 * 21 * 2);
  });

  it("is built once per attack and shared by every pass", () => {
    const { ctx, graph } = graphOf({
      attack: { dice: ["blue", "green"], rerolls: 2 },
      defense: { dice: [] },
    });
    expect(keptFaces(ctx)).toBe(graph);
  });
});
