import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import { previewImage } from "@/lib/preview/preview-image";
import { previewText, type PreviewText } from "@/lib/share/preview-text";
import { decodePageLink } from "@/lib/share/page-link";
import { shareQuery } from "@/lib/share/share-query";
import { sharedChances, sharedDrift } from "@/lib/share/shared-odds";
import { cleanName, NAME_MAX } from "@/lib/scenario/clean-name";
import { SHARED_PARAM } from "@/lib/scenario/link-riders";
import { decodeSetup, DEFAULT_SETUP, type Setup } from "@/lib/scenario/url-codec";
import type { ServerRuns } from "@/lib/share/preview-result";
import { GET } from "@/app/og/route";

function setupOf(query: string): Setup {
  const d = decodeSetup(query);
  if (!d.ok) throw new Error(d.error);
  return d.setup;
}

/** A server that runs what it is asked, here (`ran`: the trials of each run). */
function simRuns(ran: number[]): ServerRuns & { engine: string } {
  return {
    engine: `test-${Math.random()}`,
    cached: () => undefined,
    run: (r) => {
      ran.push(r.trials);
      return Promise.resolve({ kind: "done", value: simulate(r.scenario, r) });
    },
  };
}

function drawer() {
  const drawn: PreviewText[] = [];
  const draw = (text: PreviewText) => {
    drawn.push(text);
    return Promise.resolve({ png: new Uint8Array([1]), complete: true });
  };
  return { draw, drawn };
}

describe("a battle's name (name=)", () => {
  it("is plain text: control and direction characters out, spaces collapsed, cut to 60 characters", () => {
    expect(cleanName("  Sullust,\tturn\n6  ")).toBe("Sullust, turn 6");
    expect(cleanName("a\u202Egnp.exe\u202C\u200F\u0000\u0007b")).toBe("agnp.exeb");
    expect(cleanName('<script>alert("x")</script>')).toBe('<script>alert("x")</script>');
    expect(cleanName("x".repeat(10_000))).toBe("x".repeat(NAME_MAX));
    expect(Array.from(cleanName("🪦".repeat(100)))).toHaveLength(NAME_MAX);
    expect(cleanName("\u202E\u0000 ")).toBe("");
  });

  it("rides in the link, escaped, and reads back cleaned", () => {
    const query = shareQuery(
      { setup: DEFAULT_SETUP, pinned: null, plan: null, name: "Sullust, turn 6 & <b>", shared: null },
      true,
    );
    expect(query).toBe("v=2&name=Sullust%2C%20turn%206%20%26%20%3Cb%3E");
    expect(decodePageLink(new URLSearchParams(query)).name).toBe("Sullust, turn 6 & <b>");
    const hostile = `v=2&name=${encodeURIComponent(`\u202E${"<img src=x onerror=alert(1)>".repeat(400)}\u0000`)}`;
    const page = decodePageLink(new URLSearchParams(hostile));
    expect(page.name).toBe("<img src=x onerror=alert(1)>".repeat(3).slice(0, NAME_MAX));
    expect(page.initial).toEqual(DEFAULT_SETUP);
    expect(page.dropped).toEqual([]);
  });

  it("goes into the preview's title, and into the image drawable in its font", () => {
    const result = simulate(DEFAULT_SETUP.scenario, { trials: 2000, seed: "1" });
    const text = previewText({ ...DEFAULT_SETUP, trials: 2000 }, result, null, { name: "Yavin — Ω <b>" });
    expect(text.title).toMatch(/^Yavin — Ω <b> · The Empire attacks the Rebels: .* — Rebellion Odds$/);
    expect(text.name).toBe("Yavin — ? <b>");
  });
});

