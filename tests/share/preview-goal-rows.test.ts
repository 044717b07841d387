import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ImageResponse } from "next/dist/compiled/@vercel/og/index.node.js";
import { BattlePreviewCard } from "@/lib/preview/battle-preview-card";
import { simulate } from "@/lib/engine";
import { PRESETS, parseScenario, type ScenarioInput } from "@/lib/scenario";
import { previewText } from "@/lib/share/preview-text";
import { countColour, readPng, type Pixels } from "../helpers/png-pixels";

async function draw(input: ScenarioInput) {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.error);
  const setup = { scenario: parsed.scenario, trials: 4000, seed: "rows" };
  const text = previewText(setup, simulate(setup.scenario, { trials: 4000, seed: "rows" }));
  const png = new Uint8Array(
    await new ImageResponse(BattlePreviewCard({ text }), { width: 1200, height: 630 }).arrayBuffer(),
  );
  if (process.env.PREVIEW_PNG_DIR)
    writeFileSync(`${process.env.PREVIEW_PNG_DIR}/${text.headline.length}.png`, png);
  return { text, pixels: readPng(png) };
}

const large = PRESETS.find((p) => p.id === "large-battle")!.scenario;
/** The title's yellow ("Rebellion Odds"), drawn in the band above the force boxes. */
const TITLE = { x0: 40, y0: 40, x1: 360, y1: 110 };
/** The footer's grey ("4,000 simulated battles…"): the lowest line of the image that has some, under the rows. */
function footerBottom(p: Pixels): number {
  for (let y = p.height - 1; y > 500; y--)
    if (countColour(p, "#94a3b8", { x0: 40, y0: y, x1: 700, y1: y + 1 }) > 20) return y;
  return -1;
}

describe("a preview image with each side's goal (docs/rules.md#goals)", () => {
  it("fits the goal rows: the title stays clear of the forces and the footer stays in the image", async () => {
    const plain = await draw(large);
    const oneGoal = await draw({
      ...large,
      defender: { ...large.defender, goal: "hold-space" },
    } as ScenarioInput);
    const twoGoals = await draw({
      ...large,
      attacker: { ...large.attacker, goal: "hold-ground" },
      defender: { ...large.defender, goal: "hold-space" },
    } as ScenarioInput);
    expect(plain.text.headline).toHaveLength(5);
    expect(oneGoal.text.headline[0]!.label).toBe("The Rebels hold space");
    expect(twoGoals.text.headline).toHaveLength(7);
    const title = countColour(plain.pixels, "#facc15", TITLE);
    const footer = footerBottom(plain.pixels);
    expect(title).toBeGreaterThan(1000);
    expect(footer).toBeGreaterThan(560);
    expect(footer).toBeLessThan(630);
    for (const drawn of [oneGoal, twoGoals]) {
      // (the title's letters all there, none under a force box; the footer no lower than with the five rows alone)
      expect(countColour(drawn.pixels, "#facc15", TITLE)).toBe(title);
      expect(footerBottom(drawn.pixels)).toBeGreaterThan(560);
      expect(footerBottom(drawn.pixels)).toBeLessThanOrEqual(footer);
    }
  }, 60_000);
});
