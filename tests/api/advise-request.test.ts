import { describe, expect, it } from "vitest";
import { answerAdviseBody, handleAdviseRequest } from "@/lib/api/advise-request";
import { advise, type Advice } from "@/lib/advice/advice";
import { RULEBOOK_EXAMPLE, parseScenario } from "@/lib/scenario";

const post = (body: unknown) =>
  new Request("http://localhost/api/advise", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("POST /api/advise", () => {
  it("answers the /api/simulate body with the advice, run on the server's advice thread", async () => {
    const res = await handleAdviseRequest(
      post({
        scenario: { ...RULEBOOK_EXAMPLE, defender: { ...RULEBOOK_EXAMPLE.defender, goal: "keep-half" } },
        trials: 4000,
        seed: "api",
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("default-src");
    const advice = (await res.json()) as Advice;
    expect(advice.defender.goal).toBe("keep-half");
    expect(advice.attacker.retreat.rules.length).toBeGreaterThan(3);
    expect(["Don't plan a retreat"]).toContain(advice.attacker.retreat.verdict);
    // The same numbers as `npm run advise` (lib/advice/advice.ts on this thread), to the last digit.
    const parsed = parseScenario({
      ...RULEBOOK_EXAMPLE,
      defender: { ...RULEBOOK_EXAMPLE.defender, goal: "keep-half" },
    });
    if (!parsed.ok) throw new Error(parsed.error);
    const here = advise({ scenario: parsed.scenario, trials: 4000, seed: "api" });
    expect(advice).toEqual(JSON.parse(JSON.stringify(here)));
  });

  it("refuses bad input with 400 and one line naming the field, as /api/simulate does", async () => {
    const bad = await answerAdviseBody({
      scenario: { ...RULEBOOK_EXAMPLE, attacker: { ...RULEBOOK_EXAMPLE.attacker, goal: "hold-ground" } },
    });
    expect(bad).toEqual({
      status: 400,
      body: { error: 'attacker.goal: "hold-ground" but the attacker has no units on the ground' },
    });
    const unknown = await answerAdviseBody({ scenario: RULEBOOK_EXAMPLE, trial: 5 });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { error: string }).error).toMatch(/^unknown field "trial"/);
  });

  it("is refused with 422 when the cost model says it would pass the time limit, and 503 while another runs", async () => {
    const big = await answerAdviseBody({ scenario: RULEBOOK_EXAMPLE, trials: 200_000 }, async () => ({
      kind: "too-long",
      estimatedMs: 30_000,
      trials: 200_000,
    }));
    expect(big.status).toBe(422);
    expect((big.body as { error: string }).error).toMatch(/would take about 30 s for 200,000 trials/);
    const busy = await answerAdviseBody({ scenario: RULEBOOK_EXAMPLE }, async () => ({
      kind: "busy",
      retryAfterS: 4,
      reason: "another advice is running",
    }));
    expect(busy).toMatchObject({ status: 503, headers: { "Retry-After": "4" } });
  });

  it("refuses a hostile forces line with a one-line 400 naming the limit, before any advice is asked (docs/server.md#text-limits)", async () => {
    let asked = 0;
    const never = async () => {
      asked++;
      return { kind: "busy", retryAfterS: 1, reason: "another advice is running" } as const;
    };
    for (const forces of ["X vs ".repeat(12_600), "a".repeat(63_000), "TIE\n".repeat(10_000)]) {
      const res = await handleAdviseRequest(post({ forces }), never);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-security-policy")).toContain("default-src");
      const { error } = (await res.json()) as { error: string };
      expect(error).toBe(
        `forces: the forces are ${forces.length.toLocaleString("en-US")} characters, over the limit of 2,000`,
      );
    }
    expect(asked).toBe(0);
  });
});
