"use client";

import { useState } from "react";
import {
  ATTACK_DIE_NAMES,
  attributeOdds,
  attributeTest,
  type AttackDie,
  type AttributeTest as Test,
} from "@/lib/assault";
import { formatPercent } from "@/lib/format/percent";
import { DiePool } from "./die-button";

const button =
  "flex size-11 items-center justify-center rounded-md border border-slate-600 bg-slate-900 text-lg font-bold hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-amber-300 disabled:opacity-40";

function Count({
  label,
  value,
  min,
  max,
  onChange,
  id,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (v: number) => void;
  id: string;
}) {
  return (
    <div className="flex min-w-0 items-center justify-between gap-2" data-testid={id}>
      <span id={id} className="text-sm text-slate-200">
        {label}
      </span>
      <span className="flex items-center gap-1" role="group" aria-labelledby={id}>
        <button
          type="button"
          className={button}
          aria-label={`${label} down`}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output className="w-8 text-center text-base tabular-nums">{value}</output>
        <button
          type="button"
          className={button}
          aria-label={`${label} up`}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </span>
    </div>
  );
}

const FIGURES: readonly { value: Test["figure"]; label: string }[] = [
  { value: "hero", label: "Hero (rolls)" },
  { value: "elite", label: "Elite (1 success)" },
  { value: "regular", label: "Regular (fails)" },
];

/**
 * An attribute test (docs/assault.md#attribute-tests): the dice under the attribute on the Hero sheet, the successes
 * needed, strain tokens saved on the object, other ± successes, rerolls, Focused; the chance of passing, exact.
 */
export function AttributeTestPanel() {
  const [t, setT] = useState<Test>(() => attributeTest(["blue", "red"]));
  const set = (patch: Partial<Test>) => setT((old) => fitted({ ...old, ...patch }));
  const odds = attributeOdds(t);
  return (
    <details className="rounded-lg border border-slate-800 p-3 md:col-span-2" data-testid="attribute-test">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-slate-200">
        Attribute test (strength, insight, tech)
      </summary>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <p className="text-lg font-bold text-amber-200" data-testid="attribute-pass">
            Passes {formatPercent(odds.pass)} of the time
          </p>
          <p className="text-xs text-slate-400">
            Each surge rolled is a success; the test passes with at least {t.need}
            {t.need === 1 ? " success" : " successes"} (Rules Reference, Attribute Tests).
            {odds.atLeast.length > 2
              ? ` At least: ${odds.atLeast
                  .slice(1)
                  .map((p, k) => `${k + 1}: ${formatPercent(p)}`)
                  .join(" · ")}.`
              : ""}
          </p>
          <span role="group" aria-label="Who tests" className="flex flex-wrap gap-1">
            {FIGURES.map((f) => (
              <button
                key={f.value}
                type="button"
                aria-pressed={t.figure === f.value}
                onClick={() => set({ figure: f.value })}
                className={`min-h-11 rounded-md border px-2 text-sm ${t.figure === f.value ? "border-amber-400 bg-amber-400/20 text-amber-100" : "border-slate-600 text-slate-300 hover:bg-slate-800"}`}
              >
                {f.label}
              </button>
            ))}
          </span>
          {t.figure === "hero" && (
            <DiePool
              label="Attribute dice (the Hero sheet's)"
              idPrefix="attribute-"
              kinds={ATTACK_DIE_NAMES}
              pool={t.dice}
              max={5}
              min={1}
              onAdd={(d: AttackDie) => set({ dice: [...t.dice, d] })}
              onRemove={(i) => set({ dice: t.dice.filter((_, j) => j !== i) })}
            />
          )}
        </div>
        <AttributeCounts t={t} set={set} />
      </div>
    </details>
  );
}

/** Rerolls follow the dice down. */
const fitted = (t: Test): Test => ({
  ...t,
  rerolls: Math.min(t.rerolls, t.dice.length + (t.focused ? 1 : 0)),
});

/** The counts every test has, in the panel's order, with the range each stepper offers. */
const COUNTS: readonly { key: "need" | "saved" | "bonus"; label: string; min: number; max: number }[] = [
  { key: "need", label: "Successes needed", min: 1, max: 6 },
  { key: "saved", label: "Strain tokens saved on the object", min: 0, max: 5 },
  { key: "bonus", label: "Other successes (− for negative surges)", min: -3, max: 3 },
];

/** The test's numbers: successes needed, strain saved, other successes; a hero's rerolls and focus. */
function AttributeCounts({ t, set }: { t: Test; set: (patch: Partial<Test>) => void }) {
  return (
    <div className="flex flex-col gap-1">
      {COUNTS.map((c) => (
        <Count
          key={c.key}
          id={`at-${c.key}`}
          label={c.label}
          value={t[c.key]}
          min={c.min}
          max={c.max}
          onChange={(v) => set({ [c.key]: v })}
        />
      ))}
      {t.figure === "hero" && (
        <>
          <Count
            id="at-rerolls"
            label="Rerolls"
            value={t.rerolls}
            min={0}
            max={t.dice.length + (t.focused ? 1 : 0)}
            onChange={(rerolls) => set({ rerolls })}
          />
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-200">
            <input
              type="checkbox"
              className="size-5"
              checked={t.focused}
              onChange={(e) => set({ focused: e.target.checked })}
            />
            Focused (a green die)
          </label>
        </>
      )}
    </div>
  );
}
