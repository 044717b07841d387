// The planner case of `npm run bench`: the smallest Imperial forces from scenarios/planner-pool.json (6 unit
// types, up to 6 of each, two leaders, tactic cards) that win at least 80%, confirmed at 20,000 trials.
import { readFileSync } from "node:fs";
import path from "node:path";
import { planForces } from "@/lib/planner";
import { parseScenarioJson } from "@/lib/scenario";

export interface PlannerRow {
  name: string;
  /** CPU seconds of this process for the whole search (one core). */
  seconds: number;
  forcesTried: number;
  battles: number;
  plans: number;
  trials: number;
}

export function benchPlanner(root: string, smoke: boolean): PlannerRow {
  const parsed = parseScenarioJson(readFileSync(path.join(root, "scenarios", "planner-pool.json"), "utf8"));
  if (!parsed.ok) throw new Error(`planner-pool.json: ${parsed.error}`);
  // (--smoke: a quick look that the case runs: a pool cut to three unit types, a 50% target)
  const scenario = smoke
    ? {
        ...parsed.scenario,
        attacker: { ...parsed.scenario.attacker, units: { "star-destroyer": 6, "at-at": 4 } },
      }
    : parsed.scenario;
  const trials = smoke ? 2000 : 20_000;
  const cpu = process.cpuUsage();
  const r = planForces({ scenario, side: "attacker", target: smoke ? 0.5 : 0.8, trials, seed: "bench" });
  const used = process.cpuUsage(cpu);
  return {
    name: "planner-6x6-cards",
    seconds: Math.round((used.user + used.system) / 1e4) / 100,
    forcesTried: r.forcesTried,
    battles: r.battles,
    plans: r.plans.length,
    trials,
  };
}
