"use client";

import { PRESETS } from "@/lib/scenario/presets";
import { parseScenario } from "@/lib/scenario/validate-scenario";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";

interface Props {
  readonly setup: Setup;
  readonly onChange: (setup: Setup) => void;
}

/** Presets parsed once: they are fixed data, checked by the scenario tests. */
const PARSED = PRESETS.flatMap((preset) => {
  const parsed = parseScenario(preset.scenario);
  return parsed.ok ? [{ preset, scenario: parsed.scenario }] : [];
});

/** Named battles one click away; loading one keeps the trials and seed, so its odds are comparable. */
export function PresetPicker({ setup, onChange }: Props) {
  const current = encodeSetup({ ...setup, trials: 1000, seed: "x" });
  return (
    <nav aria-label="Preset battles" data-testid="presets" className="min-w-0">
      <ul className="flex flex-wrap gap-2">
        {PARSED.map(({ preset, scenario }) => {
          const active = encodeSetup({ scenario, trials: 1000, seed: "x" }) === current;
          return (
            <li key={preset.id}>
              <button
                type="button"
                title={preset.description}
                aria-pressed={active}
                aria-describedby={`preset-${preset.id}-description`}
                onClick={() => onChange({ ...setup, scenario })}
                className="rounded-full border border-slate-600 px-3 py-1 text-sm hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300 aria-pressed:border-amber-400 aria-pressed:bg-amber-400/15 aria-pressed:text-amber-200"
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
