import type { ReactNode } from "react";
import type { RunProgressView } from "@/lib/runs/run-descriptor";

interface Props {
  /** Its heading, and the heading's id (the section is labelled by it). */
  readonly title: ReactNode;
  readonly headingId: string;
  readonly testId: string;
  /** The panel's runs: `data-state` reads "done" once every answer is settled, "running" until then. */
  readonly progress: RunProgressView;
  readonly children: ReactNode;
}

/**
 * The frame of a panel that runs battles of its own after the main run (what-if, targeting, retreat): a framed
 * section under its heading, whose `data-state` says whether its numbers are settled. The look is written here
 * once; each panel brings its words, its SettlingProgress and its rows.
 */
export function RunPanel({ title, headingId, testId, progress, children }: Props) {
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      data-state={progress.complete ? "done" : "running"}
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-700 bg-slate-900/80 p-3"
    >
      <h2 id={headingId} className="text-lg font-bold text-amber-200">
        {title}
      </h2>
      {children}
    </section>
  );
}
