import { spawnSync } from "node:child_process";
import path from "node:path";
import type { CommandOutput } from "@/lib/cli/command";

const root = path.resolve(__dirname, "..", "..");

/**
 * `npm run <script>` as the user runs it: scripts/run-ts.mjs bundles scripts/<script>.ts and node runs it. Each
 * CLI's tests make one such spawn (the script around the command: its output and exit status); the rest of
 * its arguments are tested in-process, on the command itself (docs/testing.md#the-command-lines).
 */
export function spawnScript(script: string, args: readonly string[]): CommandOutput {
  const r = spawnSync(process.execPath, ["scripts/run-ts.mjs", `scripts/${script}.ts`, ...args], {
    cwd: root,
    encoding: "utf8",
  });
  return { status: r.status ?? 1, stdout: r.stdout, stderr: r.stderr };
}
