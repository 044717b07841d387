import { describe, expect, it } from "vitest";
import { rankRows } from "@/lib/mid-battle/best-move";

// docs/rules.md#after-the-dice: best is the highest goal chance; within the noise, the lower strength lost. A tie
// stops at its first look, so it has run fewer battles than the leader: it is measured on the battles both ran.

/** Per-trial goal values on `n` battles: 0 on every `every`-th, else 1 (a prefix is the same battles, fewer of them). */
const goalValues = (n: number, every: number) =>
  Array.from({ length: n }, (_, i) => (i % every === 0 ? 0 : 1));
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("rankRows", () => {
  const leader = goalValues(20_000, 4); // 75% on 20,000 battles
  const tie = leader.slice(0, 2_000); // the same battles, stopped after its first look
  const worse = goalValues(2_000, 2); // 50%: beyond the noise
  const values = {
    goal: [leader, tie, worse],
    kept: [leader.map(() => 10), tie.map(() => 12), worse.map(() => 14)],
  };
  const rows = values.goal.map((g) => ({ goal: mean(g) }));

  it("puts a tie that stopped early and keeps 2 points more strength before the leader", () => {
    expect(rows.map((r) => r.goal)).toEqual([0.75, 0.75, 0.5]);
    expect(rankRows(rows, values, [0, 1, 2])).toEqual([1, 0, 2]);
  });

  it("keeps the leader first when the tie keeps less strength, and never lifts a class behind beyond the noise", () => {
    const less = { ...values, kept: [values.kept[0]!, tie.map(() => 9), values.kept[2]!] };
    expect(rankRows(rows, less, [0, 1, 2])).toEqual([0, 1, 2]);
  });
});
