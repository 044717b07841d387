import path from "node:path";
import os from "node:os";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { switchTactics } from "@/lib/scenario/tactics-mode";
import { DEFAULT_SETUP, encodeSetup } from "@/lib/scenario/url-codec";
import { FULL, itFull } from "../helpers/tier";
import { useChromium, openPage, waitForState } from "./browser";
import { SULLUST } from "./sullust";

const baseUrl = inject("baseUrl");
const browser = useChromium();

/**
 * Words of statistics a player should not meet outside the Details (docs/answer-first.md#one-rounding-per-chance).
 */
const STATISTICS =
  /\bpts\b|\bpp\b|Δ|Wilson|paired test|\bseed\b|p-value|standard error|confidence|interval|σ/i;

/**
 * The page's visible lines outside every Details (`data-details`, components/fields/details-toggle.tsx; a panel
 * that folds as a `<details>`, What each card is worth, is read once open), form controls left out (their labels
 * are checked apart): each innermost block's text, as a player reads it.
 */
function visibleLines(page: Page, skip: readonly string[]): Promise<string[]> {
  return page.evaluate((skipped) => {
    const lines: string[] = [];
    const blocks = [...document.querySelectorAll<HTMLElement>("main p, main li, main tr, main h3, main h4")];
    const away = skipped.map((id) => `[data-testid="${id}"]`).join(", ");
    for (const el of blocks) {
      if (el.closest("[data-details], select, option, [hidden]") || el.offsetParent === null) continue;
      if (away !== "" && el.closest(away)) continue;
      if (blocks.some((b) => b !== el && el.contains(b))) continue;
      const text = el.innerText.replace(/\s+/g, " ").trim();
      if (text) lines.push(text);
    }
    return lines;
  }, skip);
}

/**
 * Every visible piece of text on the whole page outside the Details (headings, labels, buttons, table cells, the
 * header and footer included), for the statistics words: a word can hide in a button or the footer as well as in a
 * line. Left out: the Options' seed field, named as the CLI's and the API's `seed` is (a setting, not a number
 * the page reports).
 */
function allText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest("[data-details], select, script, style, [hidden], .sr-only")) continue;
      if (el.closest('label[for="seed"]') || el.closest("button")?.parentElement?.querySelector("#seed"))
        continue;
      if (el.offsetParent === null && getComputedStyle(el).position !== "fixed") continue;
      const text = (n.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text) out.push(text);
    }
    return out;
  });
}

/**
 * Whether each of a line's chances is written as the page writes every chance outside the Details
 * (lib/format/percent.ts:formatPercent): whole percents, one decimal under 10% and over 90%, whatever else shares the
 * line. A bound ("wins outright under 5%", auto's reason: docs/rules.md#auto) is not a chance and is left out.
 */
function roundingProblem(line: string): string | null {
  const numbers = [...line.matchAll(/(?<![<>\d.])(?<!under )(\d+(?:\.(\d+))?)%/g)].map((m) => ({
    value: Number(m[1]),
    decimals: m[2]?.length ?? 0,
  }));
  const inner = numbers.filter((n) => n.value !== 0 && n.value !== 100);
  if (inner.some((n) => n.decimals > 1)) return "more than one decimal";
  if (
    inner.some((n) => n.decimals === 0 && ((n.value >= 1 && n.value < 10) || (n.value > 90 && n.value <= 99)))
  )
    return "a whole percent under 10% or over 90%";
  if (inner.some((n) => n.decimals === 1 && n.value > 10 && n.value < 90))
    return "a decimal where none is needed";
  return null;
}

/** Fields (inputs, selects, text areas) without a label on the screen. */
function unlabelled(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element | null) =>
      el instanceof HTMLElement && el.offsetParent !== null && el.innerText.trim() !== "";
    const out: string[] = [];
    for (const field of document.querySelectorAll<HTMLElement>("main input, main select, main textarea")) {
      if (field.offsetParent === null || field.closest("details:not([open])")) continue;
      const id = field.id;
      const byFor = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : null;
      const wrap = field.closest("label");
      const wrapText = wrap
        ? wrap.innerText.replace(field instanceof HTMLSelectElement ? field.innerText : "", "").trim()
        : "";
      const by = (field.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
      const ok =
        shown(byFor) ||
        (wrap !== null && wrapText !== "") ||
        by.some((x) => shown(document.getElementById(x)));
      if (
        !ok &&
        (field as HTMLInputElement).type !== "radio" &&
        (field as HTMLInputElement).type !== "checkbox"
      )
        out.push(field.id || field.getAttribute("aria-label") || field.outerHTML.slice(0, 60));
    }
    return out;
  });
}

/** Panels left out of the scan (none: every panel is held to the rule). */
const PENDING: string[] = [];

async function check(page: Page): Promise<string[]> {
  const lines = await visibleLines(page, PENDING);
  expect(lines.length).toBeGreaterThan(20);
  const rounding = lines.flatMap((l) => {
    const problem = roundingProblem(l);
    return problem ? [`${problem}: ${l}`] : [];
  });
  const words = [...lines, ...(await allText(page))].filter((l) => STATISTICS.test(l));
  const fields = await unlabelled(page);
  expect({ rounding, words, fields }).toEqual({ rounding: [], words: [], fields: [] });
  return lines;
}

