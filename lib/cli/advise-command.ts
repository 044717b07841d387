// npm run advise -- (--scenario FILE | --forces "2 SD, 4 TIE, Vader vs MC, 3 X-wing" | both) [--trials N] [--seed S] [--json]
import { advise } from "@/lib/advice/advice";
import { forcesInto } from "@/lib/forces-line/apply-forces";
import { command, refuse } from "./command";
import { formatAdvice } from "./format-advice";
import { readScenarioFile } from "./read-scenario-file";
import { parseSimulateArgs } from "./simulate-args";

/** `npm run advise`: the page's advice on each side's goal, for the same battles `simulate` reads. */
export const adviseCommand = command("advise", (argv) => {
  const parsed = parseSimulateArgs(argv, "advise");
  if (!parsed.ok) refuse(parsed.error);
  const { args } = parsed;
  const file = args.scenario === null ? null : readScenarioFile(args.scenario);
  if (file && !file.ok) refuse(file.error);
  // The text's forces, in the file's battle when there is one (its options and goals kept).
  const battle = args.forces === null ? file : forcesInto(file?.scenario ?? null, args.forces);
  if (!battle?.ok) refuse(battle ? `--forces: ${battle.error}` : "nothing to advise on");
  const advice = advise({ scenario: battle.scenario, trials: args.trials, seed: args.seed });
  return args.json ? `${JSON.stringify(advice, null, 2)}\n` : `${formatAdvice(battle.scenario, advice)}\n`;
});
