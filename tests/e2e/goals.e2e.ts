import { describe, expect, inject, it } from "vitest";
import { PRESETS, parseScenario, type ScenarioInput } from "@/lib/scenario";
import { newBattle } from "@/lib/scenario/setup";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import { openPage, useChromium, waitForState } from "./browser";
import { deathStarWithoutPlans } from "../helpers/scenarios";
import { itFull } from "../helpers/tier";

// The goal `auto` (docs/rules.md#auto) and a goal with nothing to fight for (docs/rules.md#no-contest), in the
// page's words.
const baseUrl = inject("baseUrl");
const browser = useChromium();

function newSetup(input: ScenarioInput, trials = 20_000): Setup {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return { scenario: newBattle(parsed.scenario), trials, seed: "1" };
}

const large = PRESETS.find((p) => p.id === "large-battle")!.scenario;

describe("what each side plays for", () => {
  it("says what auto chose and why, measures the verdict on it, and another goal is one menu away", async () => {
    const setup = newSetup(large);
    const link = encodeSetup(setup);
    // (a new battle records auto as the version's default: nothing written for either side's goal)
    expect(link).toMatch(/^v=2&/);
    expect(link).not.toMatch(/_(auto|win)(&|$)/);
    const page = await openPage(browser(), `${baseUrl}/?${link}`);
    await waitForState(page, "results", "done", 120_000);
    const rebels = page.getByTestId("plays-for-defender");
    await expect
      .poll(() => rebels.innerText())
      .toContain("Plays for: hold space (auto — the Rebels win outright under 1%)");
    // (auto's win: said beside the goal, the verdict leading with the win itself)
    expect(await page.getByTestId("plays-for-attacker").count()).toBe(0);
    expect(await page.getByTestId("attacker-goal-why").innerText()).toMatch(
      /^auto — the Empire wins outright in at least 1 battle in 20$/,
    );
    expect(await page.getByTestId("verdict-goal-defender").innerText()).toContain("The Rebels hold space");
    expect(await page.locator("#defender-goal option:checked").innerText()).toBe("Auto: hold space");
    expect(await page.getByTestId("defender-goal-why").innerText()).toBe(
      "auto — the Rebels win outright under 1%",
    );
    // (beside the line that says what auto chose, the menu says "Auto" alone: a phone's narrow menu is not cut)
    expect(await page.locator("#defender-goal-verdict option:checked").innerText()).toBe("Auto");
    // One menu, beside the line: the Rebels now play for the win, written into the link.
    await page.locator("#defender-goal-verdict").selectOption("win");
    await page.waitForURL(/rebel_[^&]*_win/);
    await expect.poll(() => page.getByTestId("plays-for-defender").count()).toBe(0);
    await page.context().close();
  });

  itFull(
    "labels a goal with nothing to fight for, and the retreat advice says the same instead of a ranking",
    async () => {
      const setup = newSetup({
        attacker: {
          faction: "empire",
          units: { "star-destroyer": 1, "tie-fighter": 2 },
          leaders: ["darth-vader"],
        },
        defender: {
          faction: "rebel",
          units: { "x-wing": 2, "rebel-trooper": 1 },
          leaders: ["mon-mothma"],
          goal: "hold-ground",
        },
        tactics: "none",
      });
      const page = await openPage(browser(), `${baseUrl}/?${encodeSetup(setup)}`);
      await waitForState(page, "results", "done", 120_000);
      const words = "nothing to fight for there: the Empire has no ground units";
      expect(await page.getByTestId("defender-goal-no-contest").innerText()).toBe(words);
      expect(await page.getByTestId("plays-for-defender-no-contest").innerText()).toContain(words);
      // (still selectable: its chance is true)
      expect(await page.locator("#defender-goal").inputValue()).toBe("hold-ground");
      const retreat = page.getByTestId("verdict-retreat-defender");
      await expect.poll(() => retreat.getAttribute("data-state")).toBe("no-contest");
      expect(await retreat.innerText()).toContain(`Hold the ground: ${words}`);
      await page.context().close();
    },
  );

  itFull("names the Death Star Plans a Death Star's destruction needs, on a phone too", async () => {
    const setup = newSetup(deathStarWithoutPlans("none"));
    const page = await openPage(browser(), `${baseUrl}/?${encodeSetup(setup)}`, { width: 375, height: 800 });
    await waitForState(page, "results", "done", 120_000);
    const line = page.getByTestId("plays-for-attacker-no-contest");
    expect(await line.isVisible()).toBe(true);
    expect(await line.innerText()).toContain("needs Death Star Plans");
    await page.context().close();
  });
});
