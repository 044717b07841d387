import type { ReactNode } from "react";

interface Props {
  readonly title: string;
  /** The same numbers as sentences, for screen readers (the drawing itself is hidden from them). */
  readonly text: readonly string[];
  readonly summary?: ReactNode;
  readonly children: ReactNode;
  readonly testId?: string;
}

export function ChartFigure({ title, text, summary, children, testId }: Props) {
  return (
    <figure className="min-w-0 rounded-lg border border-slate-800 bg-slate-900/60 p-3" data-testid={testId}>
      <figcaption className="mb-2 text-sm font-semibold text-slate-200">{title}</figcaption>
      {summary}
      <div aria-hidden="true">{children}</div>
      <ul className="sr-only">
        {text.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </figure>
  );
}
