import { describe, expect, inject, it } from "vitest";
import { PRESETS, parseScenario } from "@/lib/scenario";
import { encodeSetup } from "@/lib/scenario/url-codec";
import { SLOW_BATCH_FLAG } from "@/lib/worker/worker-like";
import { useChromium, waitForState } from "./browser";

const baseUrl = inject("baseUrl");
const browser = useChromium();

// docs/runs.md#retreat: on a slow machine (a main run over 2 s) the page shows a marked estimate of the retreat
// verdict once the main run settles and every rule has had a look, then the settled verdict; an estimate is never
// shown as settled, nor after it. The test slows every worker to one batch per 250 ms (a test-only flag).

describe("a fast first answer on a slow machine", () => {
  it("shows the retreat verdict marked as an estimate before it is settled, and never after", async () => {
    // The Death Star assault at seed 1: one of the Empire's rules needs a second look before its ★ is settled.
    const parsed = parseScenario(PRESETS.find((p) => p.id === "death-star-assault")!.scenario);
    if (!parsed.ok) throw new Error(parsed.error);
    const link = `${baseUrl}/?${encodeSetup({ scenario: parsed.scenario, trials: 100_000, seed: "1" })}`;
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((flag: string) => {
      (window as unknown as Record<string, number>)[flag] = 250;
    }, SLOW_BATCH_FLAG);
    const page = await context.newPage();
    // Every state the Empire's line shows, from the first paint until the retreat runs are all settled.
    await page.addInitScript(() => {
      const seen: { state: string; marked: boolean; text: string }[] = [];
      (window as unknown as { retreatStates: typeof seen }).retreatStates = seen;
      const look = () => {
        const line = document.querySelector('[data-testid="verdict-retreat-attacker"]');
        if (line) {
          const last = seen.at(-1);
          const now = {
            state: line.getAttribute("data-state") ?? "",
            marked: line.querySelector('[data-testid="verdict-retreat-attacker-estimate"]') !== null,
            text: (line as HTMLElement).innerText,
          };
          if (!last || last.state !== now.state || last.marked !== now.marked || last.text !== now.text)
            seen.push(now);
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(link);
    await waitForState(page, "results", "done", 300_000);
    const status = (await page.getByTestId("run-status").textContent()) ?? "";
    const seconds = Number(/in (\d+\.\d+) s/.exec(status)?.[1]);
    expect(seconds, status).toBeGreaterThan(2);
    await page.waitForSelector(
      '[data-testid="verdict-retreat-attacker"]:is([data-state="stay"], [data-state="retreat"])',
      { timeout: 300_000 },
    );
    // (watched until the retreat panel's runs are all settled and painted: nothing after that can mark an estimate;
    // waited for, not slept)
    await waitForState(page, "retreat-advisor", "done", 300_000);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const seen = await page.evaluate(
      () =>
        (window as unknown as { retreatStates: { state: string; marked: boolean; text: string }[] })
          .retreatStates,
    );
    const states = seen.map((s) => s.state);
    const firstSettled = states.findIndex((s) => s === "stay" || s === "retreat");
    const estimates = seen.flatMap((s, i) => (s.state === "estimate" ? [i] : []));
    expect(estimates.length, JSON.stringify(states)).toBeGreaterThan(0);
    // Every estimate came before the settled verdict, marked in words; none after it.
    expect(Math.max(...estimates)).toBeLessThan(firstSettled);
    for (const i of estimates) {
      expect(seen[i]!.marked).toBe(true);
      expect(seen[i]!.text).toContain("estimate, still weighing:");
    }
    for (const s of seen.slice(firstSettled)) {
      expect(s.state === "stay" || s.state === "retreat").toBe(true);
      expect(s.marked).toBe(false);
      expect(s.text).not.toContain("estimate");
    }
    await context.close();
  }, 600_000);
});
