import http from "node:http";
import { describe, expect, inject, it } from "vitest";

// docs/server.md#text-limits against the standalone server: hostile forces lines are refused with a one-line 400
// naming the limit, by /api/simulate and /api/advise alike, while the server goes on answering; unknown methods
// get 405 and the headers.
const baseUrl = inject("baseUrl");

const LINES: [string, string][] = [
  ['"X vs " × 12,000', "X vs ".repeat(12_000)],
  ["one 60 KB word", `${"a".repeat(60_000)}x1`],
  ["new lines", "TIE\n".repeat(10_000)],
  ["many vs at 20,000", "vs ".repeat(6_667)],
];

function trace(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method: "TRACE", path }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("hostile text and methods", () => {
  it("refuses each hostile forces line by both routes with a one-line 400 naming the limit", async () => {
    for (const [name, forces] of LINES)
      for (const route of ["/api/simulate", "/api/advise"]) {
        const res = await fetch(`${baseUrl}${route}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ forces }),
        });
        const text = await res.text();
        expect({ name, route, status: res.status }).toEqual({ name, route, status: 400 });
        expect(res.headers.get("content-security-policy")).toMatch(/default-src/);
        expect(text.trim().split("\n")).toHaveLength(1);
        expect(JSON.parse(text)).toEqual({
          error: `forces: the forces are ${forces.length.toLocaleString("en-US")} characters, over the limit of 2,000`,
        });
      }
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { advice: { threads: number } }).advice.threads).toBe(1);
  });

  it("answers TRACE with 405, the security headers and one line, on a page and on the API", async () => {
    for (const path of ["/", "/api/simulate"]) {
      const res = await trace(path);
      expect(res.status).toBe(405);
      expect(res.headers["content-security-policy"]).toMatch(/default-src 'none'/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.body.trim().split("\n")).toHaveLength(1);
      expect(res.body).toContain("TRACE is not allowed");
    }
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  });
});
