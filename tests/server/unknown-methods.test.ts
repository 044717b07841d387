import { createRequire } from "node:module";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// docs/server.md#bodies-origins-echoes: TRACE once answered a bare 500 with a stack trace on the server's console
// and no security headers; other unknown methods were served pages. The standalone server's front
// (scripts/header-overflow.cjs, loaded before Next) answers them 405 with one line. Here it fronts a handler that
// fails as Next did.
const require = createRequire(import.meta.url);
require("../../scripts/header-overflow.cjs");

let server: http.Server;
let port = 0;
const reached: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    res.writeHead(200, { "Content-Type": "text/plain" });
    res.end("the app\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function ask(
  method: string,
  path: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** What arrives for a raw request line Node cannot parse. */
function raw(line: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`${line}\r\nHost: x\r\n\r\n`));
    let text = "";
    socket.on("data", (c) => (text += c.toString()));
    socket.on("close", () => resolve(text));
  });
}

const SECURITY = ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy"];

describe("methods the app does not know", () => {
  it("answers TRACE and other unknown methods 405 with one line and the security headers, never reaching the app", async () => {
    for (const [method, path] of [
      ["TRACE", "/"],
      ["TRACE", "/api/simulate"],
      ["PROPFIND", "/reference"],
      ["PURGE", "/og"],
      ["MKCOL", "/nothing"],
    ] as const) {
      const res = await ask(method, path);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 405 });
      for (const h of SECURITY) expect(res.headers[h], `${method} ${h}`).toBeTruthy();
      expect(res.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
      expect(res.body.trim().split("\n")).toHaveLength(1);
      expect(res.body).not.toMatch(/\bat \S+:\d+|Error/);
      if (path.startsWith("/api/"))
        expect(JSON.parse(res.body)).toEqual({
          error: `${method} is not allowed: use GET, HEAD, POST, OPTIONS`,
        });
      else expect(res.body).toBe(`${method} is not allowed: use GET, HEAD, POST, OPTIONS\n`);
    }
    expect(reached).toEqual([]);
  });

  it("lets the app's methods through", async () => {
    for (const method of ["GET", "POST", "OPTIONS", "DELETE"])
      expect((await ask(method, "/x")).status).toBe(200);
    expect(reached).toEqual(["GET /x", "POST /x", "OPTIONS /x", "DELETE /x"]);
  });

  it("answers a request line Node cannot parse 400 with one line and the security headers", async () => {
    const text = await raw("FOO / HTTP/1.1");
    const [head, body] = text.split("\r\n\r\n");
    expect(head!.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
    expect(head).toMatch(/Content-Security-Policy: default-src 'none'/);
    expect(head).toMatch(/X-Content-Type-Options: nosniff/);
    expect(body).toBe("the request could not be read\n");
  });
});
