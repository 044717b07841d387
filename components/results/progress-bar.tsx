interface Props {
  readonly done: number;
  readonly total: number;
  readonly running: boolean;
  readonly label: string;
  /** The bar's accessible name and the status line's test id, for pages with several runs. */
  readonly name?: string;
  readonly testId?: string;
}

/** How far the current run is; the label says it in words too. */
export function ProgressBar({
  done,
  total,
  running,
  label,
  name = "Simulation progress",
  testId = "run-status",
}: Props) {
  const pct = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-1.5 overflow-hidden rounded-full bg-slate-800"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-100 ${running ? "bg-amber-400" : "bg-emerald-400"}`}
          style={{ width: `${pct}%` }}
        />
      </div>
      <p className="text-xs text-slate-400" data-testid={testId}>
        {label}
      </p>
    </div>
  );
}
