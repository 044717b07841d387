import { describe, expect, it } from "vitest";
import { activeOrigin, backLabel, type KeptOrigin } from "@/lib/history/kept-origin";
import { DEFAULT_SETUP } from "@/lib/scenario/setup";

const kept: KeptOrigin = {
  origin: DEFAULT_SETUP,
  originKey: "pool",
  appliedKey: "plan",
  source: "plan",
  what: "2 TIE Fighters",
};

describe("the kept origin of an Apply", () => {
  it("is active only while the applied setup is shown", () => {
    expect(activeOrigin(kept, "plan")).toBe(kept);
    expect(activeOrigin(kept, "pool")).toBeNull();
    expect(activeOrigin(kept, "something else")).toBeNull();
    expect(activeOrigin(null, "plan")).toBeNull();
    // a plan that is the whole pool applies nothing: no way back to offer
    expect(activeOrigin({ ...kept, appliedKey: "pool" }, "pool")).toBeNull();
  });
  it("names the way back by what was applied", () => {
    expect(backLabel(kept)).toBe("Back to the whole pool");
    expect(backLabel({ ...kept, source: "what-if" })).toBe("Back to the setup before");
  });
});
