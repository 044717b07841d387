import type { Browser, BrowserContext } from "playwright-core";
import { PRESETS, parseScenario, type Scenario, type ScenarioInput } from "@/lib/scenario";
import { SULLUST } from "@/lib/scenario/presets";
import { encodeSetup } from "@/lib/scenario/url-codec";
import { SLOW_BATCH_FLAG } from "@/lib/worker/worker-like";

/**
 * The timings of docs/performance.md#answers-that-keep-up, in one page load each (`npm run bench:browser -- --answers`): how long after the main
 * run settles the retreat verdict is settled (and, after a slow main run, first shown as an estimate), and what-if
 * and what each card is worth are complete, each as a ratio to the main run's own time (what the page reports: "in
 * 2.31 s"). Cards only in Cinematic Combat, the panel opened at once (so its runs come before what-if's, as when a
 * player opens it first).
 */

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
  /** After the main run settled, until a retreat verdict first showed as an estimate (null: none was shown). */
  readonly estimateMs: number | null;
  readonly whatIfMs: number;
  readonly cardsMs: number | null;
}

/**
 * Watches the page every frame (an init script, on the page's own clock) and keeps when each answer first showed:
 * the main run settled, a retreat estimate, the retreat verdict settled, what-if and card worth done.
 */
function watchAnswers(): void {
  const at: Record<string, number> = {};
  (window as unknown as { answerTimes: typeof at }).answerTimes = at;
  const seen = (sel: string) => document.querySelector(sel) !== null;
  const look = () => {
    const now = performance.now();
    const mark = (name: string, on: boolean) => {
      if (on && at[name] === undefined) at[name] = now;
    };
    mark("main", seen('[data-testid="results"][data-state="done"]'));
    if (at.main !== undefined) {
      const lines = [...document.querySelectorAll('[data-testid^="verdict-retreat-"][data-state]')];
      const states = lines.map((l) => l.getAttribute("data-state"));
      mark("estimate", states.includes("estimate"));
      mark(
        "retreat",
        states.length > 0 && states.every((x) => x === "stay" || x === "retreat" || x === "blocked"),
      );
      mark("whatIf", seen('[data-testid="what-if"][data-state="done"]'));
      mark("cards", seen('[data-testid="card-worth"][data-state="done"]'));
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** The page's link to `input` at 100,000 trials and `seed`, and the battle it holds. */
export function benchLink(
  base: string,
  input: ScenarioInput,
  seed: string,
): { scenario: Scenario; link: string } {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return {
    scenario: parsed.scenario,
    link: `${base}/?${encodeSetup({ scenario: parsed.scenario, trials: 100_000, seed })}`,
  };
}

/** A desktop's window with no service worker (its install would fetch pages from this same machine during a run). */
export function benchContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ serviceWorkers: "block", viewport: { width: 1280, height: 1000 } });
}

/**
 * One page load of `input` at 100,000 trials: the main run's own time (what the page reports) and each answer's
 * time after it settled. `slowMs`: every worker slowed to one batch per that many ms (lib/worker/worker-like.ts:
 * SLOW_BATCH_FLAG), a slow machine's main run, to time the retreat estimate.
 */
export async function answerTimes(
  browser: Browser,
  base: string,
  input: ScenarioInput,
  seed: string,
  slowMs = 0,
): Promise<AnswerTimes> {
  const { scenario, link } = benchLink(base, input, seed);
  const context = await benchContext(browser);
  if (slowMs > 0)
    await context.addInitScript(
      ([flag, ms]) => {
        (window as unknown as Record<string, number>)[flag as string] = ms as number;
      },
      [SLOW_BATCH_FLAG, slowMs] as const,
    );
  await context.addInitScript(watchAnswers);
  const page = await context.newPage();
  await page.goto(link);
  const cinematic = scenario.tactics.mode === "cinematic";
  if (cinematic) await page.getByTestId("card-worth").locator("summary").first().click();
  await page.waitForSelector('[data-testid="results"][data-state="done"]', { timeout: 600_000 });
  const status = (await page.getByTestId("run-status").textContent()) ?? "";
  const m = /in (\d+\.\d+) s/.exec(status);
  if (!m) throw new Error(`the page did not run the battle itself: "${status}"`);
  const mainMs = Number(m[1]) * 1000;
  await page.waitForFunction(
    ([a, b]) => {
      const at = (window as unknown as { answerTimes: Record<string, number> }).answerTimes;
      return (
        at.retreat !== undefined &&
        at[a as string] !== undefined &&
        (b === null || at[b as string] !== undefined)
      );
    },
    ["whatIf", cinematic ? "cards" : null] as const,
    { timeout: 600_000 },
  );
  const at = await page.evaluate(
    () => (window as unknown as { answerTimes: Record<string, number> }).answerTimes,
  );
  await context.close();
  const after = (name: string) => (at[name] === undefined ? null : at[name]! - at.main!);
  return {
    mainMs,
    retreatMs: after("retreat")!,
    estimateMs: after("estimate"),
    whatIfMs: after("whatIf")!,
    cardsMs: cinematic ? after("cards") : null,
  };
}
