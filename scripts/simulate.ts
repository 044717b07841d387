// npm run simulate -- --scenario FILE [--trials N] [--seed S] [--json]
import { formatResult } from "@/lib/cli/format-result";
import { readScenarioFile } from "@/lib/cli/read-scenario-file";
import { parseSimulateArgs } from "@/lib/cli/simulate-args";
import { simulate } from "@/lib/engine";

function fail(message: string): never {
  process.stderr.write(`simulate: ${message}\n`);
  process.exit(2);
}

const parsed = parseSimulateArgs(process.argv.slice(2));
if (!parsed.ok) fail(parsed.error);
const { args } = parsed;
const scenario = readScenarioFile(args.scenario);
if (!scenario.ok) fail(scenario.error);

const result = simulate(scenario.scenario, { trials: args.trials, seed: args.seed });
process.stdout.write(
  args.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatResult(scenario.scenario, result)}\n`,
);