describe("numbers and words for people", () => {
  it("the line rule itself", () => {
    expect(roundingProblem("TIE Fighters: 90.2% to lose one, 29% all 4")).toBeNull();
    expect(roundingProblem("TIE Fighters: 90.2% to lose one, 29.0% all 4")).toBe(
      "a decimal where none is needed",
    );
    expect(roundingProblem("62% and 29%")).toBeNull();
    expect(roundingProblem("5% and 29%")).toBe("a whole percent under 10% or over 90%");
    expect(roundingProblem("the Rebels win outright under 5% · hold space 62%")).toBeNull();
    expect(roundingProblem("55.0% and 29%")).toBe("a decimal where none is needed");
    expect(roundingProblem("4.7% and 10.0% and 90.0% and 10% and 90%")).toBeNull();
    expect(roundingProblem("Space: the Empire >99% · nobody <1% · 0% · 100%")).toBeNull();
  });

  // Each check on each screen in the full run; `npm test` checks the base game on a desktop and Cinematic Combat
  // (every panel open) on a phone.
  for (const [name, viewport] of [
    ["desktop", { width: 1280, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    it.runIf(FULL || name === "desktop")(
      `${name}: one rounding per chance, no statistics words outside the Details, every field labelled`,
      async () => {
        const link = encodeSetup({ ...DEFAULT_SETUP, trials: 20_000, scenario: SULLUST });
        const page = await openPage(browser(), `${baseUrl}/?${link}`, viewport);
        await waitForState(page, "results", "done", 90_000);
        await page.getByTestId("force-attacker").getByRole("button", { name: "Damage taken" }).click();
        await page.getByTestId("force-defender").getByRole("button", { name: "Rebels' choices" }).click();
        // The panels with runs of their own, once their numbers are in.
        for (const panel of ["retreat-advisor", "what-if", "sensitivity"])
          if ((await page.getByTestId(panel).count()) > 0) await waitForState(page, panel, "done", 120_000);
        await check(page);
        await page.context().close();
      },
    );

    it.runIf(FULL || name === "phone")(
      `${name}, Cinematic Combat: the same with every panel open, What each card is worth and the cards already used included`,
      async () => {
        const cinematic = switchTactics(
          { ...DEFAULT_SETUP, trials: 10_000, scenario: SULLUST },
          { mode: "cinematic" },
        ).setup;
        expect(cinematic.scenario.tactics.mode).toBe("cinematic");
        const page = await openPage(browser(), `${baseUrl}/?${encodeSetup(cinematic)}`, viewport);
        await waitForState(page, "results", "done", 90_000);
        for (const [side, choices] of [
          ["force-attacker", "Empire's choices"],
          ["force-defender", "Rebels' choices"],
        ] as const) {
          const force = page.getByTestId(side);
          for (const fold of ["Damage taken", choices, "Cards already used"])
            await force.getByRole("button", { name: fold }).click();
          expect(await force.locator('button[aria-controls][aria-expanded="true"]').count()).toBe(3);
        }
        await page.getByTestId("card-worth").locator("summary").first().click();
        // (what a phone folds one tap away, opened too)
        // (one at a time, the first still folded: each tap takes one out of the list)
        const folded = page.locator('[data-testid$="-fold"][aria-expanded="false"]:visible');
        for (let i = 0; i < 12 && (await folded.count()) > 0; i++) await folded.first().click();
        expect(await folded.count()).toBe(0);
        for (const panel of ["retreat-advisor", "what-if", "sensitivity", "card-worth"])
          if ((await page.getByTestId(panel).count()) > 0) await waitForState(page, panel, "done", 240_000);
        const lines = await check(page);
        // The scan read the open card panel: its words and its cards' worth ("Swarm Tactics (Empire, space) −4.1 points …").
        expect(lines.some((l) => l.startsWith("For each card still in a hand"))).toBe(true);
        expect(
          lines.filter((l) => / points?\b/.test(l) && /\((Empire|Rebels), (space|ground)\)/.test(l)).length,
        ).toBeGreaterThan(0);
        await page.getByTestId("card-worth").screenshot({
          path: path.join(os.tmpdir(), `numbers-words-card-worth-${process.pid}-${name}.png`),
        });
        await page.context().close();
      },
      400_000,
    );
  }

  itFull(
    "the Plan and Compare panels once their numbers are in: one rounding a line, their ranges labelled",
    async () => {
      const link = `${encodeSetup({ ...DEFAULT_SETUP, trials: 20_000 })}&plan=attacker.80`;
      const page = await openPage(browser(), `${baseUrl}/?${link}`);
      await waitForState(page, "plan", "done", 120_000);
      expect(await page.locator('[data-testid^="plan-"][data-testid$="-p"]').count()).toBeGreaterThan(0);
      // A plan's chance and its range: one line, one rounding, the range named.
      const plans = (await check(page)).filter((l) => /^\d+ units?: /.test(l));
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) expect(plan).toMatch(/ \S+% range \S+%–\S+%/);
      await page.getByRole("button", { name: "Pin this result as A" }).click();
      await page.getByRole("button", { name: "One more X-wing" }).click();
      await waitForState(page, "compare", "ready", 120_000);
      // A → B: one line each.
      const changes = (await check(page)).filter((l) => l.includes("→"));
      expect(changes.length).toBeGreaterThan(0);
      for (const change of changes) expect(change).toMatch(/^[^:]+: \S+% → \S+%/);
      await page.context().close();
    },
    300_000,
  );
});
