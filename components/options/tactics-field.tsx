"use client";

import { useState } from "react";
import { TACTICS } from "@/lib/scenario/battle-options";
import { cinematicSuggested, switchTactics } from "@/lib/scenario/tactics-mode";
import type { Scenario, TacticsMode } from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";
import { ChoiceField } from "@/components/fields/choice-field";

interface Props {
  readonly setup: Setup;
  readonly onChange: (setup: Setup) => void;
  /** Unique on the page: the field is under Options ("battle") and by the odds ("odds"). */
  readonly idPrefix?: string;
}

const CINEMATIC: TacticsMode = { mode: "cinematic" };

/**
 * The tactics mode (the combat system the odds are for). A switch that changes a setting the new mode lacks says
 * so in one line; with Rise of the Empire units and the base decks, one tap switches to Cinematic Combat.
 */
export function TacticsField({ setup, onChange, idPrefix = "battle" }: Props) {
  // The notice explains the switch: it stays until the setup changes again (another edit, a preset, a new mode).
  const [switched, setSwitched] = useState<{ readonly scenario: Scenario; readonly notice: string } | null>(
    null,
  );
  const notice = switched?.scenario === setup.scenario ? switched.notice : null;
  const pick = (tactics: TacticsMode) => {
    const next = switchTactics(setup, tactics);
    setSwitched(next.notice ? { scenario: next.setup.scenario, notice: next.notice } : null);
    onChange(next.setup);
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <ChoiceField
        idPrefix={idPrefix}
        choice={TACTICS}
        value={setup.scenario.tactics}
        onChange={(tactics) => pick(tactics as TacticsMode)}
      />
      {notice && (
        <p role="status" data-testid="tactics-notice" className="text-sm leading-snug text-amber-200">
          {notice}
        </p>
      )}
      {cinematicSuggested(setup.scenario) && (
        <p
          data-testid="cinematic-suggestion"
          className="flex flex-wrap items-center gap-x-2 text-sm leading-snug text-slate-200"
        >
          Rise of the Empire units are in this battle:
          <button
            type="button"
            onClick={() => pick(CINEMATIC)}
            className="min-h-11 rounded px-1 text-sky-300 underline underline-offset-2 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-amber-300"
          >
            Use Cinematic Combat
          </button>
        </p>
      )}
    </div>
  );
}
