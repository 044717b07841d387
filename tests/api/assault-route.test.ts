import { describe, expect, it } from "vitest";
import { GET, OPTIONS, POST } from "@/app/api/assault/route";
import { assaultOdds, parseAssault } from "@/lib/assault";

const url = "http://localhost/api/assault";
const post = (body: string, type = "application/json") =>
  POST(new Request(url, { method: "POST", body, headers: { "content-type": type } }));
const example = {
  attack: { dice: ["blue", "green"], surges: [{ damage: 1 }, { pierce: 1 }, { accuracy: 2 }] },
  defense: { dice: ["white"] },
  range: 5,
  health: 5,
};

describe("app/api/assault/route.ts", () => {
  it("POST answers 200 with the CLI's JSON", async () => {
    const res = await post(JSON.stringify(example));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const parsed = parseAssault(example);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(assaultOdds(parsed.assault))));
  });

  it.each([
    [
      JSON.stringify({ ...example, attack: { dice: ["blue", "green", "purple"] } }),
      'attack.dice[2]: "purple" is not an attack die (red, blue, green, yellow)',
    ],
    [JSON.stringify({ ...example, scenario: {} }), 'unknown field "scenario"'],
    ["{", "invalid JSON: "],
    ["", "the body is empty: send a JSON object with a scenario"],
  ])("POST answers a one-line 400 naming the field: %s", async (body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error.startsWith(message)).toBe(true);
    expect(error).not.toContain("\n");
  });

  it("POST takes both power tokens and play-for, each token answering as its +1 modifier does", async () => {
    const body = (attack: object, defense: object) =>
      JSON.stringify({
        attack: { dice: ["red"], surges: [{ condition: "Stun" }], ...attack },
        defense: { dice: ["black"], ...defense },
        health: 3,
      });
    const tokens = await post(body({ powerToken: "damage", playFor: "Stun" }, { powerToken: "evade" }));
    expect(tokens.status).toBe(200);
    const modifiers = await post(body({ damage: 1, playFor: "Stun" }, { evade: 1 }));
    const answer = (await tokens.json()) as { playedFor: string; conditions: { Stun: number } };
    expect(answer).toEqual(await modifiers.json());
    expect(answer.playedFor).toBe("Stun");
    // Black's evade token cancels red's one surge: no Stun ever.
    expect(answer.conditions.Stun).toBe(0);
  });

  it("POST tells a melee attack written as range 0 to leave range out", async () => {
    const res = await post(JSON.stringify({ ...example, range: 0 }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "range: 0 is not a range: leave range out for a melee attack",
    });
  });

  it("POST refuses a non-JSON content type and a body over 64 KB", async () => {
    expect((await post(JSON.stringify(example), "text/plain")).status).toBe(400);
    const big = await post(JSON.stringify({ ...example, pad: "x".repeat(70_000) }));
    expect(big.status).toBe(400);
    expect(((await big.json()) as { error: string }).error).toContain("too large");
  });

  it("POST answers 422 when the exact answer would take too long", async () => {
    const res = await post(
      JSON.stringify({
        attack: { dice: ["red", "red", "blue", "blue", "green", "yellow"], rerolls: 6 },
        defense: { dice: ["black", "white"], rerolls: 2 },
        range: 5,
        attacks: 6,
        health: 40,
        rerollsFor: "defeat",
      }),
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toContain(
      "use rerolls played for damage, fewer attacks",
    );
  });

  it("GET is 405 with Allow; OPTIONS is 204", async () => {
    const res = GET(new Request(url));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("OPTIONS, POST");
    expect(OPTIONS().status).toBe(204);
  });
});
