import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePlanArgs } from "@/lib/cli/plan-args";
import { planCommand } from "@/lib/cli/plan-command";
import { spawnScript } from "../helpers/cli";

const dir = mkdtempSync(path.join(tmpdir(), "plan-cli-"));

/** The command in-process: what `npm run plan -- ARGS` prints and its exit status. */
const cli = (...args: string[]) => planCommand(args);

const pool = path.join(dir, "pool.json");
writeFileSync(
  pool,
  JSON.stringify({
    attacker: {
      faction: "empire",
      units: { "tie-fighter": 3, "star-destroyer": 2 },
      leaders: ["darth-vader"],
    },
    defender: { faction: "rebel", units: { "x-wing": 2, "y-wing": 1 } },
  }),
);

describe("npm run plan", () => {
  it("runs as a script: a refused line on stderr and exit 2, as the command says (the one spawn)", () => {
    const args = ["--scenario", "missing.json", "--side", "attacker"];
    const r = spawnScript("plan", args);
    expect(r).toEqual(cli(...args));
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('plan: cannot read scenario file "missing.json": no such file\n');
  });

  it("--json prints the target, the pool and the plans, smallest first; the same seed gives the same plans", () => {
    const args = [
      "--scenario",
      pool,
      "--side",
      "attacker",
      "--target",
      "0.75",
      "--trials",
      "4000",
      "--seed",
      "s",
    ];
    const r = cli(...args, "--json");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.target).toBe(0.75);
    expect(out.pool).toEqual({ units: { "tie-fighter": 3, "star-destroyer": 2 }, leaders: ["darth-vader"] });
    expect(out.plans.length).toBeGreaterThan(0);
    const size = (p: { units: Record<string, number> }) => Object.values(p.units).reduce((a, b) => a + b, 0);
    for (const [i, p] of out.plans.entries()) {
      expect(Object.keys(p).sort()).toEqual(["high", "leaders", "low", "p", "trials", "units", "wins"]);
      expect(p.p).toBeGreaterThanOrEqual(0.75);
      expect(p.low).toBeLessThan(p.p);
      if (i > 0) expect(size(p)).toBeGreaterThanOrEqual(size(out.plans[i - 1]));
    }
    expect(cli(...args, "--json").stdout).toBe(r.stdout);
    // The table names the plans as the game does.
    expect(cli(...args).stdout).toMatch(/Plan \(smallest first\)[\s\S]*Star Destroyer/);
  });

  it.each([
    [["--side", "attacker"], "plan: --scenario FILE is required"],
    [["--scenario", "x.json"], "plan: --side attacker|defender is required"],
    [
      ["--scenario", "x.json", "--side", "both"],
      'plan: --side must be "attacker" or "defender" (got "both")',
    ],
    [
      ["--scenario", "x.json", "--side", "attacker", "--target", "1.5"],
      'plan: --target must be above 0 and at most 1 (or 100%) (got "1.5")',
    ],
    [
      ["--scenario", "x.json", "--side", "attacker", "--trials", "500"],
      'plan: --trials must be from 2,000 to 1,000,000 (got "500")',
    ],
    [
      ["--scenario", "missing.json", "--side", "attacker"],
      'plan: cannot read scenario file "missing.json": no such file',
    ],
  ])("rejects %j with one line", (args, message) => {
    const r = cli(...args);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().startsWith(message)).toBe(true);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("reads a target as a share or a percentage", () => {
    const parsed = parsePlanArgs(["--scenario", "f", "--side", "defender", "--target", "85%"]);
    expect(parsed.ok && parsed.args.target).toBeCloseTo(0.85, 12);
    const plain = parsePlanArgs(["--scenario", "f", "--side", "defender"]);
    expect(plain.ok && plain.args).toEqual({
      scenario: "f",
      side: "defender",
      target: 0.8,
      trials: 20_000,
      seed: "1",
      json: false,
      inSystem: false,
    });
    const here = parsePlanArgs(["--scenario", "f", "--side", "attacker", "--in-system"]);
    expect(here.ok && here.args.inSystem).toBe(true);
    expect(parsePlanArgs(["--scenario", "f", "--side", "defender", "--in-system"])).toEqual({
      ok: false,
      error: "--in-system is for the attacker only (the defender is already there)",
    });
    expect(parsePlanArgs(["--in-system", "--scenario", "f", "--side", "attacker", "--in-system"])).toEqual({
      ok: false,
      error: "--in-system is given twice",
    });
  });
});
