import { describe, expect, it } from "vitest";
import { bodyTooLargeMessage, isJsonContentType, readJsonBody } from "@/lib/api/read-json-body";

const url = "http://localhost/api/simulate";
const post = (
  body: BodyInit | null,
  headers: Record<string, string> = { "content-type": "application/json" },
) => new Request(url, { method: "POST", body, headers });

/** A body streamed in pieces with no Content-Length, as a chunked upload arrives. */
function streamed(pieces: readonly string[]): Request {
  const bytes = pieces.map((p) => new TextEncoder().encode(p));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = bytes.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  return new Request(url, {
    method: "POST",
    body,
    headers: { "content-type": "application/json" },
    duplex: "half",
  } as RequestInit);
}

describe("readJsonBody", () => {
  it("parses a JSON body", async () => {
    expect(await readJsonBody(post('{"a":[1,2]}'), 100)).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it("accepts parameters on the content type, in any case", () => {
    expect(isJsonContentType("Application/JSON; charset=utf-8")).toBe(true);
    expect(isJsonContentType("application/jsonp")).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });

  it("refuses another content type, naming it", async () => {
    expect(await readJsonBody(post("{}", { "content-type": "text/plain" }), 100)).toEqual({
      ok: false,
      error: 'Content-Type must be application/json (got "text/plain")',
    });
  });

  it("refuses a missing content type", async () => {
    const request = new Request(url, { method: "POST", body: new Uint8Array([123, 125]) });
    expect(await readJsonBody(request, 100)).toEqual({
      ok: false,
      error: "Content-Type must be application/json (got none)",
    });
  });

  it("refuses a body over the cap by its Content-Length", async () => {
    const body = JSON.stringify({ pad: "x".repeat(200) });
    expect(await readJsonBody(post(body), 100)).toEqual({ ok: false, error: bodyTooLargeMessage(100) });
  });

  it("stops reading a streamed body as soon as it passes the cap", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(40).fill(32));
      },
    });
    const request = new Request(url, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(await readJsonBody(request, 100)).toEqual({ ok: false, error: bodyTooLargeMessage(100) });
    expect(pulled).toBeLessThan(6);
  });

  it("joins a streamed body that fits", async () => {
    expect(await readJsonBody(streamed(['{"scen', 'ario":', "1}"]), 100)).toEqual({
      ok: true,
      value: { scenario: 1 },
    });
  });

  it("says the cap in bytes and KB", () => {
    expect(bodyTooLargeMessage(65_536)).toBe(
      "the body is too large: at most 65,536 bytes (64 KB) per request",
    );
  });

  it("refuses an empty body", async () => {
    expect(await readJsonBody(post(null), 100)).toEqual({
      ok: false,
      error: "the body is empty: send a JSON object with a scenario",
    });
    expect(await readJsonBody(post("  "), 100)).toEqual({
      ok: false,
      error: "the body is empty: send a JSON object with a scenario",
    });
  });

  it("refuses invalid JSON with the parser's own detail", async () => {
    let detail = "";
    try {
      JSON.parse("{oops");
    } catch (e) {
      detail = (e as Error).message;
    }
    expect(await readJsonBody(post("{oops"), 100)).toEqual({ ok: false, error: `invalid JSON: ${detail}` });
  });

  it("refuses bytes that are not UTF-8", async () => {
    expect(await readJsonBody(post(new Uint8Array([0x7b, 0xff, 0x7d])), 100)).toEqual({
      ok: false,
      error: "the body is not valid UTF-8",
    });
  });
});
