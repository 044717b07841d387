import type { RetreatVerdict } from "@/lib/retreat/retreat-verdict";

/**
 * A side's retreat verdict in one line: the rule (or "Don't plan a retreat"), then what it keeps and what it costs.
 * An estimate (the ★ as the rows stand, after a slow main run) is marked as one, in words and dimmed, until the
 * verdict is settled.
 */
export function RetreatLine({ verdict, testId }: { verdict: RetreatVerdict; testId: string }) {
  const dim = verdict.state === "pending" || verdict.state === "estimate";
  return (
    <>
      {verdict.state === "estimate" && (
        <span
          data-testid={`${testId}-estimate`}
          className="mr-1 rounded border border-slate-500 px-1 text-xs text-slate-300"
        >
          estimate, still weighing:
        </span>
      )}
      <span className={dim ? "text-slate-400" : "text-slate-100"}>{verdict.text}</span>
      {verdict.why && <span className="text-xs text-slate-300"> ({verdict.why})</span>}
    </>
  );
}
