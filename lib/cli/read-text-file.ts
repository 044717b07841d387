import { readFileSync } from "node:fs";

/** A file's text, or the one line a command prints when it cannot be read (the path as the user typed it). */
export function readTextFile(file: string): { ok: true; text: string } | { ok: false; error: string } {
  try {
    return { ok: true, text: readFileSync(file, "utf8") };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : (code ?? "unreadable");
    return { ok: false, error: `cannot read scenario file "${file}": ${why}` };
  }
}
