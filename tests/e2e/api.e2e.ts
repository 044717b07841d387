import { describe, expect, inject, it } from "vitest";
import { OUTCOMES } from "@/lib/engine";
import { RULEBOOK_EXAMPLE } from "@/lib/scenario";

const url = `${inject("baseUrl")}/api/simulate`;
const post = (body: unknown) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("POST /api/simulate over HTTP", () => {
  it("answers 200 with sane numbers", async () => {
    const res = await post({ scenario: RULEBOOK_EXAMPLE, trials: 20_000, seed: "e2e" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.trials).toBe(20_000);
    expect(body.seed).toBe("e2e");
    const total = OUTCOMES.reduce((sum, o) => sum + body.outcomes[o].p, 0);
    expect(total).toBeCloseTo(1, 12);
    for (const o of OUTCOMES) {
      expect(body.outcomes[o].low).toBeLessThanOrEqual(body.outcomes[o].p);
      expect(body.outcomes[o].high).toBeGreaterThanOrEqual(body.outcomes[o].p);
    }
    // The rulebook example is a rout for the Star Destroyer.
    expect(body.outcomes.attacker.p).toBeGreaterThan(0.9);
  });

  it("answers 400 with the scenario's message", async () => {
    const res = await post({
      scenario: { ...RULEBOOK_EXAMPLE, attacker: { faction: "empire", units: { stormtrooper: 31 } } },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "attacker has 31 stormtrooper (the game has 30)" });
  });

  it("answers 400 to invalid JSON and to trials over the cap", async () => {
    const bad = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/^invalid JSON: /);
    const many = await post({ scenario: RULEBOOK_EXAMPLE, trials: 1_000_000 });
    expect(many.status).toBe(400);
    expect(await many.json()).toEqual({
      error: "trials is over the cap of 200,000 per request (got 1000000)",
    });
  });

  it("answers 405 with an Allow header to GET", async () => {
    const res = await fetch(url);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("OPTIONS, POST");
  });
});
