import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import { previewResult } from "@/lib/share/preview-result";
import { percent, previewText } from "@/lib/share/preview-text";
import { DEFAULT_SETUP, decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";
import { GET } from "@/app/og/route";

describe("link previews", () => {
  it("describe the forces and the same headline numbers the page shows for the link's trials and seed", () => {
    const setup = { ...DEFAULT_SETUP, trials: 20_000, seed: "abc" };
    const result = previewResult(setup);
    expect(result).toEqual(simulate(setup.scenario, { trials: 20_000, seed: "abc" }));
    const text = previewText(setup, result);
    expect(text.description).toContain(
      "Empire: 1 Star Destroyer, 1 TIE Fighter (Darth Vader) vs Rebels: 1 X-wing, 1 Y-wing (Jan Dodonna).",
    );
    expect(text.description).toContain(`Empire (attacker) wins ${percent(result.outcomes.attacker.p)}`);
    expect(text.description).toContain("20,000 simulated battles, seed abc, with tactic cards.");
    expect(text.title).toBe(
      `The Empire attacks the Rebels: ${percent(result.outcomes.attacker.p)} attacker win — Rebellion Odds`,
    );
  });

  it("formats extreme percentages without claiming certainty", () => {
    expect(percent(0.9995)).toBe(">99.9%");
    expect(percent(0.0004)).toBe("<0.1%");
    expect(percent(0)).toBe("0.0%");
    expect(percent(1)).toBe("100.0%");
  });

  it("/og draws a 1200×630 PNG for a link, and for a broken link the default battle", async () => {
    const query = encodeSetup({ ...DEFAULT_SETUP, trials: 5000 });
    expect(decodeSetup(query).ok).toBe(true);
    for (const url of [`http://x/og?${query}`, "http://x/og?v=1&a=empire_stormtrooper.99"]) {
      const res = GET(new Request(url));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      const png = new Uint8Array(await res.arrayBuffer());
      expect(Array.from(png.slice(1, 4))).toEqual([0x50, 0x4e, 0x47]);
      const view = new DataView(png.buffer);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    }
  });
});

describe("results sent with the page", () => {
  it("runs a cheap setup on the server with exactly simulate()'s numbers, and gives up past its budget", async () => {
    const { quickResult } = await import("@/lib/share/preview-result");
    const setup = { ...DEFAULT_SETUP, trials: 6000, seed: "quick" };
    expect(await quickResult(setup, 10_000)).toEqual(
      simulate(setup.scenario, { trials: 6000, seed: "quick" }),
    );
    // A clock that jumps 1 s per reading: past a 300 ms budget after the first chunk.
    let t = 0;
    const slow = { ...DEFAULT_SETUP, trials: 6000, seed: "slow" };
    expect(await quickResult(slow, 300, () => (t += 1000))).toBeNull();
    // Links asking for more trials than the server runs are left to the browser.
    expect(await quickResult({ ...DEFAULT_SETUP, trials: 500_000 })).toBeNull();
  });
});
