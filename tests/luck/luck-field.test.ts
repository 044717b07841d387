import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerSimulateBody, type Runner } from "@/lib/api/simulate-request";
import { simulate } from "@/lib/engine";
import { simulateCommand } from "@/lib/cli/simulate-command";
import type { LuckAnswer } from "@/lib/luck/luck-field";
import { EMPIRE_EXACT, LUCK_BATTLE, REBELS_EXACT } from "../helpers/luck-battle";

// The luck gauge in the CLI (`--luck`) and the API (`luck`), docs/rules.md#luck: the link's entry syntax, each side's
// mid-rank percentile against the exact solver's, one line naming the field for what does not fit.
const TRIALS = 40_000;
/** 4.5 standard errors of a proportion at TRIALS trials (a fixed seed, no retries). */
const TOL = 4.5 * Math.sqrt(0.25 / TRIALS);
const ENTRY = "stormtrooper.2~corellian-corvette,rebel-trooper.2";
const file = path.join(mkdtempSync(path.join(tmpdir(), "luck-field-")), "luck.json");
writeFileSync(file, JSON.stringify(LUCK_BATTLE));
const cli = (...args: string[]) =>
  simulateCommand(["--scenario", file, "--trials", String(TRIALS), "--seed", "luck", ...args]);

/** The API with the engine in this thread as its runner (the body's checks and answer, not the server's pool). */
const inThread: Runner = async (request) => ({
  kind: "done",
  value: simulate(request.scenario, { trials: request.trials, seed: request.seed }),
});
const api = (luck: unknown) =>
  answerSimulateBody({ scenario: LUCK_BATTLE, trials: TRIALS, seed: "luck", luck }, inThread);

describe("the luck gauge in the CLI and the API", () => {
  it("--luck prints each side's line and its percentile, the exact solver's within 4.5 SE; --json has them", () => {
    const out = cli("--luck", ENTRY);
    expect(out.status).toBe(0);
    const lines = out.stdout
      .slice(out.stdout.indexOf("\nLuck\n") + 6)
      .trim()
      .split("\n");
    expect(lines[0]).toMatch(
      /^The Empire lost 2 Stormtroopers: 1\d% of such battles went better for it, counting half of the \d+% that went the same\.$/,
    );
    expect(lines[2]).toMatch(
      /^The Rebels lost 1 Corellian Corvette and 2 Rebel Troopers: (19|20|21)% of such/,
    );
    const percentile = (line: string) => Number(/percentile (\d+\.\d\d)%/.exec(line)![1]) / 100;
    expect(Math.abs(percentile(lines[1]!) - EMPIRE_EXACT)).toBeLessThanOrEqual(TOL);
    expect(Math.abs(percentile(lines[3]!) - REBELS_EXACT)).toBeLessThanOrEqual(TOL);
    const json = JSON.parse(cli("--luck", ENTRY, "--json").stdout) as { luck: LuckAnswer };
    expect(json.luck.defender.strengthLost).toBe(6);
    expect(json.luck.attacker.strengthLost).toBe(3);
    expect(json.luck.defender.better + json.luck.defender.same + json.luck.defender.worse).toBe(TRIALS);
    expect(json.luck.defender.percentile).toBeCloseTo(percentile(lines[3]!), 4);
  });

  it("POST /api/simulate with luck answers the same readings as the CLI", async () => {
    const reply = await api(ENTRY);
    expect(reply.status).toBe(200);
    const { luck } = reply.body as unknown as { luck: LuckAnswer };
    const cliLuck = (JSON.parse(cli("--luck", ENTRY, "--json").stdout) as { luck: LuckAnswer }).luck;
    expect(luck).toEqual(cliLuck);
    expect(Math.abs(luck.attacker.percentile - EMPIRE_EXACT)).toBeLessThanOrEqual(TOL);
    expect(luck.attacker.percentile + luck.attacker.wentBetter).toBeCloseTo(1, 12);
  });

  it("what does not fit is one line naming the field, in both", async () => {
    expect(cli("--luck", "~x-wing").stderr).toBe(
      "simulate: --luck: the defender's X-wings lost: 1, but the defender brought none (not in its setup)\n",
    );
    expect(cli("--luck", "x-wing").stderr).toBe(
      `simulate: --luck: "x-wing" is not the attacker's losses ~ the defender's (x-wing.2~tie-fighter)\n`,
    );
    expect(cli("--luck").stderr).toBe("simulate: --luck needs a value\n");
    expect((await api("~rebel-trooper.4")).body).toEqual({
      error: "luck: the defender's Rebel Troopers lost: 4, but the defender brought 3",
    });
    expect((await api(4)).body).toEqual({
      error: `luck: must be a string: the attacker's losses ~ the defender's ("tie-fighter.3~x-wing.4")`,
    });
    expect((await api("~death-trooper")).body).toEqual({
      error: 'luck: the defender\'s loss "death-trooper": no such unit',
    });
  });
});
