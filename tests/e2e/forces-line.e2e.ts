import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { LEADERS, UNITS, unitDef } from "@/lib/data";
import { parseScenario, type Scenario } from "@/lib/scenario";
import { wordsOf, type Thing } from "@/lib/forces-line/force-lexicon";
import { DEFAULT_SETUP, decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";
import { writeForces } from "@/lib/forces-line/write-forces";
import { FULL, itFull } from "../helpers/tier";
import { useChromium, openBattleMenu, openPage } from "./browser";
import { SULLUST, SULLUST_LINE, actionCounter, forcesInUrl, onThePage, openPhone } from "./sullust";

const baseUrl = inject("baseUrl");
const browser = useChromium();

const query = (page: Page) => new URL(page.url()).search.replace(/^\?/, "");

function scenarioOf(page: Page): Scenario | string {
  const d = decodeSetup(new URL(page.url()).search);
  return d.ok ? d.setup.scenario : d.error;
}

async function typeForces(page: Page, text: string): Promise<void> {
  await page.locator("#forces-text").fill(text);
  await page.locator("#forces-text").press("Enter");
}

describe("the one-line force entry (docs/engine.md#the-forces-in-one-line)", () => {
  it("sets up Sullust from the default page with one typed line and Enter, on a desktop and a phone", async () => {
    const desktop = await openPage(browser(), `${baseUrl}/`);
    const d = actionCounter(desktop, false);
    await d.press("/");
    expect(await desktop.evaluate(() => document.activeElement?.id)).toBe("forces-text");
    await d.type(SULLUST_LINE);
    // As it is typed: what each word was read as.
    const chips = desktop.getByTestId("read-item");
    // (the reading follows the typing a little behind: eleven chips may show while "Mothma" still reads "Mo")
    await expect
      .poll(() => chips.allInnerTexts())
      .toEqual([
        "SD = 2 Star Destroyers",
        "TIE = 4 TIE Fighters",
        "3 AT-STs",
        "ST = 4 Stormtroopers",
        "Vader = Darth Vader",
        "MC = 1 Mon Calamari Cruiser",
        "3 X-wings",
        "Y = 2 Y-wings",
        "RT = 4 Rebel Troopers",
        "SG = 1 Shield Generator",
        "Mothma = Mon Mothma",
      ]);
    await d.press("Enter");
    await forcesInUrl(desktop);
    console.log(`sullust desktop by text: ${d.count.taps} clicks, ${d.count.keys} keys (one line and Enter)`);
    expect(d.count.taps).toBe(0);
    // One change of the setup: one Undo brings the default battle back.
    await desktop.getByTestId("undo").click();
    await expect.poll(() => scenarioOf(desktop)).toEqual(DEFAULT_SETUP.scenario);
    await desktop.context().close();

    const phone = await openPhone(browser(), `${baseUrl}/`);
    const p = actionCounter(phone, true);
    await p.tap(phone.locator("#forces-text"));
    await p.type(SULLUST_LINE);
    await p.press("Enter");
    await forcesInUrl(phone);
    console.log(`sullust phone by text: ${p.count.taps} tap, ${p.count.keys} keys (one line and Enter)`);
    expect(p.count.taps).toBe(1);
    await phone.context().close();
  });

  itFull(
    "reads every unit and leader by its name, by each of its words and units by their plurals",
    async () => {
      const page = await openPage(browser(), `${baseUrl}/`);
      const things = (faction: string): Thing[] => [
        ...UNITS.filter((u) => u.faction === faction).map((u) => ({ kind: "unit", id: u.id }) as const),
        ...LEADERS.filter((l) => l.faction === faction).map((l) => ({ kind: "leader", id: l.id }) as const),
      ];
      const empire = things("empire");
      const rebels = things("rebel");
      const rounds = Math.max(...[...empire, ...rebels].map((t) => wordsOf(t).length)) + 1;
      // (`npm test`: the names and the plurals, the first and last rounds; every word in the full run. The parser
      // itself reads every word of every name in tests/data/force-words.test.ts.)
      const played = FULL ? [...Array(rounds).keys()] : [0, rounds - 1];
      for (const round of played) {
        // Each round writes every thing with another of its words (the last round: names in the plural).
        const plural = round === rounds - 1;
        const count = (t: Thing) => (t.kind === "unit" ? Math.min(2, unitDef(t.id).limit) : 0);
        const write = (t: Thing) => {
          const words = wordsOf(t);
          const word = words[plural ? 0 : round % words.length]!;
          return t.kind === "unit" ? `${count(t)} ${word}${plural ? "s" : ""}` : word;
        };
        // Luke and Jedi Luke are one person: a round names one of them.
        const lukes = ["luke-skywalker", "luke-skywalker-jedi"];
        const rebel = rebels.filter((t) => !lukes.includes(t.id) || t.id === lukes[round % 2]);
        const text = `${empire.map(write).join(", ")} vs ${rebel.map(write).join(", ")}`;
        const expected = parseScenario({
          attacker: {
            faction: "empire",
            units: Object.fromEntries(empire.filter((t) => t.kind === "unit").map((t) => [t.id, count(t)])),
            leaders: empire.filter((t) => t.kind === "leader").map((t) => t.id),
          },
          defender: {
            faction: "rebel",
            units: Object.fromEntries(rebel.filter((t) => t.kind === "unit").map((t) => [t.id, count(t)])),
            leaders: rebel.filter((t) => t.kind === "leader").map((t) => t.id),
          },
        });
        if (!expected.ok) throw new Error(expected.error);
        await typeForces(page, text);
        await expect.poll(() => scenarioOf(page), { message: text }).toEqual(onThePage(expected.scenario));
        // (said once, in the way-back bar)
        expect(await page.getByTestId("forces-status").innerText()).toBe("");
      }
      await page.context().close();
    },
  );

  itFull(
    "copies the setup out in the same form, and the text sets up the same forces elsewhere (round trip)",
    async () => {
      const link = encodeSetup({
        ...DEFAULT_SETUP,
        scenario: {
          ...SULLUST,
          attacker: { ...SULLUST.attacker, damaged: { "star-destroyer": [3, 1] } },
          defender: { ...SULLUST.defender, damaged: { "mon-calamari-cruiser": [2] } },
        },
      });
      const page = await openPage(browser(), `${baseUrl}/?${link}`);
      const written = decodeSetup(link);
      if (!written.ok) throw new Error(written.error);
      await page.getByRole("button", { name: "Copy setup as text" }).click();
      const text = await page.locator("#forces-text").inputValue();
      expect(text).toBe(writeForces(written.setup.scenario));
      expect(text).toBe(
        "2 SD (3 dmg, 1 dmg), 4 TIE, 3 AT-ST, 4 ST, Vader vs MC (2 dmg), 3 X-wing, 2 Y, 4 RT, SG, Mothma",
      );
      const other = await openPage(browser(), `${baseUrl}/`);
      await typeForces(other, text);
      // (the same forces; a typed line is a new battle, played for the page's default goals)
      const { goal: _a, ...attacker } = written.setup.scenario.attacker;
      const { goal: _d, ...defender } = written.setup.scenario.defender;
      await expect
        .poll(() => scenarioOf(other))
        .toEqual(onThePage({ ...written.setup.scenario, attacker, defender }));
      await page.context().close();
      await other.context().close();
    },
  );

  itFull(
    "offers the nearest name for typos of one or two words, and the chip puts it in their place",
    async () => {
      const page = await openPage(browser(), `${baseUrl}/`);
      await page.locator("#forces-text").fill("3 Star Destoyers, Tie fighers vs rebel troops, plans");
      for (const name of ["Star Destroyer?", "TIE Fighter?", "Rebel Trooper?"])
        await page.getByRole("button", { name, exact: true }).waitFor();
      await page.getByRole("button", { name: "Star Destroyer?", exact: true }).click();
      await page.getByRole("button", { name: "TIE Fighter?", exact: true }).click();
      await page.getByRole("button", { name: "Rebel Trooper?", exact: true }).click();
      expect(await page.locator("#forces-text").inputValue()).toBe(
        "3 Star Destroyer, TIE Fighter vs Rebel Trooper, plans",
      );
      await page.locator("#forces-text").press("Enter");
      await expect
        .poll(() => scenarioOf(page))
        .toMatchObject({
          attacker: { units: { "star-destroyer": 3, "tie-fighter": 1 } },
          defender: { units: { "rebel-trooper": 1 } },
          deathStarPlans: true,
        });
      await page.context().close();
    },
  );

  itFull(
    "names what it cannot read in one line, keeps the setup, and offers what a word could be",
    async () => {
      const page = await openPage(browser(), `${baseUrl}/`);
      await typeForces(page, "2 SD, Xwng vs Luke, 3 Y");
      // The rest of the line is read: the word it cannot read is left out and named; Luke is Luke Skywalker.
      await expect
        .poll(() => scenarioOf(page))
        .toMatchObject({
          attacker: { units: { "star-destroyer": 2 }, leaders: [] },
          defender: { units: { "y-wing": 3 }, leaders: ["luke-skywalker"] },
        });
      expect(await page.getByTestId("forces-status").innerText()).toBe(
        'Left out: "Xwng" is not a unit or leader (X-wing?).',
      );
      const before = query(page);
      // The chips put the word in the text (the other Luke one tap away); X-wing, offered for "Xwng", is then refused
      // in the Imperial force.
      await page.getByRole("button", { name: "or Luke Skywalker (Jedi)" }).click();
      expect(await page.locator("#forces-text").inputValue()).toBe(
        "2 SD, Xwng vs Luke Skywalker (Jedi), 3 Y",
      );
      await page.getByRole("button", { name: "X-wing?" }).click();
      expect(await page.locator("#forces-text").inputValue()).toBe(
        "2 SD, X-wing vs Luke Skywalker (Jedi), 3 Y",
      );
      await page.locator("#forces-text").press("Enter");
      expect(await page.getByTestId("forces-status").innerText()).toBe(
        "Could not read the forces: X-wing is Rebel, in the Imperial force.",
      );
      expect(query(page)).toBe(before);
      await typeForces(page, "2 SD, TIE vs Luke Skywalker (Jedi), 3 Y");
      await expect
        .poll(() => scenarioOf(page))
        .toMatchObject({
          attacker: { units: { "star-destroyer": 2, "tie-fighter": 1 }, leaders: [] },
          defender: { units: { "y-wing": 3 }, leaders: ["luke-skywalker-jedi"] },
        });
      // A rule broken: the game's words, and nothing changes.
      const good = query(page);
      await typeForces(page, "31 storms vs X");
      expect(await page.getByTestId("forces-status").innerText()).toBe(
        "The attacker has 31 Stormtroopers (the game has 30).",
      );
      expect(query(page)).toBe(good);
      await page.context().close();
    },
  );
});

describe("the forces field's limit (docs/server.md#text-limits)", () => {
  itFull(
    "takes at most 2,000 characters, counts them near the limit, and refuses a hostile line in one line",
    async () => {
      const page = await openPage(browser(), `${baseUrl}/`);
      const before = query(page);
      const field = page.locator("#forces-text");
      expect(await field.getAttribute("maxlength")).toBe("2000");
      await field.fill("2 SD, 4 TIE vs X");
      expect(await page.getByTestId("forces-count").innerText()).toBe("");
      // A 20,000-character paste: the field keeps the first 2,000 and says so.
      await field.focus();
      await page.keyboard.insertText("X vs ".repeat(4_000));
      expect((await field.inputValue()).length).toBe(2_000);
      expect(await page.getByTestId("forces-count").innerText()).toBe(
        "2,000 of 2,000 characters (the limit)",
      );
      await field.press("Enter");
      const status = await page.getByTestId("forces-status").innerText();
      expect(status.split("\n")).toHaveLength(1);
      expect(status).toMatch(
        /^Could not read the forces: \d+ forces: write two, split by "vs" or a new line/,
      );
      expect(query(page)).toBe(before);
      // The battle's name (in the battle menu): 60 characters, counted from 48.
      await openBattleMenu(page);
      const name = page.getByTestId("battle-name");
      expect(await name.getAttribute("maxlength")).toBe("60");
      await name.fill("🚀".repeat(25));
      expect(await page.getByTestId("battle-name-count").innerText()).toBe("50 of 60 characters");
      await page.context().close();
    },
  );
});
