import { retreatBlocked } from "@/lib/retreat/retreat-blocked";
import type { SideSetup } from "@/lib/scenario/types";

/** Next to a side's retreat rule: why it can never fire, or cannot while something is in the system. */
export function RetreatNote({ own, enemy, testId }: { own: SideSetup; enemy: SideSetup; testId: string }) {
  if (own.retreat.policy === "never") return null;
  const reason = retreatBlocked(own, enemy);
  if (!reason) return null;
  return (
    <p
      role="note"
      data-testid={testId}
      className="rounded border border-amber-700/60 bg-amber-950/40 px-2 py-1 text-xs text-amber-100"
    >
      {reason}
    </p>
  );
}
