import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import { luckPreviewText } from "@/lib/share/luck-preview";
import { previewImage } from "@/lib/preview/preview-image";
import type { PreviewText } from "@/lib/share/preview-text";
import type { ServerRuns } from "@/lib/share/preview-result";
import { decodeSetup, type Setup } from "@/lib/scenario/url-codec";
import { shareQuery } from "@/lib/share/share-query";
import { battle } from "../helpers/scenarios";

const SETUP: Setup = {
  scenario: battle(
    { faction: "empire", units: { "star-destroyer": 1, stormtrooper: 3 } },
    { faction: "rebel", units: { "corellian-corvette": 2, "rebel-trooper": 3 } },
  ),
  trials: 2000,
  seed: "luck",
};
const LUCK = { attacker: { stormtrooper: 2 }, defender: { "corellian-corvette": 1, "rebel-trooper": 2 } };

describe("a luck link's preview states the line", () => {
  const result = simulate(SETUP.scenario, { trials: 2000, seed: "luck" });

  it("leads with each side's line; the title is the side whose luck stands out most", () => {
    const text = luckPreviewText(SETUP, result, null, { luck: LUCK, name: "Sullust" });
    expect(text.luck).toHaveLength(2);
    expect(text.luck![1]).toMatch(
      /^The Rebels lost 1 Corellian Corvette and 2 Rebel Troopers: \d+(\.\d)?% of such battles went better for them/,
    );
    expect(text.title).toMatch(/^Sullust · The (Empire|Rebels) lost .* — Rebellion Odds$/);
    expect(text.description.startsWith(`${text.luck![0]} ${text.luck![1]} `)).toBe(true);
    // (no entry: the odds preview as before)
    expect(luckPreviewText(SETUP, result, null, {}).luck).toBeUndefined();
  });

  it("says what does not fit, in one line, instead of a reading", () => {
    const text = luckPreviewText(SETUP, result, null, { luck: { attacker: {}, defender: { "x-wing": 1 } } });
    expect(text.luck).toEqual([
      "Luck entry: the defender's X-wings lost: 1, but the defender brought none (not in its setup)",
    ]);
  });

  it("/og runs the link even when its odds were shared, for the luck lines need the run's losses", async () => {
    const query = shareQuery(
      {
        setup: SETUP,
        pinned: null,
        plan: null,
        luck: LUCK,
        name: "",
        shared: { b: { attacker: 0.9, defender: 0.05, mutual: 0.05 }, a: null },
      },
      true,
    );
    const decoded = decodeSetup(query);
    expect(decoded.ok).toBe(true);
    let ran = 0;
    const runs: ServerRuns & { engine: string } = {
      engine: "test-luck",
      cached: () => undefined,
      run: (request) => {
        ran++;
        return Promise.resolve({ kind: "done", value: simulate(request.scenario, request) });
      },
    };
    const drawn: PreviewText[] = [];
    const response = await previewImage(
      `?${query}`,
      (text) => {
        drawn.push(text);
        return Promise.resolve({ png: new Uint8Array([1]), complete: true });
      },
      runs,
    );
    expect(response.status).toBe(200);
    expect(ran).toBe(1);
    expect(drawn[0]!.luck).toHaveLength(2);
    // (the luck lines and the odds come from the same run: the engine's)
    expect(drawn[0]!.footer).toMatch(/(^|· )2,000 simulated battles, seed luck · /);
    expect(drawn[0]!.footer).not.toContain("Shared as");
  });
});
