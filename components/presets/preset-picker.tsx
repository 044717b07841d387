"use client";

import { PRESETS } from "@/lib/scenario/presets";
import { parseScenario } from "@/lib/scenario/validate-scenario";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import { newBattle } from "@/lib/scenario/setup";

interface Props {
  readonly setup: Setup;
  readonly onChange: (setup: Setup) => void;
}

/** Presets parsed once: they are fixed data, checked by the scenario tests. */
const PARSED = PRESETS.flatMap((preset) => {
  const parsed = parseScenario(preset.scenario);
  // (a preset is a new battle: each side plays for `auto`, docs/rules.md#auto)
  return parsed.ok ? [{ preset, scenario: newBattle(parsed.scenario) }] : [];
});

/** Named battles one click away; loading one keeps the trials and seed, so its odds are comparable. */
export function PresetPicker({ setup, onChange }: Props) {
  const current = encodeSetup({ ...setup, trials: 1000, seed: "x" });
  return (
    <nav aria-label="Preset battles" data-testid="presets" className="min-w-0">
      <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {PARSED.map(({ preset, scenario }) => {
          const active = encodeSetup({ scenario, trials: 1000, seed: "x" }) === current;
          return (
            <li key={preset.id} className="relative shrink-0">
              <button
                type="button"
                title={preset.description}
                aria-pressed={active}
                aria-describedby={`preset-${preset.id}-description`}
                onClick={() => onChange({ ...setup, scenario })}
                className="min-h-11 whitespace-nowrap rounded-full border border-slate-600 px-3 text-sm hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300 aria-pressed:border-amber-400 aria-pressed:bg-amber-400/15 aria-pressed:text-amber-200"
              >
                {preset.name}
              </button>
              <span id={`preset-${preset.id}-description`} className="sr-only">
                {preset.description}
              </span>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
