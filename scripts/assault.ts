// npm run assault -- --scenario FILE [--json]
import { readFlags } from "@/lib/cli/flags";
import { assaultOdds } from "@/lib/assault";
import { formatAssaultOdds } from "@/lib/assault/format-odds";
import { readAssaultFile } from "@/lib/assault/read-assault-file";

const USAGE = "usage: npm run assault -- --scenario FILE [--json]";

function fail(message: string): never {
  process.stderr.write(`assault: ${message}\n`);
  process.exit(2);
}

const flags = readFlags(process.argv.slice(2), ["scenario"], USAGE);
if (!flags.ok) fail(flags.error);
const file = flags.values.scenario;
if (!file) fail(`--scenario FILE is required (${USAGE})`);
const read = readAssaultFile(file);
if (!read.ok) fail(read.error);
const odds = assaultOdds(read.assault);
process.stdout.write(
  flags.json ? `${JSON.stringify(odds, null, 2)}\n` : `${formatAssaultOdds(read.assault, odds)}\n`,
);
