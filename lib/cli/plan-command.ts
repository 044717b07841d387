// npm run plan -- --scenario FILE --side attacker|defender --target P [--trials N] [--seed S] [--in-system] [--json]
import { PlanError, planForces } from "@/lib/planner";
import { command, refuse } from "./command";
import { formatPlans } from "./format-plans";
import { parsePlanArgs } from "./plan-args";
import { readScenarioFile } from "./read-scenario-file";

/** `npm run plan`: the smallest forces from one side's units in the file that reach its goal with the target chance. */
export const planCommand = command("plan", (argv) => {
  const parsed = parsePlanArgs(argv);
  if (!parsed.ok) refuse(parsed.error);
  const { args } = parsed;
  const scenario = readScenarioFile(args.scenario);
  if (!scenario.ok) refuse(scenario.error);
  try {
    const started = process.cpuUsage();
    const { side, target, trials, seed, inSystem } = args;
    const result = planForces({ scenario: scenario.scenario, side, target, trials, seed, inSystem });
    const used = process.cpuUsage(started);
    return args.json
      ? `${JSON.stringify(result, null, 2)}\n`
      : `${formatPlans(scenario.scenario, result, (used.user + used.system) / 1e6)}\n`;
  } catch (e) {
    if (e instanceof PlanError) refuse(`${args.scenario}: ${e.message}`);
    throw e;
  }
});
