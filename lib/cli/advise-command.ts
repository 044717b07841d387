// npm run advise -- (--scenario FILE | --forces "2 SD, 4 TIE, Vader vs MC, 3 X-wing" | both) [--trials N] [--seed S] [--json]
//   [--rolled "red: 2 hits, 1 direct hit; black: 1 hit"]: the best move after that roll (docs/rules.md#after-the-dice)
import { advise } from "@/lib/advice/advice";
import { command, refuse } from "./command";
import { formatAdvice } from "./format-advice";
import { readBattleArgs } from "./read-battle-args";
import { bestMove } from "@/lib/mid-battle/best-move";
import { formatMove } from "@/lib/mid-battle/format-move";
import { rolledText } from "@/lib/mid-battle/rolled";
import { rolledRequest } from "@/lib/mid-battle/rolled-request";
import type { Scenario } from "@/lib/scenario/types";

/** `npm run advise`: the page's advice on each side's goal, for the same battles `simulate` reads. */
export const adviseCommand = command("advise", (all) => {
  const { rolled, argv } = takeRolled(all);
  const { args, scenario } = readBattleArgs(argv, "advise");
  if (rolled !== null) return afterTheDice(scenario, rolled, args.seed, args.json);
  const advice = advise({ scenario, trials: args.trials, seed: args.seed });
  return args.json ? `${JSON.stringify(advice, null, 2)}\n` : `${formatAdvice(scenario, advice)}\n`;
});

/** `--rolled TEXT` (or `--rolled=TEXT`) taken out of the command line; the rest is `simulate`'s. */
function takeRolled(argv: readonly string[]): { rolled: string | null; argv: string[] } {
  const rest: string[] = [];
  let rolled: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg !== "--rolled" && !arg.startsWith("--rolled=")) {
      rest.push(arg);
      continue;
    }
    if (rolled !== null) refuse("--rolled is given twice");
    const value = arg === "--rolled" ? argv[++i] : arg.slice("--rolled=".length);
    if (value === undefined || value.startsWith("--")) refuse("--rolled needs a value");
    rolled = value;
  }
  return { rolled, argv: rest };
}

/** The best move after the roll (docs/rules.md#after-the-dice), in lines or as JSON. */
function afterTheDice(scenario: Scenario, text: string, seed: string, json: boolean): string {
  const read = rolledRequest(scenario, text);
  if (!read.ok) refuse(read.error);
  const answer = bestMove(scenario, read.rolled, seed);
  if (!answer.ok) refuse(answer.error);
  return json
    ? `${JSON.stringify(answer.move, null, 2)}\n`
    : `${formatMove(scenario, rolledText(read.rolled), answer.move)}\n`;
}
