// npm run assault -- --scenario FILE [--json]
import { readFlags } from "@/lib/cli/flags";
import { assaultOdds, fieldHelp, formatAssaultOdds } from "@/lib/assault";

import { readAssaultFile } from "@/lib/assault/read-assault-file";

const USAGE = "usage: npm run assault -- --scenario FILE [--json]";

function fail(message: string): never {
  process.stderr.write(`assault: ${message}\n`);
  process.exit(2);
}

const argv = process.argv.slice(2);
if (argv.includes("--help") || argv.includes("-h")) {
  process.stdout.write(
    `${USAGE}\n\nFILE is JSON: { "attack": { "dice": [...], ... }, "defense": { "dice": [...], ... }, ... }.\nFields (docs/assault.md#input):\n${fieldHelp()}\n`,
  );
  process.exit(0);
}
const flags = readFlags(argv, ["scenario"], USAGE);
if (!flags.ok) fail(flags.error);
const file = flags.values.scenario;
if (!file) fail(`--scenario FILE is required (${USAGE})`);
const read = readAssaultFile(file);
if (!read.ok) fail(read.error);
const odds = assaultOdds(read.assault);
process.stdout.write(
  flags.json ? `${JSON.stringify(odds, null, 2)}\n` : `${formatAssaultOdds(read.assault, odds)}\n`,
);
