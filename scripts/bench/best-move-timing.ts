import type { Browser, Page } from "playwright-core";
import type { ScenarioInput } from "@/lib/scenario";
import { SULLUST } from "@/lib/scenario/presets";
import { benchContext, benchLink } from "./answers-timing";

/**
 * The timing of docs/performance.md#the-best-move (`npm run bench:browser -- --best-move`): Sullust at 100,000 trials
 * opened, the page left to settle its answers (as at the table, where the page is open before the dice are
 * rolled), then a roll entered in the page (the Empire in space: red 2 hits and a direct hit, black 1 hit; in
 * Cinematic Combat black 1 special more, for Vader's rerolls and the next step's pick) and "Best move" tapped; timed on the page's own clock from the tap until the answer shows, beside the main run's own
 * time (what the page reports: "in 1.31 s").
 */

export interface BestMoveTimes {
  readonly mainMs: number;
  readonly bestMoveMs: number;
}

/** A battle timed: Sullust as set up, and the faces tapped (one more of each, in order). */
export interface BestMoveBattle {
  readonly name: string;
  readonly input: ScenarioInput;
  readonly taps: readonly string[];
}

/** The Empire's two Star Destroyers and four TIE Fighters' roll. */
const TAPS = ["rolled-red-hit", "rolled-red-hit", "rolled-red-direct", "rolled-black-hit"] as const;

export const BEST_MOVE_BATTLES: readonly BestMoveBattle[] = [
  { name: "Sullust", input: SULLUST, taps: TAPS },
  {
    name: "Sullust, Cinematic",
    input: { ...SULLUST, tactics: "cinematic" } as ScenarioInput,
    taps: [...TAPS, "rolled-black-special"],
  },
];

async function settled(page: Page): Promise<number> {
  await page.waitForSelector('[data-testid="results"][data-state="done"]', { timeout: 600_000 });
  const status = (await page.getByTestId("run-status").textContent()) ?? "";
  const m = /in (\d+\.\d+) s/.exec(status);
  if (!m) throw new Error(`the page did not run the battle itself: "${status}"`);
  // (what-if is the last of the answers to settle on Sullust: docs/performance.md#answers-that-keep-up)
  await page.waitForSelector('[data-testid="what-if"][data-state="done"]', { timeout: 600_000 });
  return Number(m[1]) * 1000;
}

export async function bestMoveTimes(
  browser: Browser,
  base: string,
  seed: string,
  battle: BestMoveBattle = BEST_MOVE_BATTLES[0]!,
): Promise<BestMoveTimes> {
  const { link } = benchLink(base, battle.input, seed);
  const context = await benchContext(browser);
  const page = await context.newPage();
  await page.goto(link);
  const mainMs = await settled(page);
  await page.getByTestId("in-progress-switch").check();
  for (const id of battle.taps)
    await page
      .getByTestId(id)
      .getByRole("button", { name: /one more/ })
      .click();
  const bestMoveMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        const look = () => {
          if (document.querySelector('[data-testid="best-move"]')) resolve(performance.now() - started);
          else requestAnimationFrame(look);
        };
        (document.querySelector('[data-testid="best-move-button"]') as HTMLButtonElement).click();
        requestAnimationFrame(look);
      }),
  );
  await context.close();
  return { mainMs, bestMoveMs };
}
