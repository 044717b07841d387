// npm run advise -- (--scenario FILE | --forces "2 SD, 4 TIE, Vader vs MC, 3 X-wing" | both) [--trials N] [--seed S] [--json]
import { advise } from "@/lib/advice/advice";
import { formatAdvice } from "@/lib/cli/format-advice";
import { readScenarioFile } from "@/lib/cli/read-scenario-file";
import { parseSimulateArgs } from "@/lib/cli/simulate-args";
import { forcesInto } from "@/lib/scenario/apply-forces";

function fail(message: string): never {
  process.stderr.write(`advise: ${message}\n`);
  process.exit(2);
}

const parsed = parseSimulateArgs(process.argv.slice(2), "advise");
if (!parsed.ok) fail(parsed.error);
const { args } = parsed;
const file = args.scenario === null ? null : readScenarioFile(args.scenario);
if (file && !file.ok) fail(file.error);
// The text's forces, in the file's battle when there is one (its options and goals kept).
const battle = args.forces === null ? file : forcesInto(file?.scenario ?? null, args.forces);
if (!battle?.ok) fail(battle ? `--forces: ${battle.error}` : "nothing to advise on");

const advice = advise({ scenario: battle.scenario, trials: args.trials, seed: args.seed });
process.stdout.write(
  args.json ? `${JSON.stringify(advice, null, 2)}\n` : `${formatAdvice(battle.scenario, advice)}\n`,
);
