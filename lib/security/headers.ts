/**
 * The security headers of every response. The Content-Security-Policy carries a fresh nonce per request,
 * so proxy.ts sets it; the rest are the same everywhere and next.config.ts sets them.
 */
export const SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Old browsers that ignore CSP's frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
  // The app uses none of these; saying so keeps embedded content from asking for them.
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  },
];

/**
 * Only what the app needs: its own origin; scripts by nonce ('strict-dynamic' lets them load Next's
 * chunks); the simulation Web Workers and the service worker from its own origin; images from itself
 * and data: URLs; no plugins, no <base>, no framing. Inline style attributes are allowed: React and the
 * charts set them (they cannot run code). Development adds 'unsafe-eval' for React's error overlay.
 */
export function contentSecurityPolicy(nonce: string, development = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
