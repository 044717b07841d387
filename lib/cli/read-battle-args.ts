import { forcesInto } from "@/lib/forces-line/apply-forces";
import type { Scenario } from "@/lib/scenario/types";
import { refuse } from "./command";
import { readScenarioFile } from "./read-scenario-file";
import { parseSimulateArgs, type SimulateArgs } from "./simulate-args";

/**
 * The battle a `simulate` or `advise` command line names (a scenario file, the typed forces, or the forces in the
 * file's battle, its options and goals kept) and the line's other flags; any problem `refuse`s with one line.
 */
export function readBattleArgs(
  argv: readonly string[],
  command: "simulate" | "advise",
): { args: SimulateArgs; scenario: Scenario } {
  const parsed = parseSimulateArgs(argv, command);
  if (!parsed.ok) refuse(parsed.error);
  const { args } = parsed;
  const file = args.scenario === null ? null : readScenarioFile(args.scenario);
  if (file && !file.ok) refuse(file.error);
  const battle = args.forces === null ? file : forcesInto(file?.scenario ?? null, args.forces);
  if (!battle?.ok)
    refuse(
      battle
        ? `--forces: ${battle.error}`
        : command === "advise"
          ? "nothing to advise on"
          : "nothing to simulate",
    );
  return { args, scenario: battle.scenario };
}
