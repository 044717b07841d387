import { readFileSync } from "node:fs";
import { parseScenarioJson, type Scenario } from "@/lib/scenario";

/** A scenario file read and checked, or the one line the command prints (the path first, as the user typed it). */
export function readScenarioFile(
  file: string,
): { ok: true; scenario: Scenario } | { ok: false; error: string } {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : (code ?? "unreadable");
    return { ok: false, error: `cannot read scenario file "${file}": ${why}` };
  }
  const scenario = parseScenarioJson(text);
  return scenario.ok ? scenario : { ok: false, error: `${file}: ${scenario.error}` };
}
