import { combatSystem } from "@/lib/scenario/tactics-mode";
import type { TacticsMode } from "@/lib/scenario/types";

/**
 * Which combat system the odds are for, said next to them (the base game's decks, dice only or Cinematic Combat:
 * the same forces give different odds), with a way to the option that changes it. It sits beside the Odds heading.
 */
export function CombatSystemNote({ tactics }: { readonly tactics: TacticsMode }) {
  const { system } = combatSystem(tactics);
  return (
    <p data-testid="combat-system" className="text-xs text-slate-300">
      for <strong className="font-semibold text-slate-100">{system}</strong>{" "}
      <a
        href="#battle-tactics"
        className="ml-1 py-[15px] text-sky-300 underline underline-offset-2 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        Change<span className="sr-only"> the combat system (tactic cards)</span>
      </a>
    </p>
  );
}
