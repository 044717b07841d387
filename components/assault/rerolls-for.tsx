import { attackersOf, fieldAt, setRerollsFor, type Assault, type RerollsFor as Goal } from "@/lib/assault";

/**
 * What both players' rerolls serve (docs/assault.md#rerolls), as its field declares it: each attack's own damage,
 * or the defeat by the end of the last attack. Shown only where it can change the answer: a health and rerolls.
 */
export function RerollsFor({ assault, onChange }: { assault: Assault; onChange: (a: Assault) => void }) {
  const rerolls = attackersOf(assault).reduce((n, l) => n + l.attack.rerolls, assault.defense.rerolls);
  if (assault.health === null || rerolls === 0) return null;
  const field = fieldAt("rerollsFor");
  return (
    <div className="flex min-w-0 flex-col gap-1" data-testid="rerolls-for">
      <span id="rerolls-for" className="text-sm text-slate-200">
        {field.label}
      </span>
      <span role="group" aria-labelledby="rerolls-for" className="flex flex-wrap gap-1">
        {field.choices?.map((c) => (
          <button
            key={String(c.value)}
            type="button"
            aria-pressed={assault.rerollsFor === c.value}
            onClick={() => onChange(setRerollsFor(c.value as Goal)(assault))}
            className={`min-h-11 rounded-md border px-2 text-sm ${assault.rerollsFor === c.value ? "border-amber-400 bg-amber-400/20 text-amber-100" : "border-slate-600 text-slate-300 hover:bg-slate-800"}`}
          >
            {c.label}
          </button>
        ))}
      </span>
    </div>
  );
}
