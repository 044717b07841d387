import { describe, expect, inject, it } from "vitest";
import { simulate } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import { NAME_MAX } from "@/lib/scenario/clean-name";
import { SHARED_PARAM } from "@/lib/scenario/link-riders";
import { decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";
import { sharedChances } from "@/lib/share/shared-odds";
import { openBattleMenu, openPage, useChromium, waitForState } from "./browser";
import { itFull } from "../helpers/tier";

// docs/links-and-history.md#name-and-shared-odds: a link carries the battle's name and the odds it was shared
// with.
const baseUrl = inject("baseUrl");
const browser = useChromium();

const BATTLE =
  "v=1&a=empire_tie-fighter.3,star-destroyer_darth-vader&d=rebel_x-wing.3,y-wing.2&t=5000&seed=s34";
/** The same battle as the page writes it back: today's link version (a version-1 link plays for the win). */
const BATTLE_NOW = (() => {
  const decoded = decodeSetup(BATTLE);
  if (!decoded.ok) throw new Error(decoded.error);
  return encodeSetup(decoded.setup);
})();

function pageRun() {
  const decoded = decodeSetup(BATTLE);
  if (!decoded.ok) throw new Error(decoded.error);
  return simulate(decoded.setup.scenario, { trials: 5000, seed: "s34" });
}

describe("a link's name and shared odds", () => {
  it("shows the name in the title and the field, and says when its own run differs from the shared odds", async () => {
    const now = pageRun().outcomes.attacker.p;
    const was = now > 0.5 ? now - 0.3 : now + 0.3;
    const shared = SHARED_PARAM.serialize({ b: { attacker: was, defender: 0, mutual: 0 }, a: null });
    const page = await openPage(
      browser(),
      `${baseUrl}/?${BATTLE}&name=Sullust%2C%20turn%206&shared=${shared}`,
    );
    await waitForState(page, "results", "done");
    expect(await page.title()).toBe("Sullust, turn 6 — Rebellion Odds");
    expect(await page.getByTestId("battle-name").inputValue()).toBe("Sullust, turn 6");
    await page.getByTestId("shared-drift").waitFor();
    expect(await page.getByTestId("shared-drift").innerText()).toBe(
      `The link says ${formatPercent(SHARED_PARAM.parse(shared).b.attacker)}; this calculator says ${formatPercent(now)}.`,
    );
    // Renaming it (in the battle menu): the title, the address bar and the link to copy follow, escaped.
    await openBattleMenu(page);
    await page.getByTestId("battle-name").fill("Yavin & <b>co</b>");
    await page.waitForURL(/name=Yavin%20%26%20%3Cb%3Eco%3C%2Fb%3E/);
    expect(await page.title()).toBe("Yavin & <b>co</b> — Rebellion Odds");
    expect(await page.getByTestId("share-url").inputValue()).toContain(
      "name=Yavin%20%26%20%3Cb%3Eco%3C%2Fb%3E",
    );
    // A name cleared gives the app's own title back.
    await page.getByTestId("battle-name").fill("");
    await page.waitForFunction(
      () => document.title === "Rebellion Odds — Star Wars: Rebellion combat calculator",
    );
    await page.getByTestId("battle-name").fill("Yavin & <b>co</b>");
    // An edit leaves the shared odds behind: they were another battle's.
    await page.getByTestId("force-attacker").getByRole("button", { name: "One more TIE Fighter" }).click();
    await page.waitForURL((u) => !u.search.includes("shared="));
    expect(await page.getByTestId("shared-drift").count()).toBe(0);
    await page.context().close();
  });

  itFull("says nothing when the run gives the shared odds, and copies the page's own odds", async () => {
    const odds = SHARED_PARAM.serialize({ b: sharedChances(pageRun()), a: null });
    const page = await openPage(browser(), `${baseUrl}/?${BATTLE}&shared=${odds}`);
    await waitForState(page, "results", "done");
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid="share-url"]') as HTMLInputElement | null)?.value.includes(
        "shared=",
      ),
    );
    expect(await page.getByTestId("shared-drift").count()).toBe(0);
    expect(await page.getByTestId("share-url").inputValue()).toBe(`${baseUrl}/?${BATTLE_NOW}&shared=${odds}`);
    await page.context().close();
  });

  itFull(
    "hostile names: markup stays text, 10,000 characters are cut to 60, control and direction marks go",
    async () => {
      const dialogs: string[] = [];
      const name = `\u202E<img src=x onerror="alert(1)">\u0000\u0007${"x".repeat(10_000)}`;
      const res = await fetch(`${baseUrl}/?v=1&t=2000&name=${encodeURIComponent(name)}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain("<img src=x");
      const context = await browser().newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      page.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto(`${baseUrl}/?v=1&t=2000&name=${encodeURIComponent(name)}`);
      await page.waitForSelector('[data-ready="true"]');
      const shown = await page.getByTestId("battle-name").inputValue();
      const markup = '<img src=x onerror="alert(1)">';
      expect(shown).toBe(`${markup}${"x".repeat(NAME_MAX - markup.length)}`);
      expect(await page.locator("img[src=x]").count()).toBe(0);
      expect(await page.title()).toBe(`${shown} — Rebellion Odds`);
      for (const q of [`name=${"%E2%80%AE".repeat(800)}`, "name=%ZZ%00", `shared=${"9".repeat(5000)}`]) {
        const r = await fetch(`${baseUrl}/?v=1&t=2000&${q}`);
        expect(r.status, q.slice(0, 30)).toBe(200);
        const og = await fetch(`${baseUrl}/og?v=1&t=2000&${q}`);
        expect(og.status, q.slice(0, 30)).toBe(200);
      }
      // a name escaped past the server's header limit (33,600 characters) is cut as the page cuts it, not refused
      const huge = `${baseUrl}/?v=1&t=2000&name=${encodeURIComponent(markup.repeat(400))}`;
      const cut = await fetch(huge, { redirect: "manual" });
      expect(cut.status).toBe(303);
      await page.goto(huge);
      await page.waitForSelector('[data-ready="true"]');
      expect(await page.getByTestId("battle-name").inputValue()).toBe(markup.repeat(3).slice(0, NAME_MAX));
      expect(dialogs).toEqual([]);
      await page.context().close();
    },
  );

  itFull("Recent battles show the name and the chance the page showed", async () => {
    const page = await openPage(browser(), `${baseUrl}/?${BATTLE}&name=Hoth`);
    await waitForState(page, "results", "done");
    await page.getByTestId("recent-toggle").click();
    await page
      .getByTestId("recent-seen")
      .getByText(`Empire wins ${formatPercent(pageRun().outcomes.attacker.p)}`)
      .waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("recent-name").allInnerTexts()).toEqual(["Hoth"]);
    await page.context().close();
  });

  itFull(
    "a link too long for the server because of a tracking tail loads the battle without it, saying so",
    async () => {
      const long = `${baseUrl}/?${BATTLE}&utm_source=${"x".repeat(20_000)}&fbclid=abc`;
      const res = await fetch(long, { redirect: "manual" });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`/?${BATTLE}&dropped=utm_source%2Cfbclid`);
      const page = await openPage(browser(), long);
      await page.getByTestId("link-notice").waitFor();
      expect(await page.getByTestId("link-notice").innerText()).toContain(
        'it was too long for the server, so what this app does not read was left out ("utm_source" and "fbclid")',
      );
      await waitForState(page, "results", "done");
      expect(await page.locator("#attacker-tie-fighter").inputValue()).toBe("3");
      // the address bar holds the battle, without the server's note
      await page.waitForURL(`${baseUrl}/?${BATTLE_NOW}`);
      await page.context().close();
    },
  );
});
