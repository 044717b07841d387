import { newBattle } from "@/lib/scenario/setup";
import { describe, expect, it } from "vitest";
import { decodePinned, decodePinnedParam, encodeCompare, encodePinned } from "@/lib/compare/compare-link";
import { PRESETS, parseScenario } from "@/lib/scenario";
import { DEFAULT_SETUP, decodeSetup, type Setup } from "@/lib/scenario/url-codec";

function preset(id: string, trials = 100_000, seed = "1"): Setup {
  const parsed = parseScenario(PRESETS.find((p) => p.id === id)?.scenario);
  if (!parsed.ok) throw new Error("bad preset");
  return { scenario: newBattle(parsed.scenario), trials, seed };
}

describe("the compare link", () => {
  it("writes A's parameters into one `vs` value, led by the version", () => {
    const b = preset("rulebook-example", 50_000, "b");
    const a = { ...DEFAULT_SETUP, trials: 20_000, seed: "abc" };
    expect(encodePinned(a)).toBe("2~t:20000~seed:abc");
    expect(encodePinned(DEFAULT_SETUP)).toBe("2");
    expect(encodeCompare(b, a)).toBe("v=2&t=50000&seed=b&vs=2~t:20000~seed:abc");
    expect(encodeCompare(DEFAULT_SETUP, a)).toBe("vs=2~t:20000~seed:abc");
    expect(encodeCompare(b, null)).toBe("v=2&t=50000&seed=b");
  });

  it.each(PRESETS.map((p) => p.id))("round-trips preset %s as A next to another B", (id) => {
    const a = preset(id, 30_000, "pin-1");
    const b = preset("fighter-screen");
    const query = new URLSearchParams(encodeCompare(b, a));
    expect(decodePinnedParam(query)).toEqual({ ok: true, pinned: a });
    // B reads the same with or without A riding along.
    expect(decodeSetup(query)).toEqual({ ok: true, setup: b, notices: [] });
    // Next hands the page a plain object of decoded values.
    expect(decodePinnedParam(Object.fromEntries(query))).toEqual({ ok: true, pinned: a });
  });

  it("reads no `vs` as nothing pinned", () => {
    expect(decodePinnedParam(new URLSearchParams("v=1&t=5000"))).toEqual({ ok: true, pinned: null });
    expect(decodePinned(undefined)).toEqual({ ok: true, pinned: null });
  });

  it.each([
    [
      "3~t:5000",
      'Invalid compare link: pinned setup format "3" is not supported (this app reads versions 1 to 2)',
    ],
    ["1~t5000", 'Invalid compare link: pinned setup part "t5000" is not written as key:value'],
    ["1~v:2", 'Invalid compare link: pinned setup cannot set "v"'],
    [
      "1~a:empire_stormtrooper.31",
      "Invalid compare link: pinned setup A: the attacker has 31 Stormtroopers (the game has 30)",
    ],
    ["1~t:12", 'Invalid compare link: pinned setup A: trials must be from 1,000 to 2,000,000 (got "12")'],
  ])("refuses `vs=%s` with a specific message", (value, message) => {
    expect(decodePinned(value)).toEqual({ ok: false, error: message });
  });

  it("refuses `vs` given twice", () => {
    expect(decodePinnedParam(new URLSearchParams("vs=1&vs=1"))).toEqual({
      ok: false,
      error: 'Invalid compare link: "vs" is given 2 times',
    });
  });
});
