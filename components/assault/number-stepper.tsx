import { readNumber, setNumber, stepperOf, type Assault, type FieldPath } from "@/lib/assault";

const button =
  "flex size-11 items-center justify-center rounded-md border border-slate-600 bg-slate-900 text-lg font-bold hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-amber-300 disabled:opacity-40";

/**
 * − value + for one of the attack's numbers (44-px targets), as its field declares it (lib/assault/fields.ts):
 * a switch (melee / no health) for the numbers that may be absent.
 */
export function NumberStepper({
  assault,
  field,
  onChange,
}: {
  assault: Assault;
  field: FieldPath;
  onChange: (a: Assault) => void;
}) {
  const { label, stepper } = stepperOf(field);
  const spec = { label, min: stepper.min };
  const off = stepper.off;
  const value = readNumber(assault, field);
  const max = stepper.max(assault);
  const id = `n-${field.replace(".", "-")}`;
  return (
    <div className="flex min-w-0 items-center justify-between gap-2" data-testid={id}>
      <span id={id} className="text-sm text-slate-200">
        {spec.label}
      </span>
      <span className="flex items-center gap-1" role="group" aria-labelledby={id}>
        {off && (
          <button
            type="button"
            aria-pressed={value === null}
            onClick={() => onChange(setNumber(field, value === null ? off.on : null)(assault))}
            className={`min-h-11 rounded-md border px-2 text-xs ${value === null ? "border-amber-400 bg-amber-400/20 text-amber-100" : "border-slate-600 text-slate-300"}`}
          >
            {off.label}
          </button>
        )}
        <button
          type="button"
          className={button}
          aria-label={`${spec.label} down`}
          disabled={value === null || value <= spec.min}
          onClick={() => value !== null && onChange(setNumber(field, value - 1)(assault))}
        >
          −
        </button>
        <output className="w-8 text-center text-base tabular-nums" aria-live="polite">
          {value ?? "–"}
        </output>
        <button
          type="button"
          className={button}
          aria-label={`${spec.label} up`}
          disabled={value !== null && value >= max}
          onClick={() => onChange(setNumber(field, value === null ? spec.min : value + 1)(assault))}
        >
          +
        </button>
      </span>
    </div>
  );
}
