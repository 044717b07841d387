// npm run assault -- --scenario FILE [--json] [--rolled FACES [--goal GOAL]] | --test ATTRIBUTE-TEST
import {
  assaultOdds,
  fieldHelp,
  formatAssaultOdds,
  formatAttributeTest,
  formatRolled,
  readAttributeTest,
  readGoal,
  readRolled,
  rolledAdvice,
} from "@/lib/assault";
import { readAssaultFile } from "@/lib/cli/read-assault-file";
import { command, refuse } from "./command";
import { readFlags } from "./flags";

const USAGE =
  'usage: npm run assault -- --scenario FILE [--json] [--rolled "ATTACK FACES / DEFENCE FACES" [--goal defeat|damage|N|CONDITION]] | --test "blue+red need=1 rerolls=0"';

/** `npm run assault`: the exact odds of the Imperial Assault attack in a file. */
export const assaultCommand = command("assault", (argv) => {
  if (argv.includes("--help") || argv.includes("-h"))
    return `${USAGE}\n\nFILE is JSON: { "attack": { "dice": [...], ... }, "defense": { "dice": [...], ... }, ... }; "more": [{ "attack": {...}, "range"?, "attacks"? }] adds attacking figures (docs/assault.md#activation).\n--rolled: the faces each die shows (docs/assault.md#dice-on-the-table); --test: an attribute test (docs/assault.md#attribute-tests).\nFields (docs/assault.md#input):\n${fieldHelp()}\n`;
  const flags = readFlags(argv, ["scenario", "rolled", "goal", "test"], USAGE);
  if (!flags.ok) refuse(flags.error);
  // An attribute test (docs/assault.md#attribute-tests) stands alone.
  if (flags.values.test !== undefined) {
    const test = readAttributeTest(flags.values.test);
    if (!test.ok) refuse(`--test: ${test.error}`);
    return `${formatAttributeTest(test.test)}\n`;
  }
  const file = flags.values.scenario;
  if (!file) refuse(`--scenario FILE is required (${USAGE})`);
  const read = readAssaultFile(file);
  if (!read.ok) refuse(read.error);
  // The dice on the table (docs/assault.md#dice-on-the-table): which to reroll, for the goal.
  if (flags.values.rolled !== undefined) {
    const rolled = readRolled(read.assault, flags.values.rolled);
    if (!rolled.ok) refuse(`--rolled: ${rolled.error}`);
    const goal = readGoal(
      read.assault,
      flags.values.goal ?? (read.assault.health !== null ? "defeat" : "damage"),
    );
    if (!goal.ok) refuse(`--goal: ${goal.error}`);
    return `${formatRolled(rolledAdvice(read.assault, rolled.rolled, goal.goal), goal.goal)}\n`;
  }
  if (flags.values.goal !== undefined) refuse(`--goal is for --rolled (${USAGE})`);
  const odds = assaultOdds(read.assault);
  return flags.json ? `${JSON.stringify(odds, null, 2)}\n` : `${formatAssaultOdds(read.assault, odds)}\n`;
});
