import { readFileSync } from "node:fs";
import { parseAssault, type Assault } from "./scenario";

/**
 * An attack file read and checked, or the one line the command prints (the path first, as the user typed it).
 * Node-only: the CLI imports it directly, never through lib/assault/index.ts (which the page also uses).
 */
export function readAssaultFile(file: string): { ok: true; assault: Assault } | { ok: false; error: string } {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : (code ?? "unreadable");
    return { ok: false, error: `cannot read scenario file "${file}": ${why}` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `${file}: invalid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  const parsed = parseAssault(value);
  return parsed.ok ? parsed : { ok: false, error: `${file}: ${parsed.error}` };
}
