import type { ReactNode } from "react";

/** The link-like look of a control that shows more (44-px tap height, keyboard outline). */
const LINK =
  "min-h-11 cursor-pointer text-sm text-sky-300 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-amber-300";

/**
 * The numbers behind an answer, one tap away (docs/answer-first.md#the-verdict-on-the-page): a `<details>` whose summary says what it holds. The
 * first screens carry words and whole percents; trials, seeds, intervals and tests wait in here.
 */
export function DetailsToggle({
  summary,
  testId,
  className = "",
  inset = false,
  children,
}: {
  summary: string;
  testId: string;
  className?: string;
  /** Pad the summary and the content (a Details drawn as a framed box). */
  inset?: boolean;
  children: ReactNode;
}) {
  return (
    <details className={className} data-testid={testId} data-details="">
      <summary className={`flex items-center ${inset ? "px-3" : ""} ${LINK}`}>{summary}</summary>
      {children}
    </details>
  );
}

/** "All 10 rules" / "Fewer rules": a list's rest, one tap away. */
export function ShowAllToggle({
  all,
  count,
  noun,
  onToggle,
}: {
  all: boolean;
  count: number;
  /** Plural: "rules", "changes". */
  noun: string;
  onToggle: () => void;
}) {
  return (
    <button type="button" className={`self-start ${LINK}`} aria-expanded={all} onClick={onToggle}>
      {all ? `Fewer ${noun}` : `All ${count} ${noun}`}
    </button>
  );
}
