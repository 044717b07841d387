// npm run assault -- --scenario FILE [--json]
import { assaultOdds, fieldHelp, formatAssaultOdds } from "@/lib/assault";
import { readAssaultFile } from "@/lib/assault/read-assault-file";
import { command, refuse } from "./command";
import { readFlags } from "./flags";

const USAGE = "usage: npm run assault -- --scenario FILE [--json]";

/** `npm run assault`: the exact odds of the Imperial Assault attack in a file. */
export const assaultCommand = command("assault", (argv) => {
  if (argv.includes("--help") || argv.includes("-h"))
    return `${USAGE}\n\nFILE is JSON: { "attack": { "dice": [...], ... }, "defense": { "dice": [...], ... }, ... }.\nFields (docs/assault.md#input):\n${fieldHelp()}\n`;
  const flags = readFlags(argv, ["scenario"], USAGE);
  if (!flags.ok) refuse(flags.error);
  const file = flags.values.scenario;
  if (!file) refuse(`--scenario FILE is required (${USAGE})`);
  const read = readAssaultFile(file);
  if (!read.ok) refuse(read.error);
  const odds = assaultOdds(read.assault);
  return flags.json ? `${JSON.stringify(odds, null, 2)}\n` : `${formatAssaultOdds(read.assault, odds)}\n`;
});
