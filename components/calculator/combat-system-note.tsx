"use client";

import { TacticsField } from "@/components/options/tactics-field";
import { useFold } from "@/components/forces/use-fold";
import { combatSystem, switchTactics } from "@/lib/scenario/tactics-mode";
import type { Setup } from "@/lib/scenario/setup";

interface Props {
  readonly setup: Setup;
  readonly onChange: (setup: Setup) => void;
}

/**
 * Which combat system the odds are for, said next to them (the base game's decks, dice only or Cinematic Combat:
 * the same forces give different odds). "Change" opens the choice right there, over the odds (docs/answer-first.md#on-a-phone); it closes
 * once a system is chosen (so the new odds show) or the player moves on; the same choice is under Options.
 */
export function CombatSystemNote({ setup, onChange }: Props) {
  const { system } = combatSystem(setup.scenario.tactics);
  const { ref, open, setOpen } = useFold<HTMLDivElement>();
  return (
    <div ref={ref} className="relative">
      <p data-testid="combat-system" className="text-xs text-slate-300">
        for <strong className="font-semibold text-slate-100">{system}</strong>{" "}
        <button
          type="button"
          aria-expanded={open}
          aria-controls="combat-system-choice"
          onClick={() => setOpen(!open)}
          className="-my-[15px] ml-1 py-[15px] text-sky-300 underline underline-offset-2 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          Change<span className="sr-only"> the combat system (tactic cards)</span>
        </button>
      </p>
      {open && (
        <div
          id="combat-system-choice"
          data-testid="combat-system-choice"
          className="absolute right-0 top-full z-30 -mt-2 w-[min(24rem,calc(100vw-2rem))] rounded-lg border border-amber-400/60 bg-slate-900 p-3 shadow-xl shadow-black/60"
        >
          <TacticsField
            setup={setup}
            onChange={(next) => {
              onChange(next);
              // Chosen: the choice folds away so the new odds and their "was X%" show; a switch that changed
              // another setting stays open, where the field says so.
              if (switchTactics(setup, next.scenario.tactics).notice === null) setOpen(false);
            }}
            idPrefix="odds"
          />
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="mt-2 min-h-11 rounded-md border border-slate-600 px-3 text-sm hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300"
          >
            Done
          </button>
        </div>
      )}
    </div>
  );
}
