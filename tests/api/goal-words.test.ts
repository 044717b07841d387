import { describe, expect, it } from "vitest";
import { advise, type Advice } from "@/lib/advice/advice";
import { answerAdviseBody } from "@/lib/api/advise-request";
import { PRESETS } from "@/lib/scenario";
import { postSimulate } from "../helpers/patient-api";

// docs/rules.md#auto and #no-contest, as the API says them: each side's goal asked for, played, why, and whether
// it has anything to fight for.
const large = PRESETS.find((p) => p.id === "large-battle")!.scenario;

describe("the goals in the API's answers", () => {
  it("POST /api/simulate carries the requested goal, the resolved one and why (Cinematic large battle)", async () => {
    const scenario = {
      ...large,
      tactics: "cinematic",
      attacker: { ...large.attacker, goal: "auto" },
      defender: { ...large.defender, goal: "hold-ground" },
    };
    const res = await postSimulate({ scenario, trials: 4000, seed: "1" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.goals).toEqual({
      attacker: {
        requested: "auto",
        goal: "hold-ground",
        why: "the Empire wins outright under 5%",
        pending: false,
        noContest: null,
      },
      defender: { requested: "hold-ground", goal: "hold-ground", why: null, pending: false, noContest: null },
    });
    expect(body.trials).toBe(4000);
  });

  it("POST /api/simulate and /api/advise name a goal with nothing to fight for", async () => {
    const scenario = {
      attacker: {
        faction: "empire",
        units: { "star-destroyer": 1, "tie-fighter": 2 },
        leaders: ["darth-vader"],
      },
      defender: { faction: "rebel", units: { "x-wing": 2 }, leaders: ["mon-mothma"], goal: "hold-ground" },
      tactics: "none",
    };
    // (the Rebels have no ground unit here: refused, docs/rules.md#holds; the Empire has none either, so give
    // the Rebels a trooper to hold the ground the Empire never enters)
    const rebels = { ...scenario.defender, units: { "x-wing": 2, "rebel-trooper": 1 } };
    const body = { scenario: { ...scenario, defender: rebels }, trials: 2000, seed: "1" };
    const res = await postSimulate(body);
    expect((await res.json()).goals.defender.noContest).toBe(
      "nothing to fight for there: the Empire has no ground units",
    );
    const reply = await answerAdviseBody(body, (request) =>
      Promise.resolve({ kind: "done", value: advise(request) }),
    );
    const advice = reply.body as Advice;
    expect(advice.defender.noContest).toBe("nothing to fight for there: the Empire has no ground units");
    expect(advice.defender.retreat.verdict).toBe(
      "Hold the ground: nothing to fight for there: the Empire has no ground units",
    );
    expect(advice.defender.retreat.rules).toEqual([]);
  });
});
