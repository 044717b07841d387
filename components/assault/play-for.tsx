import { conditionsOf, setPlayFor, type Assault } from "@/lib/assault";

/** What the surges buy first: damage, or one of the surge abilities' conditions ("play for Stun"). */
export function PlayFor({ assault, onChange }: { assault: Assault; onChange: (a: Assault) => void }) {
  const conditions = [...new Set(assault.attack.surges.flatMap(conditionsOf))];
  if (conditions.length === 0) return null;
  const options: (string | null)[] = [null, ...conditions];
  return (
    <div className="mt-2 flex min-w-0 flex-col gap-1" data-testid="play-for">
      <span id="play-for" className="text-xs text-slate-400">
        Surges go first to (a condition needs at least 1 damage to apply):
      </span>
      <span role="group" aria-labelledby="play-for" className="flex flex-wrap gap-1">
        {options.map((c) => (
          <button
            key={String(c)}
            type="button"
            aria-pressed={assault.attack.playFor === c}
            onClick={() => onChange(setPlayFor(c)(assault))}
            className={`min-h-11 rounded-md border px-2 text-sm ${assault.attack.playFor === c ? "border-amber-400 bg-amber-400/20 text-amber-100" : "border-slate-600 text-slate-300 hover:bg-slate-800"}`}
          >
            {c === null ? "Damage" : c}
          </button>
        ))}
      </span>
    </div>
  );
}
