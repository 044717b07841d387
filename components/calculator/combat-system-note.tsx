import { combatSystem } from "@/lib/scenario/tactics-mode";
import type { TacticsMode } from "@/lib/scenario/types";

/**
 * Which combat system the odds are for, said next to them (the base game's decks, dice only or Cinematic Combat:
 * the same forces give different odds), with a way to the option that changes it. It sits beside the Odds heading.
 */
export function CombatSystemNote({ tactics }: { readonly tactics: TacticsMode }) {
  const { system } = combatSystem(tactics);
  return (
    <p data-testid="combat-system" className="flex flex-wrap items-center gap-x-2 text-xs text-slate-300">
      <span>
        for <strong className="font-semibold text-slate-100">{system}</strong>
      </span>
      <a
        href="#battle-tactics"
        className="inline-flex min-h-11 items-center text-sky-300 underline underline-offset-2 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        Change<span className="sr-only"> the combat system (tactic cards)</span>
      </a>
    </p>
  );
}
