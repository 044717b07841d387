import type { ReactNode } from "react";

interface Props {
  /** The numbers inside are the last setup's: the region says so (aria-busy), dims, and names no statistic. */
  readonly busy: boolean;
  readonly children: ReactNode;
  readonly className?: string;
  readonly testId?: string;
}

/**
 * A region whose numbers may be out of date (docs/answer-first.md#one-setup-one-number): from the moment the setup changes until its own numbers
 * arrive it is `aria-busy`, dimmed, and topped by a short "updating…", so the last battle's odds never read as
 * this one's. Every panel that shows the main run's numbers wraps them in it.
 */
export function Updating({ busy, children, className = "", testId }: Props) {
  return (
    <div
      aria-busy={busy}
      data-testid={testId}
      data-stale={busy ? "true" : "false"}
      className={`relative transition-opacity duration-150 ${busy ? "opacity-40" : ""} ${className}`}
    >
      {busy && (
        <p
          className="absolute right-1 top-1 z-[1] rounded bg-slate-950/90 px-2 py-0.5 text-xs text-amber-200"
          data-testid="updating"
        >
          updating…
        </p>
      )}
      {children}
    </div>
  );
}
