"use client";

/** What every plan respects beyond winning (docs/planner.md#legal-forces). */
export function LegalNote({ transport, leaderKept }: { transport: boolean; leaderKept: boolean }) {
  const rules = [
    leaderKept && "keeps one of the attacker's leaders (the one who activated the system)",
    transport &&
      "brings ships that carry its ground units and TIEs moving in (tick “already in the system” if they are there)",
  ].filter(Boolean);
  if (rules.length === 0) return null;
  return (
    <p className="text-xs text-slate-300" data-testid="plan-legal">
      Every plan {rules.join(" and ")}.
    </p>
  );
}
