"use client";

import { useMemo, useState } from "react";
import { UNIT_IDS, type UnitId } from "@/lib/data";
import type { SimulationResult } from "@/lib/engine";
import { NO_LOSSES, type LuckEntry } from "@/lib/luck/luck-entry";
import { setShown, shownCount, type LuckMode } from "@/lib/luck/luck-edits";
import { luckReading } from "@/lib/luck/luck-reading";
import { factionName } from "@/lib/results/chart-data";
import { SIDES, type Scenario, type SideKey } from "@/lib/scenario/types";
import { unitName } from "@/lib/scenario/words";
import { LuckChart } from "./luck-chart";
import { TapStepper } from "@/components/fields/tap-stepper";

interface Props {
  readonly scenario: Scenario;
  /** The entry (in the share link), null while the gauge is closed. */
  readonly luck: LuckEntry | null;
  readonly onLuck: (luck: LuckEntry | null) => void;
  /** The main run of the setup, once it is done (null before). */
  readonly result: SimulationResult | null;
}

const button =
  "min-h-11 rounded-md border border-slate-600 px-3 text-sm hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300";

/**
 * The luck gauge (docs/rules.md#luck): after a battle, the player enters what each side lost (or has left) and reads
 * where that falls among the simulated battles of the setup it started from, a line and a chart per side.
 */
export function LuckPanel({ scenario, luck, onLuck, result }: Props) {
  const [mode, setMode] = useState<LuckMode>("lost");
  const reading = useMemo(
    () => (luck && result ? luckReading(scenario, luck, result) : null),
    [scenario, luck, result],
  );
  const brought = (side: SideKey) => UNIT_IDS.filter((id) => (scenario[side].units[id] ?? 0) > 0);
  return (
    <section
      aria-labelledby="luck-heading"
      data-testid="luck"
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-700 bg-slate-900/80 p-3"
    >
      <h2 id="luck-heading" className="text-lg font-bold text-amber-200">
        After the battle: how lucky was it?
      </h2>
      {luck === null ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-slate-300">
            Enter how your battle ended and see where it falls among the simulated battles of this setup.
          </p>
          <button type="button" className={button} onClick={() => onLuck(NO_LOSSES)}>
            Enter how it ended
          </button>
        </div>
      ) : (
        <>
          <LuckModeField mode={mode} onMode={setMode} />
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {SIDES.map((side) => (
              <fieldset key={side} className="flex min-w-0 flex-col gap-1" data-testid={`luck-${side}`}>
                <legend className="mb-1 text-sm font-semibold text-slate-100">
                  {factionName(scenario[side].faction)} ({side})
                </legend>
                {brought(side).map((id: UnitId) => (
                  <TapStepper
                    key={id}
                    label={`${unitName(id, 2)} ${mode}`}
                    value={shownCount(scenario, luck, side, id, mode)}
                    note={`(of ${scenario[side].units[id] ?? 0})`}
                    max={scenario[side].units[id] ?? 0}
                    testId={`luck-${side}-${id}`}
                    onChange={(n) => onLuck(setShown(scenario, luck, side, id, mode, n))}
                  />
                ))}
              </fieldset>
            ))}
          </div>
          {reading === null && (
            <p className="text-sm text-slate-300">The reading comes once the odds are in.</p>
          )}
          {reading && !reading.ok && (
            <p role="alert" data-testid="luck-error" className="text-sm text-red-300">
              {reading.error}
            </p>
          )}
          {reading?.ok && (
            <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {reading.sides.map((s) => (
                <div key={s.side} className="flex min-w-0 flex-col gap-2">
                  <p data-testid={`luck-line-${s.side}`} className="text-sm text-slate-100">
                    {s.line}
                  </p>
                  <LuckChart
                    title={`Strength the ${factionName(s.faction)} lost, over the simulated battles`}
                    bars={s.bars}
                    testId={`luck-chart-${s.side}`}
                  />
                </div>
              ))}
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="button" className={button} onClick={() => onLuck(NO_LOSSES)}>
              Clear
            </button>
            <button type="button" className={button} onClick={() => onLuck(null)}>
              Close
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** Whether the player enters what each side lost or what it has left. */
function LuckModeField({ mode, onMode }: { mode: LuckMode; onMode: (mode: LuckMode) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Enter what each side</legend>
      {(["lost", "left"] as const).map((m) => (
        <label
          key={m}
          className="flex min-h-11 cursor-pointer items-center rounded-md border border-slate-600 px-3 text-sm has-[:checked]:border-amber-400 has-[:checked]:bg-amber-400/15 has-[:checked]:text-amber-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-300"
        >
          <input
            type="radio"
            name="luck-mode"
            className="sr-only"
            checked={mode === m}
            onChange={() => onMode(m)}
          />
          {m === "lost" ? "What each side lost" : "What each side has left"}
        </label>
      ))}
    </fieldset>
  );
}
