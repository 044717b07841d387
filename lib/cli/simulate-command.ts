// npm run simulate -- (--scenario FILE | --forces "2 SD, 4 TIE, Vader vs MC, 3 X-wing" | both) [--trials N] [--seed S] [--json]
import { simulate } from "@/lib/engine";
import { resolveScenario } from "@/lib/results/auto-goal";
import { command } from "./command";
import { formatResult } from "./format-result";
import { readBattleArgs } from "./read-battle-args";

/** `npm run simulate`: the engine on a scenario file, the typed forces, or the forces in the file's battle. */
export const simulateCommand = command("simulate", (argv) => {
  const { args, scenario } = readBattleArgs(argv, "simulate");
  const result = simulate(scenario, { trials: args.trials, seed: args.seed });
  // (`auto` resolved on the run's first battles, docs/rules.md#auto; the JSON names the goal asked for and played)
  const { played } = resolveScenario(scenario, args.seed, args.trials);
  return args.json
    ? `${JSON.stringify({ ...result, goals: played }, null, 2)}\n`
    : `${formatResult(scenario, result, played)}\n`;
});
