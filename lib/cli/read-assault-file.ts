import { readTextFile } from "./read-text-file";
import { parseAssault, type Assault } from "@/lib/assault";

/**
 * An attack file read and checked, or the one line the command prints (the path first, as the user typed it).
 * Node-only (Node's fs): the CLI's, reading Imperial Assault through its door.
 */
export function readAssaultFile(file: string): { ok: true; assault: Assault } | { ok: false; error: string } {
  const read = readTextFile(file);
  if (!read.ok) return read;
  let value: unknown;
  try {
    // (an editor's byte-order mark is not part of the JSON)
    value = JSON.parse(read.text.replace(/^\uFEFF/, ""));
  } catch (e) {
    return { ok: false, error: `${file}: invalid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  const parsed = parseAssault(value);
  return parsed.ok ? parsed : { ok: false, error: `${file}: ${parsed.error}` };
}
