import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { FULL } from "../helpers/tier";
import { useChromium, openPage } from "./browser";

// axe-core (the accessibility engine behind Lighthouse and the axe browser tools) run on the real pages.
const axeSource = readFileSync(
  path.resolve(__dirname, "..", "..", "node_modules", "axe-core", "axe.min.js"),
  "utf8",
);
const baseUrl = inject("baseUrl");
const browser = useChromium();

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

async function violations(url: string, width: number): Promise<string[]> {
  const page = await openPage(browser(), url, { width, height: 900 });
  await page.waitForSelector('[data-testid="results"][data-state="done"], h1', { timeout: 30_000 });
  // Every panel open: folded units and leaders, damage, each side's choices, every explanation.
  for (const button of await page.locator('button[aria-expanded="false"]').all())
    if (await button.isVisible()) await button.click();
  // (the opened panels painted: two animation frames after the last click)
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.addScriptTag({ content: axeSource });
  const found = (await page.evaluate(
    async () =>
      (
        await (
          globalThis as unknown as {
            axe: { run: (d: Document, o: object) => Promise<{ violations: Violation[] }> };
          }
        ).axe.run(document, {
          resultTypes: ["violations"],
        })
      ).violations,
  )) as Violation[];
  await page.context().close();
  return found
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}

/** Each page once (`npm test`): the calculator with every panel open, the rules reference, Imperial Assault. */
const EACH_PAGE: [string, string, number][] = [
  ["the calculator, every panel open", "/", 1280],
  ["the rules reference", "/reference", 1280],
  ["the Imperial Assault calculator", "/assault?v=1&sg=d1.cStun&r=none", 1280],
];
/** The same on phones and in the states that add controls (`npm run test:full`). */
const MORE_STATES: [string, string, number][] = [
  ["the calculator on a phone, every panel open", "/", 375],
  [
    "a battle on both theaters with damage and a priority order, every panel open, on a phone",
    "/?v=1&a=empire_star-destroyer.2,at-at_darth-vader_star-destroyer.2_priority.x-wing_when-outgunned.0.5&d=rebel_x-wing.2,rebel-trooper.2",
    375,
  ],
  ["a comparison", "/?v=1&t=20000&vs=1~t:20000", 1280],
  [
    "a battle in progress (its round, retreats, cards held and dice entry), on a phone",
    "/?v=2&t=5000&mid=r.2",
    375,
  ],
  [
    "the luck gauge from a luck link, its lines and charts in, on a phone",
    "/?v=1&t=5000&luck=tie-fighter~x-wing",
    375,
  ],
  ...([1280, 375].map((width) => [
    `Cinematic Combat with cards already used and the card table, every panel open, at ${width} px`,
    "/?v=1&t=20000&a=empire_tie-fighter.3,assault-carrier,star-destroyer_darth-vader_____tractor-beam&d=rebel_x-wing.3,u-wing_han-solo&tc=cinematic",
    width,
  ]) as [string, string, number][]),
  ["the Imperial Assault calculator with a pinned A, on a phone", "/assault?v=1&arr=1&pin=v%3D1", 375],
];

describe("accessibility (axe-core, serious and critical rules)", () => {
  it.each([...EACH_PAGE, ...(FULL ? MORE_STATES : [])])(
    "%s has no serious violations (labels, contrast, focus, names)",
    async (_, url, width) => {
      expect(await violations(`${baseUrl}${url}`, width)).toEqual([]);
    },
  );
});
