import { describe, expect, inject, it } from "vitest";
import { simulate } from "@/lib/engine";
import { percent } from "@/lib/share/preview-text";
import { DEFAULT_SETUP, decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";
import { encodeCompare } from "@/lib/compare/compare-link";
import type { Setup } from "@/lib/scenario/setup";
import { served } from "./server-load";
import { itFull } from "../helpers/tier";

const baseUrl = inject("baseUrl");

function meta(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta[^>]+(?:property|name)="${key}"[^>]+content="([^"]*)"`);
  return re
    .exec(html)?.[1]
    ?.replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * A link's page as an unfurler fetches it, with its odds. A server too busy to run them within the preview's limit
 * (lib/share/preview-result.ts) sends the forces alone ("Open the link to see the odds"), by design, and on a
 * machine others load that can happen every time (CI at a load average of 8–17). So the runs the preview shows are
 * asked of the API first (the same seed and trials), which the page's preview then finds in the server's one result
 * cache (docs/server.md, "Caches"): the odds it shows must be the engine's.
 */
async function pageWithOdds(url: string, setups: readonly Setup[]): Promise<string> {
  for (const { scenario, trials, seed } of setups) {
    const run = await served(() =>
      fetch(`${baseUrl}/api/simulate`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ scenario, trials, seed }),
      }),
    );
    expect(run.status).toBe(200);
  }
  return (await fetch(url)).text();
}

describe("link previews over HTTP", () => {
  const query =
    "v=1&a=empire_star-destroyer.2,tie-fighter.3_darth-vader&d=rebel_mon-calamari-cruiser,x-wing.3_admiral-ackbar&t=20000&seed=preview";

  it("a share link's page carries its odds in the description and an og:image of the same battle", async () => {
    const decoded = decodeSetup(query);
    if (!decoded.ok) throw new Error(decoded.error);
    const html = await pageWithOdds(`${baseUrl}/?${query}`, [decoded.setup]);
    const result = simulate(decoded.setup.scenario, { trials: 20_000, seed: "preview" });
    const description = meta(html, "og:description");
    expect(description).toContain(`Empire (attacker) wins ${percent(result.outcomes.attacker.p)}`);
    expect(description).toContain(`Rebels (defender) win ${percent(result.outcomes.defender.p)}`);
    expect(description).toContain("20,000 simulated battles, seed preview");
    const image = meta(html, "og:image");
    // The link is written back in its canonical form (units in the game's order).
    expect(image).toBe(`${baseUrl}/og?${encodeSetup(decoded.setup)}`);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");

    const png = await fetch(image!);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect((await png.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });

  itFull("a compare link's preview names the difference and shows each chance in A and B", async () => {
    const a = { ...DEFAULT_SETUP, trials: 20_000, seed: "preview" };
    const b = {
      ...a,
      scenario: { ...a.scenario, defender: { ...a.scenario.defender, units: { "x-wing": 2, "y-wing": 1 } } },
    };
    const link = encodeCompare(b, a);
    const html = await pageWithOdds(`${baseUrl}/?${link}`, [a, b]);
    const ra = simulate(a.scenario, { trials: 20_000, seed: "preview" });
    const rb = simulate(b.scenario, { trials: 20_000, seed: "preview" });
    const description = meta(html, "og:description");
    expect(description).toContain("B = A + 1 X-wing.");
    expect(description).toContain(
      `Empire (attacker) wins ${percent(ra.outcomes.attacker.p)} → ${percent(rb.outcomes.attacker.p)}`,
    );
    const image = meta(html, "og:image");
    expect(image).toBe(`${baseUrl}/og?${link}`);
    const png = await fetch(image!);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
  });

  itFull(
    "a partly read link unfurls as what the page loads; one that could not be read says so",
    async () => {
      const html = await (await fetch(`${baseUrl}/?v=1&a=empire_stormtrooper.31&d=rebel_x-wing`)).text();
      expect(meta(html, "og:description")).toContain(
        "Empire: 1 Star Destroyer, 1 TIE Fighter (Darth Vader) vs Rebels: 1 X-wing (no leader)",
      );
      // (written back as version 2: a version-1 side plays for the win, said explicitly: docs/links-and-history.md)
      expect(meta(html, "og:image")).toBe(`${baseUrl}/og?v=2&d=rebel_x-wing________win`);
      const unreadable = await (await fetch(`${baseUrl}/?v=7&a=empire_tie-fighter`)).text();
      expect(unreadable).toContain("<title>A battle link that could not be read — Rebellion Odds</title>");
      expect(meta(unreadable, "og:image")).toBeUndefined();
    },
  );
});
