import { describe, expect, it } from "vitest";
import { previewText } from "@/lib/share/preview-text";
import { NAME_FONT_PX, NAME_ROOM_PX } from "@/lib/share/preview-layout";
import { ADVANCES, FONT_UNITS_PER_EM, fitText, textWidth } from "@/lib/share/text-width";
import { DEFAULT_SETUP } from "@/lib/scenario/url-codec";
import { simulate } from "@/lib/engine";
import { fontWidths } from "../helpers/font-widths";

// Long and emoji names once overflowed the preview card (docs/server.md#preview-images-off-the-request-thread).
// Names are measured in the card's font and cut.
const FONT = "node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf";

describe("the preview's text widths", () => {
  it("are the font's own advances for every character the image draws", () => {
    for (const range of ADVANCES) {
      const points = range.widths.map((_, i) => range.from + i);
      const font = fontWidths(FONT, points);
      expect(font.unitsPerEm).toBe(FONT_UNITS_PER_EM);
      expect(range.widths).toEqual(font.widths);
    }
  });

  it("cut a name with an ellipsis at the card's width, and keep one that fits", () => {
    expect(NAME_ROOM_PX).toBeGreaterThan(600);
    expect(NAME_ROOM_PX).toBeLessThan(800);
    expect(fitText("Sullust, turn 6", NAME_FONT_PX, NAME_ROOM_PX)).toBe("Sullust, turn 6");
    for (const name of [
      "W".repeat(60),
      "Battle of the Endless Asteroid Field of Hoth, turn 12 again",
      "?".repeat(60),
    ]) {
      const fit = fitText(name, NAME_FONT_PX, NAME_ROOM_PX);
      expect(fit.endsWith("…")).toBe(true);
      expect(textWidth(fit, NAME_FONT_PX)).toBeLessThanOrEqual(NAME_ROOM_PX);
      // (the longest that fits: one more character would not)
      const kept = Array.from(fit).length - 1;
      expect(
        textWidth(
          `${Array.from(name)
            .slice(0, kept + 1)
            .join("")}…`,
          NAME_FONT_PX,
        ),
      ).toBeGreaterThan(NAME_ROOM_PX);
    }
    // Narrow letters fit more of them than wide ones.
    expect(fitText("i".repeat(60), NAME_FONT_PX, NAME_ROOM_PX)).toBe("i".repeat(60));
    expect(Array.from(fitText("W".repeat(60), NAME_FONT_PX, NAME_ROOM_PX)).length).toBeLessThan(30);
  });

  it("fit an emoji name into the preview: drawn as '?' and cut to the card", () => {
    const result = simulate(DEFAULT_SETUP.scenario, { trials: 2000, seed: "1" });
    const text = previewText({ ...DEFAULT_SETUP, trials: 2000 }, result, null, { name: "🚀🪐👾".repeat(20) });
    expect(text.name.endsWith("…")).toBe(true);
    expect(text.name.replace("…", "")).toMatch(/^\?+$/);
    expect(textWidth(text.name, NAME_FONT_PX)).toBeLessThanOrEqual(NAME_ROOM_PX);
    // the title keeps the name whole (a chat app cuts titles itself)
    expect(text.title.startsWith("🚀🪐👾")).toBe(true);
  });
});
