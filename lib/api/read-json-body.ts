import { forbiddenKeyMessage } from "./forbidden-keys";
import { repeatedKeyMessage } from "./repeated-keys";

/**
 * Reads a JSON request body at the edge: checks the content type, caps the size while streaming (a client
 * cannot make the server buffer more than the cap, whatever Content-Length says) and parses the JSON.
 */
export type BodyResult =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

export function bodyTooLargeMessage(maxBytes: number): string {
  return `the body is too large: at most ${maxBytes.toLocaleString("en-US")} bytes (${Math.floor(maxBytes / 1024)} KB) per request`;
}

/** `application/json`, optionally with parameters such as `; charset=utf-8`. */
export function isJsonContentType(header: string | null): boolean {
  return header !== null && header.split(";")[0]!.trim().toLowerCase() === "application/json";
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const type = request.headers.get("content-type");
  if (!isJsonContentType(type)) {
    return {
      ok: false,
      error: `Content-Type must be application/json (got ${type === null ? "none" : `"${type}"`})`,
    };
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return { ok: false, error: bodyTooLargeMessage(maxBytes) };
  const bytes = await readCapped(request, maxBytes);
  if (bytes === null) return { ok: false, error: bodyTooLargeMessage(maxBytes) };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: "the body is not valid UTF-8" };
  }
  if (text.trim() === "")
    return { ok: false, error: "the body is empty: send a JSON object with a scenario" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `invalid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  // `__proto__` and its kin, and a key given twice in one object, are refused, never silently dropped
  // (lib/api/forbidden-keys.ts, lib/api/repeated-keys.ts).
  const refused = forbiddenKeyMessage(value) ?? repeatedKeyMessage(text);
  return refused ? { ok: false, error: refused } : { ok: true, value };
}

/** The body's bytes, or null as soon as they pass `maxBytes` (the rest is not read). */
async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}
