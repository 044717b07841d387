import { describe, expect, inject, it } from "vitest";
import { useChromium } from "./browser";
import { workerUrls } from "../../scripts/engine-bundles.mjs";

const baseUrl = inject("baseUrl");
const browser = useChromium();

/** The directives the policy must hold (docs/server.md#security-headers), each checked word for word. */
const REQUIRED_CSP = [
  "default-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "worker-src 'self'",
];

async function firstScript(): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const src = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error("the page names no script");
  return src;
}

describe("security headers", () => {
  it("are on every kind of response: pages, API, images, static files, the worker script, errors", async () => {
    const paths = [
      "/",
      "/reference",
      "/api/health",
      "/og",
      "/favicon.ico",
      "/manifest.webmanifest",
      workerUrls().simulation,
      await firstScript(),
      "/no-such-page",
    ];
    for (const p of paths) {
      const res = await fetch(`${baseUrl}${p}`);
      await res.arrayBuffer();
      const csp = res.headers.get("content-security-policy") ?? "";
      for (const directive of REQUIRED_CSP) expect(csp, `${p}: ${directive}`).toContain(directive);
      expect(csp, p).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'(;|$)/);
      expect(csp, p).not.toContain("unsafe-eval");
      expect(res.headers.get("x-content-type-options"), p).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), p).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options"), p).toBe("DENY");
      expect(res.headers.get("permissions-policy"), p).toContain("camera=()");
    }
  });

  it("give each page a fresh nonce, and Next puts it on the page's scripts", async () => {
    const [a, b] = await Promise.all([fetch(`${baseUrl}/`), fetch(`${baseUrl}/`)]);
    const nonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)![1];
    expect(nonce(a)).not.toBe(nonce(b));
    const html = await a.text();
    await b.text(); // (read whole, so its server-side run is over before a later test counts running ones)
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce(a)}"`);
  });

  it("the browser tests catch a CSP violation (an inline script without the nonce is blocked)", async () => {
    // A page served with the app's real policy whose inline script carries no nonce.
    const csp = (await fetch(`${baseUrl}/reference`)).headers.get("content-security-policy")!;
    const context = await browser().newContext();
    await context.route(`${baseUrl}/csp-probe`, (route) =>
      route.fulfill({
        status: 200,
        headers: { "content-type": "text/html", "content-security-policy": csp },
        body: "<!doctype html><title>probe</title><script>document.title = 'ran'</script>",
      }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/csp-probe`);
    expect(await page.title()).toBe("probe");
    await expect.poll(() => browser.violations.length).toBeGreaterThan(0);
    // The watcher saw it; clear it so this test does not fail on the violation it caused on purpose.
    const seen = browser.violations.splice(0);
    expect(seen.some((v) => v.includes("script-src"))).toBe(true);
    await context.close();
  });
});

describe("icons, manifest and health", () => {
  it("serves a favicon, icons and a web app manifest naming them", async () => {
    const ico = await fetch(`${baseUrl}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(Array.from(new Uint8Array(await ico.arrayBuffer()).slice(0, 4))).toEqual([0, 0, 1, 0]);
    const manifest = await (await fetch(`${baseUrl}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({
      short_name: "Rebellion Odds",
      start_url: "/",
      display: "standalone",
      background_color: "#020617",
      theme_color: "#020617",
    });
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const res = await fetch(`${baseUrl}${icon.src}`);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get("content-type"), icon.src).toContain(icon.type);
    }
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
    expect(html).toMatch(/rel="icon" href="\/favicon\.ico/);
    expect(html).toMatch(/rel="apple-touch-icon" href="\/apple-icon\.png/);
  });

  it("GET /api/health answers at once with the pool and the cache, without running anything", async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const health = await res.json();
    expect(health).toMatchObject({ status: "ok", running: 0, waiting: 0 });
    expect(health.threads).toBeGreaterThanOrEqual(1);
    expect(health.maxRuns).toBe(health.threads * 4);
    expect(health.engine).toMatch(/^[0-9a-f]{12}$/);
  });
});
