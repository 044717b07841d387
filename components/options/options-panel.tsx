"use client";

import { DEATH_STAR_PLANS, IGNORE_LIMITS, ROUND_CAP } from "@/lib/scenario/battle-options";
import { choiceLabel, explainChoice, numberProblem, type ToggleChoice } from "@/lib/scenario/choice";
import { PRECISION_CHOICES, SEED_PATTERN } from "@/lib/scenario/run-settings";
import { editScenario } from "@/lib/scenario/setup-edits";
import { variantsIn } from "@/lib/scenario/tactics-mode";
import type { RuleVariants, Scenario } from "@/lib/scenario/types";
import { MAX_LINK_TRIALS, MIN_LINK_TRIALS, type Setup } from "@/lib/scenario/url-codec";
import { ChoiceField, control } from "@/components/fields/choice-field";
import { Explanation } from "@/components/fields/explanation";
import { NumberField } from "@/components/fields/number-field";
import { SeedField } from "./seed-field";
import { TacticsField } from "./tactics-field";

interface Props {
  readonly setup: Setup;
  readonly onChange: (setup: Setup) => void;
}

const TRIAL_CHOICES = [10_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, MAX_LINK_TRIALS];
const doc = "text-xs leading-snug text-slate-400";

/** The setup with a precision (one of PRECISION_CHOICES, as the select gives it) or fixed trials (""). */
function withPrecision(setup: Setup, value: string): Setup {
  const { precision: _, ...fixed } = setup;
  const precision = PRECISION_CHOICES.find((p) => String(p) === value);
  return precision === undefined ? fixed : { ...fixed, precision };
}

/**
 * Options for the whole battle: tactic cards, round cap, rule variants (those of the tactics mode), trials,
 * precision and seed, all from their declarations.
 */
export function OptionsPanel({ setup, onChange }: Props) {
  const s = setup.scenario;
  const edit = (patch: Partial<Scenario>) => onChange(editScenario(setup, patch));
  const toggle = (c: ToggleChoice & { readonly id: "deathStarPlans" | "ignoreLimits" }) => (
    <div className="flex flex-col gap-1 text-sm">
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="h-5 w-5 accent-amber-400"
          checked={s[c.id]}
          onChange={(e) => edit({ [c.id]: e.target.checked })}
        />
        {choiceLabel(c)}
      </label>
      <Explanation text={explainChoice(c)} />
    </div>
  );
  return (
    <section
      aria-labelledby="options-heading"
      className="min-w-0 rounded-xl border border-slate-700 bg-slate-900/80 p-3"
    >
      <h2 id="options-heading" className="text-lg font-bold text-slate-100">
        Options
      </h2>
      <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TacticsField setup={setup} onChange={onChange} />
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor="round-cap">{choiceLabel(ROUND_CAP)}</label>
          <div className="flex flex-wrap items-center gap-2">
            <NumberField
              id="round-cap"
              value={s.roundCap}
              check={(n) => numberProblem(ROUND_CAP, n)}
              onValue={(roundCap) => edit({ roundCap })}
              step={1}
              min={ROUND_CAP.min}
              max={ROUND_CAP.max}
              className="w-20"
            />
          </div>
          <Explanation text={explainChoice(ROUND_CAP)} />
        </div>
        <RunFields setup={setup} onChange={onChange} />
        <SeedField seed={setup.seed} pattern={SEED_PATTERN} onSeed={(seed) => onChange({ ...setup, seed })} />
        {toggle(DEATH_STAR_PLANS)}
        {toggle(IGNORE_LIMITS)}
      </div>
      {/* only the variants of the tactics mode: the others change nothing here, and keep their values */}
      <h3 className="mt-4 text-sm font-semibold uppercase tracking-wider text-slate-400">Rule variants</h3>
      <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {variantsIn(s.tactics.mode).map((c) => (
          <ChoiceField
            key={c.id}
            idPrefix="variant"
            choice={c}
            value={s.variants[c.id]}
            onChange={(value) => edit({ variants: { ...s.variants, [c.id]: value } as RuleVariants })}
          />
        ))}
      </div>
    </section>
  );
}

/** The run's size: its trials, or a precision to stop at. */
function RunFields({ setup, onChange }: Props) {
  const trialChoices = TRIAL_CHOICES.includes(setup.trials)
    ? TRIAL_CHOICES
    : [...TRIAL_CHOICES, setup.trials].sort((a, b) => a - b);
  return (
    <>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="trials">Trials</label>
        <select
          id="trials"
          className={control}
          value={setup.trials}
          onChange={(e) => onChange({ ...setup, trials: Number(e.target.value) })}
        >
          {trialChoices.map((t) => (
            <option key={t} value={t}>
              {t.toLocaleString("en-US")}
            </option>
          ))}
        </select>
        <p className={doc}>
          {setup.precision === undefined ? "More trials, steadier odds" : "The most the run may use"} (
          {MIN_LINK_TRIALS.toLocaleString("en-US")} to {MAX_LINK_TRIALS.toLocaleString("en-US")}).
        </p>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="precision">Precision</label>
        <select
          id="precision"
          className={control}
          value={setup.precision ?? ""}
          onChange={(e) => onChange(withPrecision(setup, e.target.value))}
        >
          <option value="">Fixed trials</option>
          {PRECISION_CHOICES.map((p) => (
            <option key={p} value={p}>
              ±{p} {p === 1 ? "point" : "points"}
            </option>
          ))}
        </select>
        <p className={doc}>
          Or stop as soon as every headline chance is known to within this many percentage points.
        </p>
      </div>
    </>
  );
}
