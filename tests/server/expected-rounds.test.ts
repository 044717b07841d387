import { describe, expect, it } from "vitest";
import { simulate } from "@/lib/engine";
import { expectedRounds } from "@/lib/server/cost-model";
import { costCorpus } from "../helpers/cost-corpus";
import { sampleSize } from "../helpers/tier";

/**
 * docs/server.md#cost-before-admission: the cost model's expected rounds against the engine's mean rounds over
 * thousands of generated battles (limits off: any number of Death Stars, DSUCs, shield bunkers, structures,
 * transports), each within 5× either way; a battle outside fails the test by name. The five named below (of 3,021)
 * stay outside for a reason the model does not try to see, said beside each; the test fails too if one comes back
 * within 5× (then it leaves the list). An underestimate costs one probe slice (docs/server.md), never a stall.
 * `npm test` checks the first 600 of the same seeded battles (those named among them included), `npm run
 * test:full` all 3,000.
 */
const BATTLES = sampleSize(600, 3000);
const OUTSIDE_5X: Record<string, string> = {
  "random-542/cinematic":
    "under (×0.08): behind a bunkered DSUC, Imperial damage cards against what the Rebels' cards undo run 96% of trials to the round cap",
  "random-1337/cinematic":
    "over (×6): four ion cannons silence the Death Star; the model counts Cinematic cards as hurting where the engine's silenced Death Star rule ends it",
  "random-1427/cinematic": "over (×19): the same, with five ion cannons",
  "random-1939/base":
    "under (×0.05): 27 shield generators (limits off) give the Rebels 27 ground cards a step",
};

describe("the cost model's rounds", () => {
  it(
    `is within 5× of the engine's mean rounds for ${BATTLES} generated battles, or the battle is named`,
    { timeout: 120_000 },
    () => {
      const outside: string[] = [];
      for (const c of costCorpus(BATTLES, 37)) {
        const measured = simulate(c.scenario, { trials: 20, seed: "rounds" }).rounds.mean;
        const f = expectedRounds(c.scenario) / measured;
        if (f > 5 || f < 1 / 5) outside.push(`${c.name} (${f.toFixed(2)}×)`);
      }
      expect(
        outside.map((o) => o.replace(/ \(.*/, "")),
        outside.join("; "),
      ).toEqual(Object.keys(OUTSIDE_5X).filter((name) => Number(/^random-(\d+)\//.exec(name)![1]) < BATTLES));
    },
  );
});
