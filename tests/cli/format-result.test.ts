import { describe, expect, it } from "vitest";
import { formatResult } from "@/lib/cli/format-result";
import { simulate } from "@/lib/engine";
import { parseScenario } from "@/lib/scenario";

describe("the CLI's table", () => {
  it("writes chances as the page's Details do: <0.01% for a chance that happened, not 0.00%", () => {
    const parsed = parseScenario({
      attacker: { faction: "empire", units: { "star-destroyer": 1 } },
      defender: { faction: "rebel", units: { "x-wing": 1 } },
    });
    if (!parsed.ok) throw new Error(parsed.error);
    const r = simulate(parsed.scenario, { trials: 2000, seed: "cli" });
    const tiny = { p: 0.00004, low: 0.00001, high: 0.0009, count: 1 };
    const sure = { p: 0.99996, low: 0.9991, high: 0.99999, count: 1999 };
    const text = formatResult(parsed.scenario, {
      ...r,
      outcomes: { ...r.outcomes, mutual: tiny, attacker: sure },
    });
    expect(text).toMatch(/^Mutual destruction\s+<0\.01%\s+<0\.01% – 0\.09%$/m);
    expect(text).toMatch(/^Attacker wins\s+>99\.99%\s+99\.91% – >99\.99%$/m);
  });
});
