// npm run simulate -- (--scenario FILE | --forces "2 SD, 4 TIE, Vader vs MC, 3 X-wing" | both) [--trials N] [--seed S] [--luck "LOST~LOST"] [--json]
import { simulate } from "@/lib/engine";
import { resolveScenario } from "@/lib/results/auto-goal";
import { formatLuck, luckAnswer, readLuckField } from "@/lib/luck/luck-field";
import { command, refuse } from "./command";
import { takeFlag } from "./flags";
import { formatResult } from "./format-result";
import { readBattleArgs } from "./read-battle-args";

/**
 * `npm run simulate`: the engine on a scenario file, the typed forces, or the forces in the file's battle; with
 * `--luck`, where a real battle's losses fall among the simulated ones (docs/rules.md#luck).
 */
export const simulateCommand = command("simulate", (all) => {
  const luckFlag = takeFlag(all, "luck");
  if (!luckFlag.ok) refuse(luckFlag.error);
  const { value: luckText, rest: argv } = luckFlag;
  const { args, scenario } = readBattleArgs(argv, "simulate");
  const luck = luckText === null ? null : readLuckField("--luck", luckText, scenario);
  if (luck && !luck.ok) refuse(luck.error);
  const result = simulate(scenario, { trials: args.trials, seed: args.seed });
  const reading = luck && luckAnswer(scenario, luck.entry, result);
  // (`auto` resolved on the run's first battles, docs/rules.md#auto; the JSON names the goal asked for and played)
  const { played } = resolveScenario(scenario, args.seed, args.trials);
  return args.json
    ? `${JSON.stringify({ ...result, goals: played, ...(reading && { luck: reading }) }, null, 2)}\n`
    : `${formatResult(scenario, result, played)}\n${reading ? `\nLuck\n${formatLuck(reading)}\n` : ""}`;
});
