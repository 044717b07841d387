import { movingInNotes } from "@/lib/scenario/moving-in";
import type { Scenario } from "@/lib/scenario/types";

/**
 * Under the attacker: what the rules ask of a force moving in (docs/rules.md#moving-in), one line each.
 * It never blocks a run: the units may already be in the system.
 */
export function MovingInNote({ scenario }: { scenario: Scenario }) {
  const notes = movingInNotes(scenario);
  if (notes.length === 0) return null;
  return (
    <ul role="note" data-testid="moving-in-note" className="mt-2 space-y-1 text-xs text-amber-100">
      {notes.map((line) => (
        <li key={line} className="rounded border border-amber-700/60 bg-amber-950/40 px-2 py-1">
          {line}
        </li>
      ))}
    </ul>
  );
}
