import { describe, expect, it } from "vitest";
import { simulateTraced } from "@/lib/engine";
import { ATTACKER, SPACE, STATUS_GONE, STATUS_RETREATED } from "@/lib/engine/core/codes";
import { goalTest } from "@/lib/engine/goal-met";
import { goalChance, goalMetric } from "@/lib/results/goal-chance";
import { cinematic } from "../helpers/cinematic";
import { scenario } from "../helpers/scenarios";

// docs/rules.md#goals: `destroy-<unit>` counts kills of the units the enemy brought. Units of one type are alike, so a
// kill counts as one brought while any of them is still in the system; a unit that joined during the combat (a
// Cinematic card's TIE Fighter or trooper) counts only once none of those brought is left there.

const empire = { faction: "empire" as const, units: { "assault-carrier": 1, "tie-fighter": 1 } };
const rebels = { faction: "rebel" as const, units: { "x-wing": 2 } };

describe("destroy-<unit> counts the units brought", () => {
  it("a TIE Fighter joins (Reinforcements), then one TIE is destroyed: the goal is met", () => {
    const a = cinematic(empire, rebels);
    a.reveal(SPACE, ["reinforcements", "top"], null);
    const g = a.group(ATTACKER, "tie-fighter");
    expect(a.s.live[g]).toBe(2);
    a.s.removeStanding(g, 1, STATUS_GONE);
    expect(a.s.broughtLost(g)).toBe(1);
    expect(goalTest(a.b, "defender", "destroy-tie-fighter")(a.s, 0)).toBe(true);
    // A second one destroyed is the joiner (the brought one is gone): still one brought lost.
    a.s.removeStanding(g, 1, STATUS_GONE);
    expect(a.s.broughtLost(g)).toBe(1);
  });

  it("the TIE brought leaves with the carrier and the joiner stays and falls: not a kill of a unit brought", () => {
    const a = cinematic(empire, rebels);
    a.reveal(SPACE, ["reinforcements", "top"], null);
    const g = a.group(ATTACKER, "tie-fighter");
    a.s.removeStanding(g, 1, STATUS_RETREATED);
    a.s.removeStanding(g, 1, STATUS_GONE);
    expect(a.s.broughtLost(g)).toBe(0);
    expect(goalTest(a.b, "defender", "destroy-tie-fighter")(a.s, 0)).toBe(false);
  });

  it("in a run the goal is the chance that a TIE brought falls, not that fewer TIEs are left than were brought", () => {
    // A Star Destroyer, an Assault Carrier and a TIE against 2 X-wings: the X-wings' black hits can only reach the
    // TIE, and it falls in every combat; a TIE that Reinforcements brings in often lives on and used to hide the kill.
    const s = scenario({
      attacker: { faction: "empire", units: { "star-destroyer": 1, "assault-carrier": 1, "tie-fighter": 1 } },
      defender: rebels,
      tactics: "cinematic",
    });
    const { result: r, trace } = simulateTraced(s, { trials: 20_000, seed: "joiners" });
    const ties = r.attacker.survivors.find((u) => u.unit === "tie-fighter")!;
    expect(ties.gained).toBeGreaterThan(0.1);
    const goal = goalChance(r, "defender", "destroy-tie-fighter").p;
    expect(goal).toBe(1);
    expect(1 - ties.atLeast[ties.start]!).toBeLessThan(0.95);
    // The trial-by-trial reading (what the advice pairs) agrees with the run's, trial for trial.
    const metric = goalMetric("destroy-tie-fighter", "defender");
    let met = 0;
    for (let i = 0; i < trace!.trials; i++) met += metric(trace!, i);
    expect(met).toBe(trace!.trials);
  });
});
