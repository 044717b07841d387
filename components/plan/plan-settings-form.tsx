"use client";

import type { PlanSettings } from "@/lib/planner/plan-link";
import type { SideKey } from "@/lib/scenario/types";
import { NumberField } from "@/components/fields/number-field";
import type { PlanView } from "./use-plan";
import { Segment } from "@/components/fields/segment";

export const planButton =
  "min-h-11 rounded-md border border-slate-600 px-3 text-sm hover:border-amber-400 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-amber-300";

function targetProblem(n: number): string | null {
  return Number.isInteger(n) && n >= 1 && n <= 100 ? null : "must be a whole percent from 1 to 100";
}

interface Props {
  /** The panel's settings in the link (null: the panel is not in use) and the ones being chosen. */
  readonly plan: PlanSettings | null;
  readonly settings: PlanSettings;
  readonly view: PlanView;
  readonly running: boolean;
  /** "Empire (attacker)". */
  readonly name: (side: SideKey) => string;
  /** "win", "hold space": what the target asks. */
  readonly reach: string;
  readonly choose: (next: PlanSettings) => void;
  /** Starts the search with the settings chosen. */
  readonly start: () => void;
  readonly onPlan: (plan: PlanSettings | null) => void;
}

/** The planner's settings: which side plans, its target chance, whether its units are already there; Find, Stop, Close. */
export function PlanSettingsForm({
  plan,
  settings,
  view,
  running,
  name,
  reach,
  choose,
  start,
  onPlan,
}: Props) {
  const button = planButton;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-1 text-sm text-slate-300">Plan for</legend>
        {(["attacker", "defender"] as const).map((side) => (
          <Segment
            key={side}
            name="plan-side"
            checked={settings.side === side}
            onChoose={() => choose({ ...settings, side })}
          >
            {name(side)}
          </Segment>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-1.5">
        <label htmlFor="plan-target" className="text-sm text-slate-300">
          Target chance to {reach}
        </label>
        <NumberField
          id="plan-target"
          value={settings.target}
          check={targetProblem}
          onValue={(target) => choose({ ...settings, target })}
          step={5}
          min={1}
          max={100}
          className="w-20"
        />
        <span className="text-sm text-slate-300">%</span>
      </div>
      {settings.side === "attacker" && (
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-300">
          <input
            type="checkbox"
            data-testid="plan-in-system"
            className="size-5 accent-amber-400"
            checked={settings.inSystem === true}
            onChange={(e) => choose({ ...settings, inSystem: e.target.checked })}
          />
          These units are already in the system
        </label>
      )}
      <div className="flex gap-2">
        {!plan || view.status === "stopped" || view.status === "error" ? (
          <button type="button" className={`${button} border-amber-400 text-amber-200`} onClick={start}>
            Find the smallest force
          </button>
        ) : running ? (
          <button type="button" className={button} onClick={view.stop}>
            Stop
          </button>
        ) : null}
        {plan && (
          <button type="button" className={button} onClick={() => onPlan(null)}>
            Close
          </button>
        )}
      </div>
    </div>
  );
}
