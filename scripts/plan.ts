// npm run plan -- --scenario FILE --side attacker|defender --target P [--trials N] [--seed S] [--in-system] [--json]
import { formatPlans } from "@/lib/cli/format-plans";
import { parsePlanArgs } from "@/lib/cli/plan-args";
import { readScenarioFile } from "@/lib/cli/read-scenario-file";
import { PlanError, planForces } from "@/lib/planner";

function fail(message: string): never {
  process.stderr.write(`plan: ${message}\n`);
  process.exit(2);
}

const parsed = parsePlanArgs(process.argv.slice(2));
if (!parsed.ok) fail(parsed.error);
const { args } = parsed;
const scenario = readScenarioFile(args.scenario);
if (!scenario.ok) fail(scenario.error);

try {
  const started = process.cpuUsage();
  const { side, target, trials, seed, inSystem } = args;
  const result = planForces({ scenario: scenario.scenario, side, target, trials, seed, inSystem });
  const used = process.cpuUsage(started);
  process.stdout.write(
    args.json
      ? `${JSON.stringify(result, null, 2)}\n`
      : `${formatPlans(scenario.scenario, result, (used.user + used.system) / 1e6)}\n`,
  );
} catch (e) {
  if (e instanceof PlanError) fail(`${args.scenario}: ${e.message}`);
  throw e;
}
