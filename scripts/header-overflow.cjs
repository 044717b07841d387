// Loaded first by the standalone server (scripts/standalone.mjs puts `require("./header-overflow.cjs")` at
// the top of .next/standalone/server.js). A request whose headers pass Node's limit (16 KB by default: in
// practice a share link tens of thousands of characters long) never reaches Next; Node would answer a bare
// "431" with no body, which a browser shows as "HTTP ERROR 431". This answers it with the app's own one-line
// page instead. Every other client error gets Node's own answer (400, or a closed socket).
"use strict";
const http = require("node:http");

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

function onClientError(err, socket) {
  if (!socket.writable || err.code === "ECONNRESET") {
    socket.destroy(err);
    return;
  }
  if (err.code === "HPE_HEADER_OVERFLOW") socket.end(`${HEADERS}\r\n\r\n${PAGE}`);
  else socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
}

const createServer = http.createServer;
http.createServer = function (...args) {
  const server = createServer.apply(this, args);
  server.on("clientError", onClientError);
  return server;
};
