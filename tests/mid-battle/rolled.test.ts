import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerAdviseBody, handleAdviseRequest } from "@/lib/api/advise-request";
import type { Advice } from "@/lib/advice/advice";
import { adviseCommand } from "@/lib/cli/advise-command";
import { bestMove } from "@/lib/mid-battle/best-move";
import { readRolled } from "@/lib/mid-battle/rolled";
import type { ScenarioInput } from "@/lib/scenario";
import { scenario } from "../helpers/scenarios";

/** Round 2 at Sullust-like odds, dice only: the Empire has just rolled in space. */
const CORVETTES: ScenarioInput = {
  attacker: { faction: "empire", units: { "star-destroyer": 2 }, damaged: { "star-destroyer": [2] } },
  defender: { faction: "rebel", units: { "corellian-corvette": 3 }, damaged: { "corellian-corvette": [1] } },
  tactics: "none",
  inProgress: { round: 2, step: { theater: "space", rolled: "attacker" } },
};
const BASE_GAME: ScenarioInput = { ...CORVETTES, tactics: "base" };

const dir = mkdtempSync(path.join(tmpdir(), "rolled-"));
function advise(input: unknown, ...flags: string[]) {
  const file = path.join(dir, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(input));
  return adviseCommand(["--scenario", file, ...flags]);
}

describe("a roll as a player says it (docs/rules.md#after-the-dice)", () => {
  it("reads faces per colour", () => {
    expect(readRolled("red: 2 hits, 1 direct hit; black: 1 hit, 1 special")).toEqual({
      ok: true,
      rolled: {
        red: { hit: 2, direct: 1, special: 0, blank: 0 },
        black: { hit: 1, direct: 0, special: 1, blank: 0 },
        green: { hit: 0, direct: 0, special: 0, blank: 0 },
      },
    });
    expect(readRolled("Red: hit\nblack: 2 blanks, direct").ok).toBe(true);
    expect(readRolled("red: 2 hitz")).toEqual({
      ok: false,
      error: 'rolled: red: "2 hitz" is not a face (hit, direct hit, special, blank)',
    });
    expect(readRolled("red: 1 hit; red: 1 hit")).toEqual({ ok: false, error: "rolled: red is given twice" });
  });

  it("a roll that does not fit the side's dice is one line naming what is wrong (the CLI and the API alike)", async () => {
    const cases: [string, string][] = [
      ["red: 3 hits, 2 direct hits", "rolled: red: 5 dice given, but the attacker rolls 4 red dice in space"],
      ["green: 1 direct hit", "rolled: green: the attacker rolls no green dice in space"],
    ];
    for (const [text, error] of cases) {
      const cli = advise(BASE_GAME, "--rolled", text);
      expect(cli.status).toBe(2);
      expect(cli.stderr.trim().split("\n")).toEqual([`advise: ${error}`]);
      expect(await answerAdviseBody({ scenario: BASE_GAME, rolled: text })).toEqual({
        status: 400,
        body: { error },
      });
    }
    const noStep = { ...CORVETTES, inProgress: { round: 2 } };
    expect((await answerAdviseBody({ scenario: noStep, rolled: "red: 1 hit" })).body).toEqual({
      error:
        'rolled needs scenario.inProgress.step: which side rolled in which theater ({ "theater": "space", "rolled": "attacker" })',
    });
  });

  it("npm run advise --rolled prints the best move, the next one and the noise", () => {
    const r = advise(CORVETTES, "--rolled", "red: 2 hits, 1 direct hit", "--seed", "cli");
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines[0]).toBe(
      "After the dice: the attacker (the Empire) rolled red: 2 hits, 1 direct hit in space, round 2; plays for: Win outright",
    );
    expect(lines[1]).toBe(
      "Best: 1 on a Corellian Corvette with 1 damage (destroyed); 2 on a Corellian Corvette (destroyed)",
    );
    expect(lines[2]).toMatch(
      /^ {3}Win outright 9\d\.\d% ± 1\.\d, strength lost \d\.\d\d ± 0\.\d\d \(2,000 battles\), the engine's own choice$/,
    );
    expect(lines[3]).toMatch(
      /^Next: 1 on a Corellian Corvette with 1 damage \(destroyed\); 1 each on 2 Corellian Corvettes \(now 1 damage\)$/,
    );
    expect(lines.at(-1)).toBe(
      "2 ways to place the damage (units alike counted once, dominated ones left out); 2 run.",
    );
  });

  it("POST /api/advise with rolled: the advice plus the best move, from the advice thread, as on this thread", async () => {
    const res = await handleAdviseRequest(
      new Request("http://localhost/api/advise", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          scenario: BASE_GAME,
          rolled: "red: 2 hits, 1 direct hit; black: 1 special",
          trials: 2000,
          seed: "api",
        }),
      }),
    );
    expect(res.status).toBe(200);
    const advice = (await res.json()) as Advice;
    const read = readRolled("red: 2 hits, 1 direct hit; black: 1 special");
    if (!read.ok) throw new Error(read.error);
    const here = bestMove(scenario(BASE_GAME), read.rolled, "api");
    if (!here.ok) throw new Error(here.error);
    expect(advice.afterRoll).toEqual(JSON.parse(JSON.stringify(here.move)));
    expect(here.move.rows[0]!.words).toBe(
      "1 on a Corellian Corvette with 1 damage (destroyed); 2 on a Corellian Corvette (destroyed)",
    );
  });
});
