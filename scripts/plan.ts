// npm run plan -- --scenario FILE --side attacker|defender --target P [--trials N] [--seed S] [--json]
import { readFileSync } from "node:fs";
import { formatPlans } from "@/lib/cli/format-plans";
import { parsePlanArgs } from "@/lib/cli/plan-args";
import { PlanError, planForces } from "@/lib/planner";
import { parseScenarioJson } from "@/lib/scenario";

function fail(message: string): never {
  process.stderr.write(`plan: ${message}\n`);
  process.exit(2);
}

const parsed = parsePlanArgs(process.argv.slice(2));
if (!parsed.ok) fail(parsed.error);
const { args } = parsed;

let text: string;
try {
  text = readFileSync(args.scenario, "utf8");
} catch (e) {
  const code = (e as NodeJS.ErrnoException).code;
  fail(
    `cannot read scenario file "${args.scenario}": ${code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : (code ?? "unreadable")}`,
  );
}
const scenario = parseScenarioJson(text);
if (!scenario.ok) fail(`${args.scenario}: ${scenario.error}`);

try {
  const started = process.cpuUsage();
  const { side, target, trials, seed } = args;
  const result = planForces({ scenario: scenario.scenario, side, target, trials, seed });
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
