import type { AttackDie, DefenseDie } from "@/lib/assault";

const COLOURS: Record<AttackDie | DefenseDie, string> = {
  red: "bg-red-600 text-white border-red-400",
  blue: "bg-blue-600 text-white border-blue-400",
  green: "bg-green-700 text-white border-green-400",
  yellow: "bg-yellow-400 text-slate-950 border-yellow-200",
  black: "bg-neutral-950 text-white border-slate-400",
  white: "bg-slate-100 text-slate-950 border-white",
};

const name = (die: string) => die[0]!.toUpperCase() + die.slice(1);

/** A die icon as a 44-px button: tap to add it to the pool, or (in the pool) to take it out. */
export function DieButton({
  die,
  action,
  onClick,
  disabled = false,
  idPrefix = "",
}: {
  die: AttackDie | DefenseDie;
  action: "add" | "remove";
  onClick: () => void;
  disabled?: boolean;
  /** (a second pool on the page keeps its test ids apart: "attribute-add-red") */
  idPrefix?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      data-testid={`${idPrefix}${action}-${die}`}
      className={`flex size-11 shrink-0 items-center justify-center rounded-lg border-2 text-xs font-bold shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 disabled:opacity-40 ${COLOURS[die]}`}
    >
      <span aria-hidden="true">{action === "add" ? `+${name(die)[0]}` : name(die)[0]}</span>
      <span className="sr-only">{`${action === "add" ? "Add" : "Remove"} a ${die} die`}</span>
    </button>
  );
}

export function DiePool<T extends AttackDie | DefenseDie>({
  label,
  kinds,
  pool,
  max,
  min,
  onAdd,
  onRemove,
  idPrefix = "",
}: {
  label: string;
  idPrefix?: string;
  kinds: readonly T[];
  pool: readonly T[];
  max: number;
  min: number;
  onAdd: (die: T) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-800 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-200">{label}</legend>
      <p className="mb-1 text-xs text-slate-400">
        Tap a die to add it ({pool.length} of at most {max}):
      </p>
      <div className="flex flex-wrap gap-2">
        {kinds.map((die) => (
          <DieButton
            key={die}
            die={die}
            action="add"
            idPrefix={idPrefix}
            disabled={pool.length >= max}
            onClick={() => onAdd(die)}
          />
        ))}
      </div>
      <p className="mb-1 mt-2 text-xs text-slate-400">
        {pool.length === 0 ? "No dice." : `In the pool (tap to remove${min > 0 ? `; at least ${min}` : ""}):`}
      </p>
      <ul className="flex min-h-11 flex-wrap gap-2" data-testid={`${label.toLowerCase().split(" ")[0]}-pool`}>
        {pool.map((die, i) => (
          <li key={`${die}-${i}`}>
            <DieButton
              die={die}
              action="remove"
              idPrefix={idPrefix}
              disabled={pool.length <= min}
              onClick={() => onRemove(i)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
