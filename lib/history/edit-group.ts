/**
 * Which field an edit changed, so the history groups a run of edits of that one field (typing a count digit
 * by digit, stepping it up three times): the path of the one leaf that differs, or null when several do (a
 * preset, swapped sides, a cleared side), which is then a step of its own. Plain objects are walked; arrays
 * and other values are leaves compared as JSON.
 */
export function editGroup(before: unknown, after: unknown): string | null {
  const paths: string[] = [];
  collect(before, after, "", paths);
  return paths.length === 1 ? paths[0]! : null;
}

function isPlain(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function collect(a: unknown, b: unknown, path: string, out: string[]): void {
  if (out.length > 1) return;
  if (isPlain(a) && isPlain(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      collect(a[key], b[key], path ? `${path}.${key}` : key, out);
    }
    return;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push(path);
}
