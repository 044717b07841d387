// npm run advise -- (--scenario FILE | --forces "2 SD, 4 TIE, Vader vs MC, 3 X-wing" | both) [--trials N] [--seed S] [--json]
//   [--rolled "red: 2 hits, 1 direct hit; black: 1 hit"]: the best move after that roll (docs/rules.md#after-the-dice),
//   with a move to weigh: [--play "Critical Hit, Take It Down"] (base game), [--reroll "red: 1 blank"] [--pick CARD] (Cinematic)
import { advise } from "@/lib/advice/advice";
import { command, refuse } from "./command";
import { formatAdvice } from "./format-advice";
import { readBattleArgs } from "./read-battle-args";
import { bestMove } from "@/lib/mid-battle/best-move";
import { readAsked, type AskedText } from "@/lib/mid-battle/asked-move";
import { formatMove } from "@/lib/mid-battle/format-move";
import { MOVE_TRIALS } from "@/lib/mid-battle/move-search";
import { rolledText } from "@/lib/mid-battle/rolled";
import { rolledRequest } from "@/lib/mid-battle/rolled-request";
import type { Scenario } from "@/lib/scenario/types";

/** `npm run advise`: the page's advice on each side's goal, for the same battles `simulate` reads. */
export const adviseCommand = command("advise", (all) => {
  const { taken, argv } = takeFlags(all);
  const { args, scenario } = readBattleArgs(argv, "advise");
  const { rolled, ...asked } = taken;
  if (rolled !== undefined) return afterTheDice(scenario, rolled, asked, args.seed, args.json);
  const stray = Object.keys(asked)[0];
  if (stray) refuse(`--${stray} needs --rolled (a move after a roll)`);
  const advice = advise({ scenario, trials: args.trials, seed: args.seed });
  return args.json ? `${JSON.stringify(advice, null, 2)}\n` : `${formatAdvice(scenario, advice)}\n`;
});

const AFTER_DICE = ["rolled", "play", "reroll", "pick"] as const;
type AfterDiceFlag = (typeof AFTER_DICE)[number];

/** `--rolled TEXT` and the move asked about (`--play`, `--reroll`, `--pick`) taken out; the rest is `simulate`'s. */
function takeFlags(argv: readonly string[]): {
  taken: Partial<Record<AfterDiceFlag, string>>;
  argv: string[];
} {
  const rest: string[] = [];
  const taken: Partial<Record<AfterDiceFlag, string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const flag = AFTER_DICE.find((f) => arg === `--${f}` || arg.startsWith(`--${f}=`));
    if (!flag) {
      rest.push(arg);
      continue;
    }
    if (taken[flag] !== undefined) refuse(`--${flag} is given twice`);
    const value = arg === `--${flag}` ? argv[++i] : arg.slice(`--${flag}=`.length);
    if (value === undefined || value.startsWith("--")) refuse(`--${flag} needs a value`);
    taken[flag] = value;
  }
  return { taken, argv: rest };
}

/** The best move after the roll (docs/rules.md#after-the-dice), in lines or as JSON. */
function afterTheDice(
  scenario: Scenario,
  text: string,
  askedText: AskedText,
  seed: string,
  json: boolean,
): string {
  const read = rolledRequest(scenario, text);
  if (!read.ok) refuse(read.error);
  const asked = readAsked(scenario, read.rolled, askedText);
  if (!asked.ok) refuse(asked.error);
  const answer = bestMove(scenario, read.rolled, seed, MOVE_TRIALS, asked.value);
  if (!answer.ok) refuse(answer.error);
  return json
    ? `${JSON.stringify(answer.move, null, 2)}\n`
    : `${formatMove(scenario, rolledText(read.rolled), answer.move)}\n`;
}
