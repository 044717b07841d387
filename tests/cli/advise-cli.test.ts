import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Advice } from "@/lib/advice/advice";
import { adviseCommand } from "@/lib/cli/advise-command";
import { spawnScript } from "../helpers/cli";
import { hopelessDefence } from "../helpers/scenarios";

const dir = mkdtempSync(path.join(tmpdir(), "advise-"));

function advise(scenario: unknown, ...flags: string[]) {
  const file = path.join(dir, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(scenario));
  return adviseCommand(["--scenario", file, ...flags]);
}

const HOPELESS = hopelessDefence("keep-half");

describe("npm run advise", () => {
  it("runs as a script: prints the command's advice and exits 0 (the one spawn; the rest run in-process)", () => {
    const args = ["--scenario", "scenarios/rulebook-example.json", "--trials", "2000", "--seed", "s"];
    const r = spawnScript("advise", args);
    expect(r).toEqual(adviseCommand(args));
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("Empire");
  });

  it("--json prints each side's goal, its chance and the retreat advice on it, from the page's own code", () => {
    const r = advise(HOPELESS, "--trials", "10000", "--json");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const advice = JSON.parse(r.stdout) as Advice;
    expect(advice.trials).toBe(10_000);
    expect(advice.defender.goal).toBe("keep-half");
    expect(advice.attacker.goal).toBe("win");
    expect(advice.defender.p).toBeLessThan(0.05);
    expect(advice.defender.retreat.best).toBe("After round 1");
    expect(advice.defender.retreat.verdict).toMatch(/^The Rebels' best move: run after round 1/);
    const first = advice.defender.retreat.rules.find((x) => x.label === "After round 1")!;
    expect(first.rule).toEqual({ policy: "after-round", round: 1 });
    expect(first.low).toBeLessThanOrEqual(first.p);
    expect(first.high).toBeGreaterThanOrEqual(first.p);
    expect(first.p).toBeGreaterThan(advice.defender.high);
    // Cards only in Cinematic Combat.
    expect(advice.defender.cards).toBeUndefined();
  });

  it("refuses a goal that cannot apply, in one line naming the side and the field, with status 2", () => {
    const bad = { ...HOPELESS, defender: { ...HOPELESS.defender, goal: "hold-ground" } };
    const r = advise(bad);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain('defender.goal: "hold-ground" but the defender has no units on the ground');
    const unknown = advise({ ...HOPELESS, defender: { ...HOPELESS.defender, goal: "destroy-tie-bomber" } });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain(
      'defender.goal is "destroy-tie-bomber", but "tie-bomber" is not a unit of the game',
    );
    const absent = advise({ ...HOPELESS, defender: { ...HOPELESS.defender, goal: "destroy-at-at" } });
    expect(absent.stderr).toContain('defender.goal: "destroy-at-at" but the attacker brings no AT-ATs');
  });
});
