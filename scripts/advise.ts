// npm run advise -- --scenario FILE [--trials N] [--seed S] [--json]
import { advise } from "@/lib/advice/advice";
import { formatAdvice } from "@/lib/cli/format-advice";
import { readScenarioFile } from "@/lib/cli/read-scenario-file";
import { parseSimulateArgs } from "@/lib/cli/simulate-args";

function fail(message: string): never {
  process.stderr.write(`advise: ${message}\n`);
  process.exit(2);
}

const parsed = parseSimulateArgs(process.argv.slice(2), "advise");
if (!parsed.ok) fail(parsed.error);
const { args } = parsed;
const scenario = readScenarioFile(args.scenario);
if (!scenario.ok) fail(scenario.error);

const advice = advise({ scenario: scenario.scenario, trials: args.trials, seed: args.seed });
process.stdout.write(
  args.json ? `${JSON.stringify(advice, null, 2)}\n` : `${formatAdvice(scenario.scenario, advice)}\n`,
);
