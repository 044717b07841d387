import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSimulateArgs } from "@/lib/cli/simulate-args";
import { simulateCommand } from "@/lib/cli/simulate-command";
import { spawnScript } from "../helpers/cli";

const root = path.resolve(__dirname, "..", "..");
const dir = mkdtempSync(path.join(tmpdir(), "simulate-cli-"));

/** The command in-process: what `npm run simulate -- ARGS` prints and its exit status. */
const cli = (...args: string[]) => simulateCommand(args);

function file(name: string, text: string): string {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
}

describe("npm run simulate", () => {
  it("runs as a script: prints the command's document and exits 0 (the one spawn; the rest run in-process)", () => {
    const args = [
      "--scenario",
      "scenarios/rulebook-example.json",
      "--trials",
      "5000",
      "--seed",
      "7",
      "--json",
    ];
    const r = spawnScript("simulate", args);
    expect(r).toEqual(cli(...args));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).trials).toBe(5000);
  });

  it("--json prints one JSON document whose five outcome probabilities sum to 1", () => {
    const r = cli(
      "--scenario",
      "scenarios/rulebook-example.json",
      "--trials",
      "20000",
      "--seed",
      "42",
      "--json",
    );
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    const names = ["attacker", "defender", "mutual", "split", "stalemate"];
    const sum = names.reduce((a, k) => a + out.outcomes[k].p, 0);
    expect(sum).toBeCloseTo(1, 12);
    expect(out.trials).toBe(20000);
    expect(out.outcomes.attacker.p).toBeGreaterThan(0.95);
    // The same seed gives the same document.
    expect(
      cli("--scenario", "scenarios/rulebook-example.json", "--trials", "20000", "--seed", "42", "--json")
        .stdout,
    ).toBe(r.stdout);
  });

  it("prints a readable table without --json", () => {
    const r = cli("--scenario", "scenarios/rulebook-example.json", "--trials", "2000");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Attacker wins\s+\d+\.\d\d%/);
    expect(r.stdout).toContain("Defender  Rebels: 1 X-wing, 1 Y-wing; leaders Jan Dodonna");
  });

  it("leads with a side's goal when it plays for something else than the win (docs/rules.md#goals)", () => {
    const large = JSON.parse(readFileSync(path.join(root, "scenarios/large-battle.json"), "utf8"));
    large.defender.goal = "hold-space";
    const r = cli("--scenario", file("hold-space.json", JSON.stringify(large)), "--trials", "2000");
    expect(r.status).toBe(0);
    const lines = r.stdout.split("\n");
    const at = lines.findIndex((l) => l.startsWith("Playing for"));
    expect(at).toBe(4);
    // The Rebels hold space as often as the holds line says the defender does, with its interval.
    const goal = /^The Rebels hold space\s+(\d+\.\d\d)%\s+(\d+\.\d\d)% – (\d+\.\d\d)%$/.exec(lines[at + 1]!)!;
    const holds = /^Holds space\s+attacker [\d.]+%, defender (\d+\.\d\d)%/m.exec(r.stdout)!;
    expect(goal[1]).toBe(holds[1]);
    expect(Number(goal[1])).toBeGreaterThan(50);
    expect(Number(goal[2])).toBeLessThan(Number(goal[1]));
    expect(Number(goal[3])).toBeGreaterThan(Number(goal[1]));
    // Without a goal (the win), no such block.
    expect(cli("--scenario", "scenarios/large-battle.json", "--trials", "2000").stdout).not.toContain(
      "Playing for",
    );
  });

  it("names each split by who holds which theater, as the page does", () => {
    const r = cli("--scenario", "scenarios/large-battle.json", "--trials", "2000");
    expect(r.status).toBe(0);
    const split = Number(/^Split\s+(\d+\.\d\d)%/m.exec(r.stdout)![1]);
    const named = [
      ...r.stdout.matchAll(/^ {2}the Empire takes (?:the ground|space), Rebel .+ {2}(\d+\.\d\d)%$/gm),
    ];
    expect(named.length).toBeGreaterThan(0);
    expect(split).toBeGreaterThan(40);
    // the named splits are the whole split, to rounding
    expect(Math.abs(named.reduce((t, m) => t + Number(m[1]), 0) - split)).toBeLessThan(0.02 * named.length);
  });

  it.each<[string, string[], RegExp]>([
    [
      "a missing file",
      ["--scenario", "no/such.json"],
      /^simulate: cannot read scenario file "no\/such.json": no such file$/,
    ],
    ["invalid JSON", ["--scenario", file("bad.json", "{oops")], /^simulate: .*bad\.json: invalid JSON: /],
    [
      "an invalid scenario",
      [
        "--scenario",
        file(
          "wrong.json",
          JSON.stringify({
            attacker: { faction: "empire", units: { stormtrooper: 31 } },
            defender: { faction: "rebel", units: { "x-wing": 1 } },
          }),
        ),
      ],
      /^simulate: .*wrong\.json: attacker has 31 stormtrooper \(the game has 30\)$/,
    ],
    [
      "fractional trials",
      ["--scenario", "scenarios/rulebook-example.json", "--trials", "1.5"],
      /^simulate: --trials must be a whole number \(got "1.5"\)$/,
    ],
    [
      "zero trials",
      ["--scenario", "scenarios/rulebook-example.json", "--trials", "0"],
      /^simulate: --trials must be from 1 to 10,000,000 \(got "0"\)$/,
    ],
    [
      "a bad seed",
      ["--scenario", "scenarios/rulebook-example.json", "--seed", "a b"],
      /^simulate: --seed must be 1 to 64 letters, digits, '.', '_' or '-' \(got "a b"\)$/,
    ],
    [
      "an unknown flag",
      ["--scenario", "scenarios/rulebook-example.json", "--fast"],
      /^simulate: unknown argument "--fast"/,
    ],
    ["no scenario", [], /^simulate: --scenario FILE or --forces TEXT is required/],
    [
      "forces it cannot read",
      ["--forces", "2 SD, Xwng vs X"],
      /^simulate: --forces: could not read the forces: "Xwng" is not a unit or leader \(X-wing\?\)$/,
    ],
    [
      "forces over a limit",
      ["--forces", "31 ST vs X"],
      /^simulate: --forces: the attacker has 31 Stormtroopers \(the game has 30\)$/,
    ],
    [
      "forces past the text limit",
      ["--forces", "X vs ".repeat(12_000)],
      /^simulate: --forces: the forces are 60,000 characters, over the limit of 2,000$/,
    ],
    [
      "one 60 KB word",
      ["--forces", `${"a".repeat(60_000)}x1`],
      /^simulate: --forces: the forces are 60,002 characters, over the limit of 2,000$/,
    ],
    [
      "a JavaScript property's name",
      ["--forces", "constructor Vader vs X"],
      /^simulate: --forces: could not read the forces: "constructor" is not a unit or leader$/,
    ],
  ])("fails on %s with one line and no stack trace", (_, args, message) => {
    const r = cli(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("npm run simulate -- --forces (docs/engine.md#the-forces-in-one-line)", () => {
  it("runs the text's battle as the same battle in a file, and puts the text's forces into a file's battle", () => {
    const line = "Vader, SD, TIE vs X-wing, Y-wing, Dodonna";
    const text = cli("--forces", line, "--trials", "3000", "--json");
    expect(text.status).toBe(0);
    const file = cli("--scenario", "scenarios/rulebook-example.json", "--trials", "3000", "--json");
    expect(text.stdout).toBe(file.stdout);
    const both = cli(
      "--scenario",
      "scenarios/rulebook-example.json",
      "--forces",
      "3 X-wings",
      "--trials",
      "100",
    );
    expect(both.status).toBe(0);
    expect(both.stdout.split("\n").slice(1, 3)).toEqual([
      "Attacker  Empire: 1 Star Destroyer, 1 TIE Fighter; leaders Darth Vader",
      "Defender  Rebels: 3 X-wing; no leader",
    ]);
  });
});

describe("parseSimulateArgs", () => {
  it("accepts --flag=value and defaults trials and seed", () => {
    expect(parseSimulateArgs(["--scenario=x.json"])).toEqual({
      ok: true,
      args: { scenario: "x.json", forces: null, trials: 100000, seed: "1", json: false },
    });
    expect(parseSimulateArgs(["--scenario", "x.json", "--trials", "5", "--trials", "6"])).toEqual({
      ok: false,
      error: "--trials is given twice",
    });
  });
});
