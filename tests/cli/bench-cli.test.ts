import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readBenchArgs } from "../../scripts/bench-args";

const root = path.resolve(__dirname, "..", "..");

describe("npm run bench", () => {
  it("--json prints the named scenarios with battles per second and the ratio to the dice loop", () => {
    const r = spawnSync(process.execPath, ["scripts/run-ts.mjs", "scripts/bench.ts", "--json", "--smoke"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout) as {
      name: string;
      battlesPerSecond: number;
      ratioToDiceLoop: number;
      dicePerBattle: number;
    }[];
    expect(rows.map((x) => x.name)).toEqual([
      "fighter-duel",
      "rulebook-example",
      "rulebook-example-cards",
      "large-battle",
      "large-battle-cards",
      "large-battle-cinematic",
      "planner-6x6-cards",
    ]);
    for (const row of rows.slice(0, -1)) {
      expect(row.battlesPerSecond).toBeGreaterThan(0);
      expect(row.ratioToDiceLoop).toBeGreaterThan(0);
    }
    // The large battle rolls far more dice than the duel (no timing thresholds here: machines are noisy).
    expect(rows[3]!.dicePerBattle).toBeGreaterThan(100);
    expect(rows[0]!.dicePerBattle).toBeLessThan(5);
    // The planner case: plans found, and the work it took.
    const planner = rows.at(-1) as unknown as {
      plans: number;
      forcesTried: number;
      battles: number;
      seconds: number;
    };
    expect(planner.plans).toBeGreaterThan(0);
    expect(planner.battles).toBeGreaterThan(planner.forcesTried);
    expect(planner.seconds).toBeGreaterThan(0);
  });

  it("rejects an unknown flag with one line", () => {
    expect(readBenchArgs(["--json", "--fast"])).toEqual({
      ok: false,
      error: 'bench: unknown argument "--fast" (usage: npm run bench [-- --json] [--quick] [--smoke])',
    });
    expect(readBenchArgs(["--quick", "--json"])).toEqual({
      ok: true,
      args: { json: true, smoke: false, reps: 3 },
    });
  });
});
