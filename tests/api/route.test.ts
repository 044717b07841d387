import { describe, expect, it } from "vitest";
import { DELETE, GET, OPTIONS, POST } from "@/app/api/simulate/route";
import { OUTCOMES, simulate } from "@/lib/engine";
import { RULEBOOK_EXAMPLE, parseScenario } from "@/lib/scenario";
import { jsonPost } from "../helpers/json-post";
import { postSimulate } from "../helpers/patient-api";

const url = "http://localhost/api/simulate";
const json = (body: unknown) => jsonPost(JSON.stringify(body), url);

describe("app/api/simulate/route.ts", () => {
  it("POST answers 200 with the CLI's JSON for the same seed", async () => {
    // (its numbers on the patient runner: on a machine others load, the real 10 s limit may answer 503)
    const res = await postSimulate({ scenario: RULEBOOK_EXAMPLE, trials: 2500, seed: "route" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    const scenario = parseScenario(RULEBOOK_EXAMPLE);
    if (!scenario.ok) throw new Error(scenario.error);
    // Through JSON both ways, as the CLI's --json prints it, with what each side played for (no goal: the win).
    const { goals, ...result } = body;
    expect(result).toEqual(
      JSON.parse(JSON.stringify(simulate(scenario.scenario, { trials: 2500, seed: "route" }))),
    );
    expect(goals).toEqual({
      attacker: { requested: "win", goal: "win", why: null, pending: false, noContest: null },
      defender: { requested: "win", goal: "win", why: null, pending: false, noContest: null },
    });
    expect(OUTCOMES.reduce((sum, o) => sum + body.outcomes[o].p, 0)).toBeCloseTo(1, 12);
  });

  it("POST answers 400 with the scenario's message", async () => {
    const res = await POST(
      json({ scenario: { ...RULEBOOK_EXAMPLE, attacker: { faction: "rebel", units: { "x-wing": 1 } } } }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "both sides are Rebel: one side must be the Empire and the other the Rebels",
    });
  });

  it("POST answers 400 to a body that is not JSON-typed", async () => {
    const res = await POST(
      new Request(url, { method: "POST", body: "{}", headers: { "content-type": "text/plain" } }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Content-Type must be application/json (got "text/plain")' });
  });

  it("POST answers 400 to a body over 64 KB", async () => {
    const res = await POST(json({ scenario: RULEBOOK_EXAMPLE, pad: "x".repeat(70_000) }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "the body is too large: at most 65,536 bytes (64 KB) per request",
    });
  });

  it("other methods get 405 with an Allow header and a JSON reason", async () => {
    for (const handler of [GET, DELETE]) {
      const method = handler === GET ? "GET" : "DELETE";
      const res = handler(new Request(url, { method }));
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("OPTIONS, POST");
      expect(await res.json()).toEqual({
        error: `${method} is not allowed: use POST with a JSON body { "scenario": {...}, "trials"?: N, "seed"?: "S" }`,
      });
    }
  });

  it("OPTIONS lists the allowed methods", () => {
    const res = OPTIONS();
    expect(res.status).toBe(204);
    expect(res.headers.get("allow")).toBe("OPTIONS, POST");
  });
});
