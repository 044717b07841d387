import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/simulate/route";
import { simulateCommand } from "@/lib/cli/simulate-command";
import { simulate } from "@/lib/engine";
import { parseScenarioJson } from "@/lib/scenario";
import { postSimulate } from "../helpers/patient-api";

// scenarios/cinematic-confrontation-removed.json: the Rebels' Confrontation removed from the game in an earlier combat
// (docs/rules.md#cards-removed-from-the-game), read the same by the CLI and POST /api/simulate.

const root = path.resolve(__dirname, "..", "..");
const FILE = "scenarios/cinematic-confrontation-removed.json";
const input = JSON.parse(readFileSync(path.join(root, FILE), "utf8")) as Record<
  string,
  Record<string, unknown>
>;
/** The route as it answers (a refusal comes before any run); its numbers on the patient runner (no 503 under load). */
const post = (body: unknown) =>
  POST(
    new Request("http://localhost/api/simulate", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    }),
  );

describe("a scenario file with a card removed from the game", () => {
  const parsed = parseScenarioJson(readFileSync(path.join(root, FILE), "utf8"));
  if (!parsed.ok) throw new Error(parsed.error);
  // (with what each side played for: the file says nothing, so the win, as files made before `auto` meant)
  const win = { requested: "win", goal: "win", why: null, pending: false, noContest: null };
  const expected = {
    ...JSON.parse(JSON.stringify(simulate(parsed.scenario, { trials: 3000, seed: "removed" }))),
    goals: { attacker: win, defender: win },
  };

  it("npm run simulate --json plays it and never plays Confrontation; the used Tow Cables comes back", () => {
    const r = simulateCommand(["--scenario", FILE, "--trials", "3000", "--seed", "removed", "--json"]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toEqual(expected);
    expect(out.defender.cards.byCard.confrontation).toBeUndefined();
    // Tow Cables starts in the discard pile, and the Shield Generator returns it before the first ground step
    expect(out.defender.cards.byCard["tow-cables"]).toBeGreaterThan(0.5);
  });

  it("POST /api/simulate answers the same for the same file and seed", async () => {
    const res = await postSimulate({ scenario: input, trials: 3000, seed: "removed" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(expected);
  });

  it("POST /api/simulate refuses a card that cannot leave the game in one line naming the field", async () => {
    const defender = { ...input.defender, removedCards: { space: [], ground: ["tow-cables"] } };
    const res = await post({ scenario: { ...input, defender } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'defender.removedCards: "tow-cables" never leaves the game (only Confrontation can)',
    });
  });
});
