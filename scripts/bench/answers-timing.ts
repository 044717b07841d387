import type { Browser, Page } from "playwright-core";
import { PRESETS, parseScenario, type ScenarioInput } from "@/lib/scenario";
import { encodeSetup } from "@/lib/scenario/url-codec";

/**
 * Issue 33's timings, in one page load each (`npm run bench:browser -- --answers`): how long after the main run
 * settles the retreat verdict is settled, and what-if and what each card is worth are complete, each as a ratio
 * to the main run's own time (what the page reports: "in 2.31 s"). Cards only in Cinematic Combat, the panel
 * opened at once (so its runs come before what-if's, as when a player opens it first).
 */

const SULLUST: ScenarioInput = {
  attacker: {
    faction: "empire",
    units: { "star-destroyer": 2, "tie-fighter": 4, "at-st": 3, stormtrooper: 4 },
    leaders: ["darth-vader"],
  },
  defender: {
    faction: "rebel",
    units: { "mon-calamari-cruiser": 1, "x-wing": 3, "y-wing": 2, "rebel-trooper": 4, "shield-generator": 1 },
    leaders: ["mon-mothma"],
  },
  tactics: "base",
};
const LARGE = PRESETS.find((p) => p.id === "large-battle")!.scenario;

export const ANSWER_BATTLES: readonly { name: string; scenario: ScenarioInput }[] = [
  { name: "Sullust, base cards", scenario: SULLUST },
  { name: "Sullust, Cinematic", scenario: { ...SULLUST, tactics: "cinematic" } },
  { name: "large battle, base cards", scenario: LARGE },
  { name: "large battle, Cinematic", scenario: { ...LARGE, tactics: "cinematic" } },
];

export interface AnswerTimes {
  readonly mainMs: number;
  /** After the main run settled, until the retreat verdict of both sides is settled. */
  readonly retreatMs: number;
  readonly whatIfMs: number;
  readonly cardsMs: number | null;
}

async function since(page: Page, selector: string, from: number): Promise<number> {
  await page.waitForSelector(selector, { timeout: 600_000 });
  return Date.now() - from;
}

export async function answerTimes(
  browser: Browser,
  base: string,
  input: ScenarioInput,
  seed: string,
): Promise<AnswerTimes> {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.error);
  const link = `${base}/?${encodeSetup({ scenario: parsed.scenario, trials: 100_000, seed })}`;
  const context = await browser.newContext({
    serviceWorkers: "block",
    viewport: { width: 1280, height: 1000 },
  });
  const page = await context.newPage();
  await page.goto(link);
  const cinematic = parsed.scenario.tactics.mode === "cinematic";
  if (cinematic) await page.getByTestId("card-worth").locator("summary").first().click();
  await page.waitForSelector('[data-testid="results"][data-state="done"]', { timeout: 600_000 });
  const settled = Date.now();
  const status = (await page.getByTestId("run-status").textContent()) ?? "";
  const m = /in (\d+\.\d+) s/.exec(status);
  if (!m) throw new Error(`the page did not run the battle itself: "${status}"`);
  const mainMs = Number(m[1]) * 1000;
  const pending = '[data-testid^="verdict-retreat-"][data-state="pending"]';
  const retreatMs = await page
    .waitForFunction((sel) => document.querySelectorAll(sel).length === 0, pending, { timeout: 600_000 })
    .then(() => Date.now() - settled);
  const cardsMs = cinematic
    ? await since(page, '[data-testid="card-worth"][data-state="done"]', settled)
    : null;
  const whatIfMs = await since(page, '[data-testid="what-if"][data-state="done"]', settled);
  await context.close();
  return { mainMs, retreatMs, whatIfMs, cardsMs };
}
