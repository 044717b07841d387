#!/usr/bin/env node
// Saves docs/screenshot-{desktop,phone,compare,luck-phone,luck-desktop}.png and the mid-battle flow's
// docs/screenshot-mid-battle-{state,dice,}-{phone,desktop}.png from a production build (run `npx next build`
// first) and prints how long the default battle takes to show its results in headless Chromium.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { prepareStandalone } from "./standalone.mjs";
import { CHROMIUM_LAUNCH } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.SCREENSHOT_PORT ?? "3101";
const base = `http://127.0.0.1:${port}`;

// The standalone server, as the browser tests and a deployment run it.
const script = prepareStandalone();
const server = spawn(process.execPath, [script], {
  cwd: path.dirname(script),
  env: { ...process.env, PORT: port, HOSTNAME: "127.0.0.1" },
  stdio: "ignore",
  detached: true,
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no server at ${base}`);
}

const browser = await chromium.launch(CHROMIUM_LAUNCH).catch((e) => {
  process.kill(-server.pid, "SIGTERM");
  throw e;
});

const LUCK_LINK =
  "v=1&a=empire_tie-fighter.6,star-destroyer.2_darth-vader&d=rebel_x-wing.6,y-wing.2,corellian-corvette_mon-mothma" +
  "&t=20000&name=Sullust%2C%20turn%206&luck=tie-fighter.3~x-wing.4";

// Sullust at round 2 (docs/answer-first.md#at-the-table-mid-battle), a Critical Hit known in the Empire's space hand
// and the No Escape discarded; then the Rebels' space roll entered tap by tap; then the best move.
const MID_LINK =
  "v=2&a=empire_star-destroyer.2,tie-fighter.4,at-st.3,stormtrooper.4_darth-vader&d=rebel_mon-calamari-cruiser,x-wing.3,y-wing.2,rebel-trooper.4,shield-generator_mon-mothma&mid=r.2~hand.attacker.space.1.critical-hit~discarded.space.no-escape";
async function enterRoll(page) {
  await page.getByRole("button", { name: "The Rebels rolled" }).click();
  for (const [id, taps] of [
    ["rolled-red-hit", 2],
    ["rolled-red-direct", 1],
    ["rolled-black-hit", 2],
  ])
    for (let i = 0; i < taps; i++)
      await page
        .getByTestId(id)
        .getByRole("button", { name: /one more/ })
        .click();
}
async function rollAndAsk(page) {
  await enterRoll(page);
  await page.getByTestId("best-move-button").click();
  await page.waitForSelector('[data-testid="best-move"]', { timeout: 180_000 });
}

try {
  await waitForServer();
  const shots = [
    { name: "desktop", viewport: { width: 1440, height: 1000 }, fullPage: false },
    { name: "phone", viewport: { width: 375, height: 812 }, fullPage: true },
    // A comparison from a share link: A (the rulebook example) against B with one more X-wing.
    {
      name: "compare",
      path: "/?v=1&d=rebel_x-wing.2,y-wing_jan-dodonna&vs=1",
      viewport: { width: 1440, height: 1000 },
      fullPage: true,
      waitFor: '[data-testid="what-if"][data-state="done"]',
    },
    // The luck gauge from a luck link (docs/answer-first.md#the-luck-gauge): the panel alone, phone and desktop.
    ...[
      ["luck-phone", { width: 375, height: 800 }],
      ["luck-desktop", { width: 1280, height: 900 }],
    ].map(([name, viewport]) => ({
      name,
      path: `/?${LUCK_LINK}`,
      viewport,
      waitFor: '[data-testid="luck-line-defender"]',
      only: "luck",
    })),
    // The flow, phone and desktop: the battle as it stands, the dice entered, the best move.
    ...[
      ["phone", { width: 375, height: 800 }],
      ["desktop", { width: 1280, height: 900 }],
    ].flatMap(([device, viewport]) =>
      [
        ["mid-battle-state", null],
        ["mid-battle-dice", enterRoll],
        ["mid-battle", rollAndAsk],
      ].map(([name, act]) => ({
        name: `${name}-${device}`,
        path: `/?${MID_LINK}`,
        viewport,
        act,
        only: "battle-in-progress",
      })),
    ),
  ].filter((shot) => !process.env.SHOTS || shot.name.startsWith(process.env.SHOTS));
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${base}${shot.path ?? "/"}`);
    await page.waitForSelector('[data-testid="results"][data-state="done"]', { timeout: 180_000 });
    if (shot.waitFor) await page.waitForSelector(shot.waitFor, { timeout: 60_000 });
    if (shot.act) await shot.act(page);
    const status = (await page.getByTestId("run-status").textContent()) ?? ""; // (in the closed Details)
    console.log(`${shot.name}: results ${Date.now() - started} ms after navigation — ${status}`);
    const file = path.join(root, "docs", `screenshot-${shot.name}.png`);
    if (shot.only) {
      // (the phone's odds bar is fixed at the window's foot: it would be drawn across a panel taller than the window)
      await page.addStyleTag({ content: '[data-testid="odds-bar"] { display: none !important; }' });
      await page.getByTestId(shot.only).screenshot({ path: file });
    } else await page.screenshot({ path: file, fullPage: shot.fullPage });
    await context.close();
  }
} finally {
  await browser.close();
  process.kill(-server.pid, "SIGTERM");
}
