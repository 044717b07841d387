"use client";

interface Props {
  /** What the list holds: "Known space cards". */
  readonly label: string;
  readonly testId: string;
  /** The cards listed, in order, by name (a card may be listed twice). */
  readonly chosen: readonly string[];
  /** The cards that may be added, by id and name. */
  readonly options: readonly { readonly id: string; readonly name: string }[];
  readonly onAdd: (id: string) => void;
  readonly onRemove: (index: number) => void;
}

const chip =
  "flex min-h-11 items-center gap-1 rounded-md border border-amber-400 bg-amber-400/15 px-2 text-sm text-amber-100 hover:bg-amber-400/25 focus-visible:outline-2 focus-visible:outline-amber-300";

/**
 * A list of cards by name with 44-px targets (a thumb at the table): each card listed is a button that takes it off,
 * and a picker adds one. The battle in progress's known cards in hand, discards and Cinematic cards used.
 */
export function CardChips({ label, testId, chosen, options, onAdd, onRemove }: Props) {
  const id = `${testId}-label`;
  return (
    <div className="flex min-w-0 flex-col gap-1" data-testid={testId} role="group" aria-labelledby={id}>
      <span id={id} className="text-sm text-slate-200">
        {label}
        {chosen.length === 0 && <span className="text-slate-400"> (none)</span>}
      </span>
      <div className="flex flex-wrap gap-1.5">
        {chosen.map((name, i) => (
          <button
            key={`${name}-${i}`}
            type="button"
            className={chip}
            aria-label={`${label}: take ${name} off`}
            onClick={() => onRemove(i)}
          >
            {name} <span aria-hidden="true">×</span>
          </button>
        ))}
        <select
          className="min-h-11 min-w-0 max-w-full rounded-md border border-slate-600 bg-slate-900 px-2 text-sm text-slate-200 focus-visible:outline-2 focus-visible:outline-amber-300"
          aria-label={`${label}: add a card`}
          data-testid={`${testId}-add`}
          value=""
          onChange={(e) => {
            if (e.target.value) onAdd(e.target.value);
          }}
        >
          <option value="">+ add a card</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
