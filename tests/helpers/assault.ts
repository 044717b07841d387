import { parseAssault, type Assault, type AssaultInput } from "@/lib/assault";

/** An attack from its input, for tests: a bad input is the test's own mistake, so it throws. */
export function assault(input: AssaultInput): Assault {
  const parsed = parseAssault(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.assault;
}
