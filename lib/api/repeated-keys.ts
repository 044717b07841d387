/**
 * The first key repeated within one object of a JSON text, as a one-line message naming where it is
 * (`scenario.attacker`), or null. `JSON.parse` keeps the last of repeated keys and drops the others silently;
 * a body that says `"trials": 10, "trials": 200000` is refused instead. Run on text JSON.parse accepted, so
 * the scan only tells strings, keys and nesting apart. Iterative: a body nested thousands deep cannot overflow.
 */
export function repeatedKeyMessage(text: string): string | null {
  // One frame per open object (its keys so far) or array (null), with the path to it.
  const stack: { keys: Set<string> | null; path: string; index: number }[] = [];
  let pendingKey: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      for (i++; text[i] !== '"'; i++) if (text[i] === "\\") i++;
      const top = stack.at(-1);
      let j = i + 1;
      while (j < text.length && " \t\n\r".includes(text[j]!)) j++;
      if (top?.keys && text[j] === ":") {
        const key = JSON.parse(text.slice(start, i + 1)) as string;
        if (top.keys.has(key)) return `the key "${key}"${where(top.path)} is repeated: give it once`;
        top.keys.add(key);
        pendingKey = key;
      }
    } else if (c === "{" || c === "[") {
      const parent = stack.at(-1);
      const name = parent?.keys ? (pendingKey ?? "") : parent ? `[${parent.index}]` : "";
      const path = parent?.keys
        ? parent.path
          ? `${parent.path}.${name}`
          : name
        : `${parent?.path ?? ""}${name}`;
      stack.push({ keys: c === "{" ? new Set() : null, path, index: 0 });
    } else if (c === "}" || c === "]") stack.pop();
    else if (c === ",") {
      const top = stack.at(-1);
      if (top && !top.keys) top.index++;
    }
  }
  return null;
}

const where = (path: string) => (path ? ` (in ${path.length > 40 ? `${path.slice(0, 39)}…` : path})` : "");
