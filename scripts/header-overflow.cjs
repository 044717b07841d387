// Loaded first by the standalone server (scripts/standalone.mjs puts `require("./header-overflow.cjs")` at
// the top of .next/standalone/server.js). A request whose headers pass Node's limit (16 KB by default: in
// practice a share link tens of thousands of characters long) never reaches Next; Node would answer a bare
// "431" with no body, which a browser shows as "HTTP ERROR 431". This answers it with the app's own one-line
// page instead. A link that is too long only because of keys the app does not read (tracking tags, a key of
// no version) is sent on without them (303), naming what was left out in `dropped=` (lib/scenario/link-riders.ts
// DROPPED_PARAM), and one too long because of its name gets the name cut as the page would cut it. Every other
// client error gets Node's own answer (400, or a closed socket).
"use strict";
const http = require("node:http");
const path = require("node:path");
const { readFileSync } = require("node:fs");

/** Each page's link keys (lib/share/link-keys.ts), written beside this file by scripts/standalone.mjs. */
function readLinkKeys() {
  try {
    const byPath = JSON.parse(readFileSync(path.join(__dirname, "link-keys.json"), "utf8"));
    return new Map(Object.entries(byPath).map(([p, keys]) => [p, new Set(keys)]));
  } catch {
    return new Map(); // (no list: every overflow gets the page, as before)
  }
}
const LINK_KEYS = readLinkKeys();
/** A trimmed link longer than this would overflow again or is not one the app wrote: the page instead. */
const TRIMMED_MAX = 12000;
/**
 * A battle's name (`name=`) the app cuts to 60 characters anyway (lib/scenario/clean-name.ts NAME_MAX, after
 * leaving out control and direction marks): a longer one is cut here to this many characters, so a link made
 * long by its name still opens its battle (the page cuts the rest as it would).
 */
const NAME_KEPT = 240;

/** `name=…` cut to NAME_KEPT characters, escaped again (text that is not even escaped: its first characters). */
function cutName(pair) {
  const eq = pair.indexOf("=");
  let text;
  try {
    text = decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, " "));
  } catch {
    const raw = pair.slice(0, eq + 1 + NAME_KEPT);
    return raw.length < pair.length ? raw.replace(/%[0-9A-Fa-f]?$/, "") : pair;
  }
  const chars = Array.from(text);
  return chars.length <= NAME_KEPT
    ? pair
    : `${pair.slice(0, eq)}=${encodeURIComponent(chars.slice(0, NAME_KEPT).join(""))}`;
}

/**
 * Where a too-long request goes without the keys its page does not read, or null: the request line (`GET /?… HTTP/1.1`,
 * the first line of what arrived) of a page with a link, some of whose keys it does not read.
 */
