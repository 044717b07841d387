import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assaultCommand } from "@/lib/cli/assault-command";
import { spawnScript } from "../helpers/cli";

const dir = mkdtempSync(path.join(tmpdir(), "assault-cli-"));

/** The command in-process: what `npm run assault -- ARGS` prints and its exit status. */
const cli = (...args: string[]) => assaultCommand(args);

function file(name: string, value: unknown): string {
  const p = path.join(dir, name);
  writeFileSync(p, typeof value === "string" ? value : JSON.stringify(value));
  return p;
}

describe("npm run assault", () => {
  it("runs as a script: prints the command's answer and exits 0 (the one spawn; the rest run in-process)", () => {
    const args = ["--scenario", "scenarios/assault/blue-green-at-5.json", "--json"];
    const r = spawnScript("assault", args);
    expect(r).toEqual(cli(...args));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).exact).toBe(true);
  });

  it("--json prints the exact answer: one red die, P(≥3) = 1/3, defeated for health 3", () => {
    const r = cli(
      "--scenario",
      file("red.json", { attack: { dice: ["red"] }, defense: { dice: [] }, health: 3 }),
      "--json",
    );
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.exact).toBe(true);
    expect(out.damage.atLeast[3]).toBeCloseTo(1 / 3, 12);
    expect(out.defeated).toBeCloseTo(1 / 3, 12);
    expect(out.miss).toBe(0);
    expect(out.conditions).toEqual({});
  });

  it("prints a readable answer for the example file blue-green-at-5.json", () => {
    const r = cli("--scenario", "scenarios/assault/blue-green-at-5.json");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("blue + green vs white (range 5), exact");
    expect(r.stdout).toContain("miss: 34.72%");
  });

  it.each([
    [
      { attack: { dice: ["blue", "green", "purple"] }, defense: { dice: [] } },
      'attack.dice[2]: "purple" is not an attack die (red, blue, green, yellow)',
    ],
    ["{ not json", "invalid JSON"],
    [
      { attack: { dice: ["red"] }, defense: { dice: [] }, range: 0 },
      "range: 0 is not a range: leave range out for a melee attack",
    ],
    [
      { attack: { dice: ["red"], powerToken: "block" }, defense: { dice: [] } },
      'attack.powerToken: must be "damage" or "surge"',
    ],
    [
      { attack: { dice: ["red"], playFor: "Stun" }, defense: { dice: [] } },
      'attack.playFor: "Stun" is not a condition of the surge abilities (they list none)',
    ],
  ])("bad input is one line naming the field, exit 2", (value, message) => {
    const f = file("bad.json", value);
    const r = cli("--scenario", f);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`assault: ${f}: ${message}`);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("reads a file that starts with a byte-order mark", () => {
    const f = file(
      "bom.json",
      `\uFEFF${JSON.stringify({ attack: { dice: ["red"] }, defense: { dice: [] } })}`,
    );
    const r = cli("--scenario", f, "--json");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).damage.mean).toBeCloseTo(13 / 6, 12);
  });

  it("takes the power tokens (the older one-word form too) and says which condition the surges played for", () => {
    const f = file("token.json", {
      attack: {
        dice: ["red"],
        surges: [{ damage: 1 }, { condition: "Stun" }],
        powerToken: "surge",
        playFor: "Stun",
      },
      defense: { dice: ["white"], powerToken: "block" },
    });
    const r = cli("--scenario", f);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("Stun applied (surges to Stun first)");
  });

  it("--help lists every field of the file, from its declaration", () => {
    const r = cli("--help");
    expect(r.status).toBe(0);
    for (const field of [
      "attack.dice",
      "attack.powerTokens",
      "attack.playFor",
      "defense.powerTokens",
      "rerollsFor",
      "range",
      "health",
    ])
      expect(r.stdout).toContain(`  ${field} `);
    expect(r.stdout).toContain("range");
    expect(r.stdout).toMatch(/range +distance in spaces .*\(1–20; default melee\)/);
  });

  it("a missing file or flag is one line, exit 2", () => {
    expect(cli("--scenario", "nope.json").stderr).toBe(
      'assault: cannot read scenario file "nope.json": no such file\n',
    );
    const r = cli();
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("--scenario FILE is required");
  });
});
