import { describe, expect, it } from "vitest";
import * as assault from "@/app/api/assault/route";
import * as simulate from "@/app/api/simulate/route";
import * as other from "@/app/api/[...path]/route";
import { GET as health } from "@/app/api/health/route";

// docs/server.md#bodies-origins-echoes: every /api/* answer alike — JSON, no-store, the Content-Security-Policy —
// and errors with their echoes cut short, whichever route and whatever the status.
const req = (path: string, method: string, body?: string) =>
  new Request(`http://localhost${path}`, {
    method,
    ...(body === undefined ? {} : { body, headers: { "content-type": "application/json" } }),
  });

function expectApiHeaders(res: Response) {
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("content-security-policy")).toMatch(/default-src 'self'/);
}

describe("every /api answer", () => {
  it("carries the API's headers: 200, 400, 404, 405 and OPTIONS, on every route", async () => {
    const answers = [
      await assault.POST(
        req("/api/assault", "POST", '{"attack":{"dice":["blue"]},"defense":{"dice":["white"]}}'),
      ),
      await assault.POST(req("/api/assault", "POST", "{")),
      assault.GET(req("/api/assault", "GET")),
      assault.OPTIONS(),
      await simulate.POST(req("/api/simulate", "POST", '{"scenario":1}')),
      simulate.OPTIONS(),
      health(),
      other.GET(req("/api/nothing", "GET")),
      other.POST(req("/api/simulate/x", "POST", "{}")),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 400, 405, 204, 400, 204, 200, 404, 404]);
    for (const res of answers) expectApiHeaders(res);
  });

  it("reports the advice thread in /api/health like the other pools", async () => {
    const body = (await health().json()) as { advice: Record<string, number> };
    expect(Object.keys(body.advice).sort()).toEqual([
      "busyThreads",
      "estimatedWaitS",
      "measured",
      "queuedMs",
      "threads",
      "turns",
    ]);
    expect(body.advice.threads).toBe(1);
    expect([0, 1]).toContain(body.advice.busyThreads);
  });

  it("answers an unknown /api path with a one-line JSON 404 naming it, clipped", async () => {
    const res = other.GET(req(`/api/${"x".repeat(5000)}`, "GET"));
    expect(res.status).toBe(404);
    const { error } = (await res.json()) as { error: string };
    expect(error).toMatch(/^no such API: "\/api\/x{30,}…" \(the README's "JSON API" lists them\)$/);
  });

  it("clips /api/assault's echoes: a 60 KB die name comes back as 40 characters", async () => {
    const body = JSON.stringify({ attack: { dice: ["q".repeat(60_000)] }, defense: { dice: ["white"] } });
    const res = await assault.POST(req("/api/assault", "POST", body));
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error.length).toBeLessThanOrEqual(240);
    expect(error).toContain(`"${"q".repeat(39)}…"`);
  });

  it("names a repeated key in /api/assault's body as /api/simulate does", async () => {
    const body = '{"attack":{"dice":["blue"]},"defense":{"dice":["white"]},"range":1,"range":9}';
    const res = await assault.POST(req("/api/assault", "POST", body));
    expect(await res.json()).toEqual({ error: 'the key "range" is repeated: give it once' });
  });
});
