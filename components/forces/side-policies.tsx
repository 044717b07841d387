"use client";

import { UNITS, unitDef, type UnitId } from "@/lib/data";
import { POLICY_DOCS } from "@/lib/engine";
import type { RetreatPolicy, SideKey, SideSetup, TargetingPolicy } from "@/lib/scenario/types";
import { moveInOrder } from "@/components/calculator/setup-edits";

interface Props {
  readonly side: SideKey;
  readonly setup: SideSetup;
  /** The enemy's units, for a priority order. */
  readonly enemy: SideSetup;
  readonly onChange: (patch: Partial<SideSetup>) => void;
}

const field = "flex flex-col gap-1 text-sm";
const control =
  "rounded-md border border-slate-600 bg-slate-950 px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-amber-300";
const doc = "text-xs leading-snug text-slate-400";

function defaultRetreat(policy: RetreatPolicy["policy"]): RetreatPolicy {
  if (policy === "after-round") return { policy, round: 1 };
  if (policy === "when-outgunned") return { policy, ratio: 0.5 };
  if (policy === "when-losing-units") return { policy, below: 2 };
  return { policy: "never" };
}

function enemyOrder(enemy: SideSetup): UnitId[] {
  return UNITS.filter((u) => (enemy.units[u.id] ?? 0) > 0).map((u) => u.id);
}

/** A side's documented choices: targeting, card play and retreat, each with the text of what it does. */
export function SidePolicies({ side, setup, enemy, onChange }: Props) {
  const id = (name: string) => `${side}-${name}`;
  const { targeting, retreat } = setup;
  const setTargeting = (policy: TargetingPolicy["policy"]) =>
    onChange({ targeting: policy === "priority" ? { policy, order: enemyOrder(enemy) } : { policy } });
  return (
    <div className="flex flex-col gap-3">
      <div className={field}>
        <label htmlFor={id("targeting")}>Targeting</label>
        <select
          id={id("targeting")}
          className={control}
          value={targeting.policy}
          onChange={(e) => setTargeting(e.target.value as TargetingPolicy["policy"])}
        >
          <option value="threat">Threat (default)</option>
          <option value="max-kills">Max kills</option>
          <option value="biggest-first">Biggest first</option>
          <option value="priority">Priority order</option>
        </select>
        {targeting.policy === "priority" && (
          <ol className="flex flex-col gap-1" aria-label="Priority order, first destroyed first">
            {targeting.order.map((u, i) => (
              <li key={u} className="flex items-center gap-2 text-xs">
                <span className="w-4 text-right tabular-nums text-slate-400">{i + 1}.</span>
                <span className="flex-1">{unitDef(u).name}</span>
                {([-1, 1] as const).map((delta) => (
                  <button
                    key={delta}
                    type="button"
                    aria-label={`Move ${unitDef(u).name} ${delta < 0 ? "up" : "down"}`}
                    disabled={i + delta < 0 || i + delta >= targeting.order.length}
                    onClick={() =>
                      onChange({
                        targeting: { policy: "priority", order: moveInOrder(targeting.order, i, delta) },
                      })
                    }
                    className="rounded border border-slate-600 px-1.5 disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-amber-300"
                  >
                    {delta < 0 ? "↑" : "↓"}
                  </button>
                ))}
              </li>
            ))}
          </ol>
        )}
        <p className={doc}>{POLICY_DOCS.targeting[targeting.policy]}</p>
      </div>
      <div className={field}>
        <label htmlFor={id("cards")}>Tactic card play</label>
        <select
          id={id("cards")}
          className={control}
          value={setup.cardPlay}
          onChange={(e) => onChange({ cardPlay: e.target.value as SideSetup["cardPlay"] })}
        >
          <option value="smart">Smart (default)</option>
          <option value="none">None</option>
        </select>
        <p className={doc}>{POLICY_DOCS.cardPlay[setup.cardPlay]}</p>
      </div>
      <div className={field}>
        <label htmlFor={id("retreat")}>Retreat</label>
        <div className="flex flex-wrap items-center gap-2">
          <select
            id={id("retreat")}
            className={control}
            value={retreat.policy}
            onChange={(e) => onChange({ retreat: defaultRetreat(e.target.value as RetreatPolicy["policy"]) })}
          >
            <option value="never">Never (default)</option>
            <option value="after-round">After round N</option>
            <option value="when-outgunned">When outgunned</option>
            <option value="when-losing-units">When losing units</option>
          </select>
          {retreat.policy === "after-round" && (
            <NumberField
              label="Round"
              value={retreat.round}
              min={1}
              max={1000}
              step={1}
              onValue={(round) => onChange({ retreat: { ...retreat, round } })}
            />
          )}
          {retreat.policy === "when-outgunned" && (
            <NumberField
              label="Dice ratio below"
              value={retreat.ratio}
              min={0.05}
              max={10}
              step={0.05}
              onValue={(ratio) => onChange({ retreat: { ...retreat, ratio } })}
            />
          )}
          {retreat.policy === "when-losing-units" && (
            <NumberField
              label="Fewer units than"
              value={retreat.below}
              min={1}
              max={1000}
              step={1}
              onValue={(below) => onChange({ retreat: { ...retreat, below } })}
            />
          )}
        </div>
        <p className={doc}>{POLICY_DOCS.retreat[retreat.policy]}</p>
      </div>
    </div>
  );
}

interface NumberFieldProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly onValue: (value: number) => void;
}

/** A number input that only reports values inside [min, max], rounded to its step. */
export function NumberField({ label, value, min, max, step, onValue }: NumberFieldProps) {
  return (
    <label className="flex items-center gap-1.5 text-xs text-slate-300">
      {label}
      <input
        type="number"
        className={`${control} w-20 tabular-nums`}
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(e) => {
          const raw = Number(e.target.value);
          if (e.target.value === "" || !Number.isFinite(raw)) return;
          const rounded = Math.round(raw / step) * step;
          onValue(Math.min(max, Math.max(min, Number(rounded.toFixed(4)))));
        }}
      />
    </label>
  );
}
