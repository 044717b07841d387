const button =
  "flex size-11 items-center justify-center rounded-md border border-slate-600 bg-slate-900 text-lg font-bold hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-amber-300 disabled:opacity-40";

/**
 * − value + with 44-px targets (a thumb at the table): the round, cards held, the faces of a roll, the units a real
 * battle lost. `note` follows the label, dimmed ("(of 4)").
 */
export function TapStepper({
  label,
  note,
  value,
  min = 0,
  max,
  testId,
  onChange,
}: {
  label: string;
  note?: string;
  value: number;
  min?: number;
  max: number;
  testId: string;
  onChange: (n: number) => void;
}) {
  const id = `${testId}-label`;
  return (
    <div className="flex min-w-0 items-center justify-between gap-2" data-testid={testId}>
      <span id={id} className="min-w-0 text-sm text-slate-200">
        {label}
        {note && <span className="text-slate-400"> {note}</span>}
      </span>
      <span className="flex shrink-0 items-center gap-1" role="group" aria-labelledby={id}>
        <button
          type="button"
          className={button}
          aria-label={`${label}: one fewer`}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output className="w-8 text-center text-base tabular-nums" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className={button}
          aria-label={`${label}: one more`}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </span>
    </div>
  );
}