function trimmedLocation(raw, linkKeys = LINK_KEYS) {
  if (!raw) return null;
  const text = raw.toString("latin1");
  const end = text.indexOf("\r\n");
  if (end < 0) return null;
  const line = /^(?:GET|HEAD) (\/[^ ?#]*)\?([^ #]*) HTTP\/1\.[01]$/.exec(text.slice(0, end));
  const known = line && linkKeys.get(line[1]);
  if (!known) return null;
  const kept = [];
  const left = [];
  let cut = false;
  for (const pair of line[2].split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    let key = eq < 0 ? pair : pair.slice(0, eq);
    try {
      key = decodeURIComponent(key.replace(/\+/g, " "));
    } catch {
      // a key that is not even escaped text is left out like any unknown one
    }
    // (`&amp;` for `&`, a chat app's mangling, is undone by the app: the key still counts as its own)
    const own = key.replace(/^(amp;)+/i, "");
    const name = own === "name" && known.has(own) ? cutName(pair) : pair;
    if (known.has(own) && key !== "dropped") kept.push(name);
    else left.push(key);
    if (name !== pair) cut = true;
  }
  if (left.length === 0 && !cut) return null;
  const names = [...new Set(left.map((k) => k.replace(/[^A-Za-z0-9_.-]/g, "").slice(0, 24)).filter(Boolean))];
  const more = left.length - Math.min(5, names.length);
  const said = [...names.slice(0, 5), ...(more > 0 ? [`+${more}`] : [])].join(",");
  const location = `${line[1]}?${[...kept, ...(said ? [`dropped=${encodeURIComponent(said)}`] : [])].join("&")}`;
  // (only printable ASCII goes into a header: a request line with raw bytes gets the page)
  return location.length <= TRIMMED_MAX && /^[\x21-\x7E]+$/.test(location) ? location : null;
}

const PAGE = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  "<title>Link too long — Rebellion Odds</title></head>",
  '<body style="font-family:system-ui,sans-serif;background:#020617;color:#f1f5f9;padding:1rem">',
  '<p data-testid="too-long">This link is too long for the server to read, so no battle could be opened from it ',
  "(a link the app makes is never this long).</p>",
  '<p><a href="/" style="color:#facc15;display:inline-block;line-height:44px">Open the calculator</a></p>',
  "</body></html>",
].join("");

const HEADERS = [
  "HTTP/1.1 431 Request Header Fields Too Large",
  "Content-Type: text/html; charset=utf-8",
  `Content-Length: ${Buffer.byteLength(PAGE)}`,
  "Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options: nosniff",
  "Referrer-Policy: strict-origin-when-cross-origin",
  "Cache-Control: no-store",
  "Connection: close",
].join("\r\n");

/** The headers every answer of this file carries: the app's security headers, and no caching. */
const SAFE_HEADERS = {
  "Content-Security-Policy":
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cache-Control": "no-store",
};

/**
 * The methods the app answers (the API's routes answer PUT, PATCH and DELETE with their own 405). Any other (TRACE,
 * PROPFIND, …) is answered 405 here with one line and the security headers (docs/server.md#text-limits: Next answered TRACE with a bare
 * 500 and printed its stack, and served pages to PROPFIND).
 */
const METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS", "PUT", "PATCH", "DELETE"]);
const ALLOW = "GET, HEAD, POST, OPTIONS";

/** Answers a request of a method the app does not know; false for any other (Next answers it). */
function refuseMethod(req, res) {
  if (METHODS.has(req.method)) return false;
  const method = String(req.method)
    .replace(/[^A-Z-]/g, "")
    .slice(0, 16);
  const line = `${method} is not allowed: use ${ALLOW}`;
  const api = typeof req.url === "string" && req.url.startsWith("/api/");
  const body = api ? `${JSON.stringify({ error: line })}\n` : `${line}\n`;
  res.writeHead(405, {
    ...SAFE_HEADERS,
    Allow: ALLOW,
    "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(body);
  return true;
}

/** A request Node could not even parse (an unknown method such as FOO, a broken line): 400, one line. */
function badRequest() {
  const body = "the request could not be read\n";
  const headers = Object.entries({
    ...SAFE_HEADERS,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    Connection: "close",
  }).map(([k, v]) => `${k}: ${v}`);
  return `HTTP/1.1 400 Bad Request\r\n${headers.join("\r\n")}\r\n\r\n${body}`;
}

function onClientError(err, socket) {
  if (!socket.writable || err.code === "ECONNRESET") {
    socket.destroy(err);
    return;
  }
  if (err.code === "HPE_HEADER_OVERFLOW") {
    const location = trimmedLocation(err.rawPacket);
    if (location)
      socket.end(
        `HTTP/1.1 303 See Other\r\nLocation: ${location}\r\nContent-Length: 0\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n`,
      );
    else socket.end(`${HEADERS}\r\n\r\n${PAGE}`);
  } else socket.end(badRequest());
}

const createServer = http.createServer;
http.createServer = function (...args) {
  const server = createServer.apply(this, args);
  server.on("clientError", onClientError);
  // (before Next's own listener: a method it does not know never reaches it)
  const emit = server.emit;
  server.emit = function (event, req, res) {
    if (event === "request" && refuseMethod(req, res)) return true;
    // Who asked, for the pools' fair turns (lib/api/client-address.ts): the connection's address, never the client's
    // word for it.
    if (event === "request") req.headers["x-odds-client"] = String(req.socket?.remoteAddress ?? "");
    return emit.apply(this, arguments);
  };
  return server;
};

module.exports = { trimmedLocation, refuseMethod };