describe("shared odds (shared=)", () => {
  it("record B's headline chances and, in a comparison, A's, in percent to 2 decimals", () => {
    const odds = { b: { attacker: 0.98834, defender: 0.009, mutual: 0.00266 }, a: null };
    expect(SHARED_PARAM.serialize(odds)).toBe("98.83,0.9,0.27");
    expect(SHARED_PARAM.parse("98.83,0.9,0.27~61.5,30,8.5")).toEqual({
      b: { attacker: 0.9883, defender: 0.009, mutual: 0.0027 },
      a: { attacker: 0.615, defender: 0.3, mutual: 0.085 },
    });
    for (const bad of ["", "98.8", "98.8,1,1,1", "101,0,0", "60,60,0", "9e1,0,0", "1,2,3~4,5,6~7,8,9", "<b>"])
      expect(() => SHARED_PARAM.parse(bad), bad).toThrow();
  });

  it("an unreadable value is left out with one line; the battle loads", () => {
    const page = decodePageLink(new URLSearchParams(`v=1&t=5000&shared=${"9".repeat(3000)}`));
    expect(page.initial.trials).toBe(5000);
    expect(page.shared).toBeNull();
    expect(page.dropped).toEqual([
      `Part of the battle link: Invalid shared odds: "${"9".repeat(39)}…" is not three chances in percent (attacker, defender, mutual destruction: 98.8,0.9,0.3); left out`,
    ]);
  });

  it("of a link read in part are left out with one line: they were another battle's", async () => {
    // 9 AT-ATs break the game's limit of 4, so the attacker loads at the default; an unknown unit is left out.
    const partly = [
      // (the attacker left at the default plays for `auto`: its first battles are run too, docs/rules.md#auto)
      [
        "v=1&a=empire_at-at.9&t=2000&shared=97.1,2,0.9",
        "the attacker has 9 AT-ATs (the game has 4)",
        [2000, 2000],
      ],
      ["v=1&a=empire_death-trooper.2,tie-fighter.3&t=2000&shared=97.1,2,0.9", 'unit "death-trooper"', [2000]],
    ] as const;
    for (const [query, why, runsMade] of partly) {
      const page = decodePageLink(new URLSearchParams(query));
      expect(page.shared, query).toBeNull();
      expect(page.dropped).toHaveLength(2);
      expect(page.dropped[0]).toContain(why);
      expect(page.dropped[1]).toBe(
        "Part of the battle link: the odds it was shared with were for the whole battle it had, not what could be loaded; left out",
      );
      // the preview runs the battle the page loads instead of drawing the shared 97.1% as its odds
      const { draw, drawn } = drawer();
      const ran: number[] = [];
      const runs: ServerRuns & { engine: string } = {
        engine: `test-${Math.random()}`,
        cached: () => undefined,
        run: (r) => {
          ran.push(r.trials);
          return Promise.resolve({ kind: "done", value: simulate(r.scenario, r) });
        },
      };
      await previewImage(query, draw, runs);
      expect(ran).toEqual(runsMade);
      const run = simulate(page.initial.scenario, { trials: 2000, seed: "1" });
      expect(drawn[0]!.headline.find((h) => h.key === "attacker")!.text).toBe(
        formatPercent(run.outcomes.attacker.p),
      );
      expect(drawn[0]!.title).not.toContain("shared as");
      expect(drawn[0]!.footer).toBe("2,000 simulated battles, seed 1 · with tactic cards");
    }
    // read whole (a tracking key is no part of the battle), they stay
    const whole = decodePageLink(new URLSearchParams("v=1&t=2000&utm_source=x&shared=97.1,2,0.9"));
    expect(whole.shared?.b.attacker).toBeCloseTo(0.971, 10);
    expect(whole.dropped).toEqual([]);
  });

  it("are never drawn as the calculator's: the engine's odds are, the link's beside them where they differ (docs/links-and-history.md#name-and-shared-odds)", async () => {
    const query = "v=1&t=2000&seed=shared-1&name=Sullust";
    const own = simulate(setupOf(query).scenario, { trials: 2000, seed: "shared-1" });
    const engine = formatPercent(own.outcomes.attacker.p);
    // A forged link: 100% for the defender, who has under 1%.
    const { draw, drawn } = drawer();
    const ran: number[] = [];
    const res = await previewImage(`${query}&shared=0,100,0`, draw, simRuns(ran));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(ran).toEqual([2000]);
    const [text] = drawn;
    expect(text!.headline.slice(0, 3).map((h) => [h.label, h.text])).toEqual([
      ["Empire (attacker) wins", `${engine} (the link says 0%)`],
      ["Rebels (defender) win", `${formatPercent(own.outcomes.defender.p)} (the link says 100%)`],
      ["Mutual destruction", `${formatPercent(own.outcomes.mutual.p)}`],
    ]);
    expect(text!.title).toBe(
      `Sullust · The Empire attacks the Rebels: ${engine} (the link says 0%) attacker win — Rebellion Odds`,
    );
    expect(text!.footer).toBe(
      "The link's own odds differ: shown beside · 2,000 simulated battles, seed shared-1 · with tactic cards",
    );
    // The link's true odds agree: one number each, and nothing about the link.
    const honest = SHARED_PARAM.serialize({ b: sharedChances(own), a: null });
    const again = drawer();
    await previewImage(`${query}&shared=${honest}`, again.draw, simRuns([]));
    expect(again.drawn[0]!.headline[0]!.text).toBe(engine);
    expect(again.drawn[0]!.title).toBe(
      `Sullust · The Empire attacks the Rebels: ${engine} attacker win — Rebellion Odds`,
    );
    expect(again.drawn[0]!.footer).toBe("2,000 simulated battles, seed shared-1 · with tactic cards");
    // A server too busy to run it: no odds at all, the link's neither, and the image is not kept.
    const busy = drawer();
    const none = await previewImage(`${query}&shared=0,100,0`, busy.draw, {
      engine: `test-${Math.random()}`,
      cached: () => undefined,
      run: () => Promise.resolve({ kind: "busy", retryAfterS: 1, reason: "busy" }),
    });
    expect(busy.drawn[0]!.headline).toEqual([]);
    expect(busy.drawn[0]!.title).not.toContain("100%");
    expect(none.headers.get("cache-control")).toBe("no-store");
  });

  it("a comparison's preview shows A and B and the difference, from the engine's runs", async () => {
    const a = setupOf("v=1&a=empire_at-at.2,stormtrooper.4&d=rebel_rebel-trooper.4&t=2000");
    const b = setupOf("v=1&a=empire_at-at.3,stormtrooper.4&d=rebel_rebel-trooper.4&t=2000");
    const query = shareQuery(
      {
        setup: b,
        pinned: a,
        plan: null,
        name: "",
        shared: {
          b: { attacker: 0.5, defender: 0.4, mutual: 0.1 },
          a: { attacker: 0.5, defender: 0.4, mutual: 0.1 },
        },
      },
      true,
    );
    const { draw, drawn } = drawer();
    await previewImage(query, draw, simRuns([]));
    const [text] = drawn;
    const pa = formatPercent(simulate(a.scenario, { trials: 2000, seed: a.seed }).outcomes.attacker.p);
    const pb = formatPercent(simulate(b.scenario, { trials: 2000, seed: b.seed }).outcomes.attacker.p);
    expect(text!.compare).toBe("B = A + 1 AT-AT");
    expect(text!.title).toBe(`B = A + 1 AT-AT: Empire (attacker) wins ${pa} → ${pb} — Rebellion Odds`);
    expect(text!.attacker.units).toEqual(["4 Stormtroopers", "3 AT-ATs"]);
  });

  it("the page's line when its own run differs beyond rounding, and none when it rounds the same", () => {
    const result = simulate(DEFAULT_SETUP.scenario, { trials: 2000, seed: "1" });
    const same = sharedChances(result);
    expect(sharedDrift(same, result)).toBeNull();
    // what the link's two decimals cannot hold is no difference, even where it crosses a rounding edge
    expect(sharedDrift({ ...same, attacker: same.attacker + 0.00004 }, result)).toBeNull();
    expect(
      sharedDrift(SHARED_PARAM.parse(SHARED_PARAM.serialize({ b: same, a: null })).b, result),
    ).toBeNull();
    const p = result.outcomes.attacker.p;
    const was = { ...same, attacker: p > 0.5 ? p - 0.2 : p + 0.2 };
    expect(sharedDrift(was, result)).toMatch(/^The link says \d+(\.\d)?%; this calculator says \d+(\.\d)?%$/);
    expect(sharedDrift({ ...same, mutual: 0.5 }, result)).toMatch(
      /^The link says 50% \(mutual destruction\);/,
    );
  });

  it("hostile names and odds in /og: a PNG, never a 5xx", async () => {
    for (const q of [
      `v=1&name=${encodeURIComponent("<svg onload=alert(1)>".repeat(600))}&shared=98.8,1,0.2`,
      `v=1&name=${encodeURIComponent("\u202E\u0000\u0007\uFEFFعربي עברית")}`,
      `v=1&name=%E0%A4%A&shared=%00`,
      `v=1&name=${"x".repeat(10_000)}&shared=1,1,1~1,1,1`,
    ]) {
      const res = await GET(new Request(`http://x/og?${q}`));
      expect(res.status, q.slice(0, 60)).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
    }
  });

  it("a comparison's preview without odds (a busy server) still names the difference", () => {
    const a = setupOf("v=1&a=empire_at-at.2,stormtrooper.4&d=rebel_rebel-trooper.4");
    const b = setupOf("v=1&a=empire_at-at.3,stormtrooper.4&d=rebel_rebel-trooper.4");
    const text = previewText(b, null, { setup: a, result: null });
    expect(text.compare).toBe("B = A + 1 AT-AT");
    expect(text.title).toBe("B = A + 1 AT-AT — Rebellion Odds");
    expect(text.headline).toEqual([]);
  });
});
