import { describe, expect, it } from "vitest";
import { simulateTraced } from "@/lib/engine";
import type { RetreatRow } from "@/lib/retreat/retreat-ranking";
import { tradeOff } from "@/lib/retreat/retreat-verdict";
import { runToEnd } from "@/lib/panel-runs/run-to-end";
import { PRESETS, type ScenarioInput } from "@/lib/scenario";
import type { Setup } from "@/lib/scenario/setup";
import type { SideKey } from "@/lib/scenario/types";
import { scenario } from "../helpers/scenarios";

// No silent trade (docs/answer-first.md#the-retreat-advisor). On the large battle, played for the outright win,
// the old ★ gave away a theater without a word: the Rebels' "run when outgunned, below half the enemy's dice"
// dropped their hold of space from 62% to 42%; the Empire's dropped its hold of the ground from 99.6% to 86%
// (base) and from 95% to 42% (Cinematic). A rule now takes the ★ for what it keeps only when it holds each theater
// the side holds as well, and a line that names a rule names each theater it gives up.

const large = PRESETS.find((p) => p.id === "large-battle")!.scenario;

function retreatAdvice(tactics: "base" | "cinematic") {
  const input = {
    ...large,
    tactics,
    attacker: { ...large.attacker, goal: "win" },
    defender: { ...large.defender, goal: "win" },
  } as ScenarioInput;
  const setup: Setup = { scenario: scenario(input), trials: 20_000, seed: "trade" };
  const main = simulateTraced(setup.scenario, { trials: setup.trials, seed: setup.seed });
  const only = new Set(["retreat"]);
  return runToEnd({ setup, pinned: null, changes: [], main }, only, { only }).views.retreat;
}

const THEATER_WORDS = { space: "space", ground: "the ground" } as const;

/** Each theater the row lowers by more than 2 points (the check allows 2 for noise; the decision uses 1). */
function lowered(r: RetreatRow): string[] {
  return (r.vsNever?.holds ?? []).filter((h) => h.diff.mean < -0.02).map((h) => THEATER_WORDS[h.theater]);
}

describe("a retreat verdict never gives a theater away silently", () => {
  const views = { base: retreatAdvice("base"), cinematic: retreatAdvice("cinematic") };

  for (const tactics of ["base", "cinematic"] as const)
    for (const side of ["attacker", "defender"] as const satisfies readonly SideKey[])
      it(`the large battle (${tactics}), the ${side}: the ★ and the trade it names name every theater they lower`, () => {
        const view = views[tactics];
        const rows = view.rows[side];
        const { text, why, state } = view.verdicts[side];
        expect(state === "stay" || state === "retreat").toBe(true);
        const star = rows.find((r) => r.best)!;
        const named = star.rule.policy === "never" ? tradeOff(rows) : star;
        for (const theater of named ? lowered(named) : [])
          expect(`${text} (${why})`).toMatch(
            new RegExp(`hold${state === "retreat" ? "s?" : ""} ${theater} `),
          );
        // A ★ for what it keeps holds each theater the side holds as well (within a point).
        if (star.standing === "keeps-more") expect(lowered(star)).toEqual([]);
      });

  it("the Rebels (base): never retreating keeps the ★; 'below half the enemy's dice' keeps more by giving up space", () => {
    const rows = views.base.rows.defender;
    expect(rows.find((r) => r.best)!.label).toBe("Never");
    const half = rows.find((r) => r.label === "When outgunned (dice ratio below 0.5)")!;
    expect(half.standing).toBe("gives-up-theater");
    const space = half.vsNever!.holds.find((h) => h.theater === "space")!;
    expect(space.never).toBeGreaterThan(0.55);
    expect(space.diff.mean).toBeLessThan(-0.15);
    expect(views.base.verdicts.defender.text).toBe("Don't plan a retreat");
    // The trade it passes up, in one line: the rule, what it keeps, what it costs.
    expect(views.base.verdicts.defender.why).toMatch(
      /^or run after round 1 to keep \d+% of their strength instead of \d+%, but hold space 0% instead of \d+%$/,
    );
  });

  it("the Empire (base): the rule that keeps more by giving up the ground is not starred, and its trade names the ground", () => {
    const rows = views.base.rows.attacker;
    expect(rows.find((r) => r.best)!.label).toBe("Never");
    const half = rows.find((r) => r.label === "When outgunned (dice ratio below 0.5)")!;
    expect(half.standing).toBe("gives-up-theater");
    expect(half.vsNever!.holds.find((h) => h.theater === "ground")!.diff.mean).toBeLessThan(-0.1);
    expect(views.base.verdicts.attacker.why).toMatch(
      /^or run when outgunned, below (half|three quarters of) the enemy's dice, to keep \d+% of its strength instead of \d+%( and win about as often)?, but (win \d\.\d points less often and )?hold the ground \d+% instead of >99%$/,
    );
  });

  it("the Empire (Cinematic): no ★ that 'wins as often' while dropping the ground", () => {
    const rows = views.cinematic.rows.attacker;
    const star = rows.find((r) => r.best)!;
    expect(star.label).toBe("Never");
    for (const r of rows.filter((x) => x.standing === "gives-up-theater"))
      expect(r.vsNever!.holds.find((h) => h.theater === "ground")!.diff.mean).toBeLessThan(-0.01);
  });
});
