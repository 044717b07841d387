import { parseScenarioJson, type Scenario } from "@/lib/scenario";
import { readTextFile } from "./read-text-file";

/** A scenario file read and checked, or the one line the command prints (the path first, as the user typed it). */
export function readScenarioFile(
  file: string,
): { ok: true; scenario: Scenario } | { ok: false; error: string } {
  const read = readTextFile(file);
  if (!read.ok) return read;
  const scenario = parseScenarioJson(read.text);
  return scenario.ok ? scenario : { ok: false, error: `${file}: ${scenario.error}` };
}
