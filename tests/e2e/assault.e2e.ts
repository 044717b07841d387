import { describe, expect, it } from "vitest";
import { assaultOdds, parseAssault } from "@/lib/assault";
import { formatPercent } from "@/lib/format/percent";
import { useAssaultPages } from "./assault-page";
import { itFull } from "../helpers/tier";

const { baseUrl, browser, open } = useAssaultPages();

function odds(input: unknown) {
  const r = parseAssault(input);
  if (!r.ok) throw new Error(r.error);
  return assaultOdds(r.assault);
}

describe("/assault", () => {
  it("shows the exact answer first, on a 375-px phone without sideways scrolling", async () => {
    const page = await open(375);
    const expected = odds({
      attack: { dice: ["blue", "green"], surges: [{ damage: 1 }, { pierce: 1 }] },
      defense: { dice: ["white"] },
      range: 4,
      health: 5,
    });
    expect(await page.getByTestId("mean-damage").innerText()).toContain(expected.damage.mean.toFixed(2));
    expect(await page.getByTestId("p-miss").innerText()).toContain(formatPercent(expected.miss));
    expect(await page.getByTestId("p-defeated").innerText()).toContain(formatPercent(expected.defeated!));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Every control (die icons, surge chips, steppers, switches, pin, share) is a 44-px target.
    const boxes = await page
      .locator("main button:visible, main input:visible, main select:visible, main summary:visible")
      .evaluateAll((els) =>
        els.map((e) => {
          // (a checkbox is tapped through its label)
          const target = e.matches("input[type=checkbox]") ? (e.closest("label") ?? e) : e;
          const r = target.getBoundingClientRect();
          return { what: e.outerHTML.slice(0, 80), width: r.width, height: r.height };
        }),
      );
    expect(boxes.length).toBeGreaterThan(20);
    for (const box of boxes) {
      expect(box.width, box.what).toBeGreaterThanOrEqual(44);
      expect(box.height, box.what).toBeGreaterThanOrEqual(44);
    }
    await page.close();
  });

  itFull("answers a tapped die at once, and the share link reopens the same attack", async () => {
    const page = await open(390);
    await page.getByTestId("add-red").click();
    await page.getByLabel("Add surge ability Stun").click();
    const expected = odds({
      attack: {
        dice: ["blue", "green", "red"],
        surges: [{ damage: 1 }, { pierce: 1 }, { condition: "Stun" }],
      },
      defense: { dice: ["white"] },
      range: 4,
      health: 5,
    });
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="mean-damage"]')?.textContent?.includes(text),
      expected.damage.mean.toFixed(2),
    );
    expect(await page.getByTestId("conditions").innerText()).toContain(
      `Stun applied ${formatPercent(expected.conditions.Stun!)}`,
    );
    const link = await page.getByTestId("share-url").inputValue();
    expect(link).toContain("/assault?v=2&atk=blue.green.red");
    const again = await browser().newPage({ viewport: { width: 390, height: 900 } });
    await again.goto(link);
    await again.getByTestId("headline").waitFor();
    expect(await again.getByTestId("mean-damage").innerText()).toContain(expected.damage.mean.toFixed(2));
    expect(await again.getByTestId("attack-pool").locator("button").count()).toBe(3);
    await again.close();
    await page.close();
  });

  it("pins A and shows the difference; a bad part of a link is named and the rest kept", async () => {
    const page = await open(1280);
    await page.getByTestId("pin").click();
    await page.getByTestId("add-black").click();
    await page.getByText("vs A").first().waitFor();
    expect(page.url()).toContain("pin=");
    const bad = await open(1280, "?v=1&atk=red.purple");
    expect(await bad.getByTestId("link-notice").innerText()).toContain(
      'Part of the attack link: attack dice: "purple" is not an attack die (red, blue, green, yellow); attack dice "purple" left out',
    );
    expect(await bad.getByTestId("attack-pool").locator("button").count()).toBe(1);
    await bad.close();
    const refused = await open(1280, "?v=3&atk=red");
    expect(await refused.getByTestId("link-notice").innerText()).toContain(
      'Invalid attack link: version "3" is not known (this page reads versions 1 to 2) — showing the opening attack instead.',
    );
    await refused.close();
    await page.close();
  });

  itFull(
    "explains a miss by range and fixes it in one tap; keeps a one-line answer in view on a phone",
    async () => {
      const page = await open(375, "?v=1&atk=red.yellow&def=black&sg=none&r=4&hp=none");
      expect(await page.getByTestId("p-miss").innerText()).toContain("100%");
      const fix = page.getByTestId("range-fix");
      expect(await fix.innerText()).toContain("Red + Yellow reach range 2 at most");
      expect(await page.getByTestId("no-damage").innerText()).toBe(
        "No damage to chart: the attack always misses.",
      );
      await fix.getByRole("button", { name: "Set range 2" }).click();
      await expect.poll(() => page.getByTestId("n-range").locator("output").innerText()).toBe("2");
      expect(await page.getByTestId("range-fix").count()).toBe(0);
      expect(page.url()).toContain("r=2");
      // The header names this calculator; the bars carry their percentages.
      expect(await page.getByTestId("site-tagline").innerText()).toBe(
        "Exact attack odds for Star Wars: Imperial Assault",
      );
      expect(await page.locator("[data-testid=damage-chart] .recharts-label-list").count()).toBeGreaterThan(
        0,
      );
      // Scrolled down to the Health stepper, the one-line answer is still on screen.
      await page.getByTestId("n-health").scrollIntoViewIfNeeded();
      const line = await page.getByTestId("answer-line").boundingBox();
      expect(line).not.toBeNull();
      expect(line!.y).toBeGreaterThanOrEqual(0);
      expect(line!.y).toBeLessThan(60);
      expect(await page.getByTestId("answer-line").innerText()).toMatch(/damage · miss \d/);
      await page.close();
    },
  );

  it("takes power tokens and answers which one to spend against the other side's best answer", async () => {
    const page = await open(1280, "?v=1&atk=red&def=black&sg=none&r=none&hp=3");
    await page.getByTestId("token-attack-which-1").click();
    expect(await page.getByTestId("token-attack-answer").innerText()).toContain(
      "Spend the damage token: defeated 5.6% against the target's best answer (+1 Block); the surge token: 0% (it answers +1 Block)",
    );
    await page.getByTestId("token-attack-answer").getByRole("button", { name: "Use it" }).click();
    await expect.poll(() => page.getByTestId("p-defeated").innerText()).toContain("25%");
    expect(page.url()).toContain("apt=damage");
    // The target's advice answers the token the attacker set.
    await page.getByTestId("token-defense-which-1").click();
    expect(await page.getByTestId("token-defense-answer").innerText()).toContain(
      "Against +1 Damage, spend the block token: defeated 5.6% (evade: 25%)",
    );
    // Two attacks: a token on each, and no third.
    await page.getByTestId("n-attacks").getByRole("button", { name: "Attacks up" }).click();
    await page
      .getByRole("group", { name: "Attacker's power tokens, attack 2" })
      .getByRole("button", { name: "+1 Damage" })
      .click();
    await expect.poll(() => page.url()).toContain("apt=damage.damage");
    await page.getByTestId("n-attacks").getByRole("button", { name: "Attacks up" }).click();
    const third = page.getByRole("group", { name: "Attacker's power tokens, attack 3" });
    expect(await third.getByRole("button", { name: "+1 Damage" }).isDisabled()).toBe(true);
    await page.close();
  });

  itFull("carries the link's odds in the preview metadata", async () => {
    // One red die with the opening +1 Damage surge: 1, 2, 2, 3 (2 + surge), 3, 3.
    const res = await fetch(`${baseUrl}/assault?v=1&atk=red&def=none&r=none&hp=3`);
    const html = await res.text();
    expect(html).toContain("<title>Red vs no defence dice, melee, health 3 — Imperial Assault odds</title>");
    // rounded as the page rounds them (the preview once said 28.3% where the page said 28%)
    expect(html).toContain("Exact odds: defeated 50%, expected damage 2.33, miss 0%.");
    const shown = await open(390, "?v=1&atk=red&def=none&r=none&hp=3");
    expect(await shown.getByTestId("p-defeated").innerText()).toContain("50%");
    expect(await shown.getByTestId("p-miss").innerText()).toMatch(/(^|\s)0%$/);
    await shown.close();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    // (the image is the link as this version writes it: a version-1 link keeps its rerolls for the defeat)
    expect(image).toMatch(/\/assault\/og\?v=2&atk=red&def=none&r=none&hp=3&rf=defeat$/);
    for (const query of ["v=1&atk=red&def=none&r=none&hp=3", "v=1&atk=purple", "v=3", "v=1&__proto__=1"]) {
      const png = await fetch(`${baseUrl}/assault/og?${query}`);
      expect(png.status, query).toBe(200);
      expect(png.headers.get("content-type")).toBe("image/png");
    }
    const bad = await (await fetch(`${baseUrl}/assault?v=3&atk=purple`)).text();
    expect(bad).toContain("<title>An attack link that cannot be read — Imperial Assault odds</title>");
  });

  itFull("after one visit, opens a share link with the network off and computes it in the page", async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/assault`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.goto(`${baseUrl}/assault?v=1&atk=red&def=none&r=none&hp=3`);
    await expect.poll(() => page.getByTestId("p-defeated").innerText()).toContain("50%");
    expect(await page.getByTestId("mean-damage").innerText()).toContain("2.33");
    await context.close();
  });
});
