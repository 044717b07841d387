// npm run simulate -- (--scenario FILE | --forces "2 SD, 4 TIE, Vader vs MC, 3 X-wing" | both) [--trials N] [--seed S] [--json]
import { formatResult } from "@/lib/cli/format-result";
import { readScenarioFile } from "@/lib/cli/read-scenario-file";
import { parseSimulateArgs } from "@/lib/cli/simulate-args";
import { simulate } from "@/lib/engine";
import { forcesInto } from "@/lib/scenario/apply-forces";

function fail(message: string): never {
  process.stderr.write(`simulate: ${message}\n`);
  process.exit(2);
}

const parsed = parseSimulateArgs(process.argv.slice(2));
if (!parsed.ok) fail(parsed.error);
const { args } = parsed;
const file = args.scenario === null ? null : readScenarioFile(args.scenario);
if (file && !file.ok) fail(file.error);
// The text's forces, in the file's battle when there is one (its options kept).
const battle = args.forces === null ? file : forcesInto(file?.scenario ?? null, args.forces);
if (!battle?.ok) fail(battle ? `--forces: ${battle.error}` : "nothing to simulate");

const result = simulate(battle.scenario, { trials: args.trials, seed: args.seed });
process.stdout.write(
  args.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatResult(battle.scenario, result)}\n`,
);
