/** Keys no body may carry: they name an object's prototype machinery, never a field of ours. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The first forbidden key in a decoded JSON value, as a one-line message naming where it is (`scenario.
 * attacker`), or null. Iterative, so a body nested thousands deep cannot overflow the stack.
 */
export function forbiddenKeyMessage(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    const array = Array.isArray(v);
    for (const key of Object.keys(v)) {
      const at = array ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (!array && FORBIDDEN_KEYS.has(key)) {
        return `the key "${key}"${path ? ` (in ${path.length > 40 ? `${path.slice(0, 39)}…` : path})` : ""} is not allowed`;
      }
      stack.push({ value: (v as Record<string, unknown>)[key], path: at });
    }
  }
  return null;
}
