import { addSurge, LIMITS, removeSurge, SURGE_CHOICES, surgeLabel, type Assault } from "@/lib/assault";
import { PlayFor } from "./play-for";

/** The attacker's surge abilities as chips: tap a chip below to add it, tap an added chip to remove it. */
export function SurgeChips({ assault, onChange }: { assault: Assault; onChange: (a: Assault) => void }) {
  const surges = assault.attack.surges;
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-800 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-200">
        Surge abilities (each once per attack)
      </legend>
      <ul className="flex min-h-11 flex-wrap gap-2" data-testid="surges">
        {surges.length === 0 && <li className="text-xs text-slate-400">None: surges do nothing.</li>}
        {surges.map((s, i) => (
          <li key={`${surgeLabel(s)}-${i}`}>
            <button
              type="button"
              onClick={() => onChange(removeSurge(i)(assault))}
              aria-label={`Remove surge ability ${surgeLabel(s)}`}
              className="min-h-11 rounded-full border border-amber-400 bg-amber-400/15 px-3 text-sm text-amber-100"
            >
              ⚡ {surgeLabel(s)} ×
            </button>
          </li>
        ))}
      </ul>
      <p className="mb-1 mt-2 text-xs text-slate-400">Tap to add (at most {LIMITS.surges}):</p>
      <div className="flex flex-wrap gap-2">
        {SURGE_CHOICES.map((s) => (
          <button
            key={surgeLabel(s)}
            type="button"
            disabled={surges.length >= LIMITS.surges}
            onClick={() => onChange(addSurge(s)(assault))}
            aria-label={`Add surge ability ${surgeLabel(s)}`}
            className="min-h-11 rounded-full border border-slate-600 px-3 text-sm text-slate-200 hover:bg-slate-800 disabled:opacity-40"
          >
            {surgeLabel(s)}
          </button>
        ))}
      </div>
      <PlayFor assault={assault} onChange={onChange} />
    </fieldset>
  );
}
