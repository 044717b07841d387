// npm run simulate -- --scenario FILE [--trials N] [--seed S] [--json]
import { readFileSync } from "node:fs";
import { formatResult } from "@/lib/cli/format-result";
import { parseSimulateArgs } from "@/lib/cli/simulate-args";
import { simulate } from "@/lib/engine";
import { parseScenarioJson } from "@/lib/scenario";

function fail(message: string): never {
  process.stderr.write(`simulate: ${message}\n`);
  process.exit(2);
}

const parsed = parseSimulateArgs(process.argv.slice(2));
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

const result = simulate(scenario.scenario, { trials: args.trials, seed: args.seed });
process.stdout.write(
  args.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatResult(scenario.scenario, result)}\n`,
);
