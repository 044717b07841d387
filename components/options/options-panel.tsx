"use client";

import { POLICY_DOCS } from "@/lib/engine";
import { MAX_ROUND_CAP, type RuleVariants } from "@/lib/scenario/types";
import { MAX_LINK_TRIALS, MIN_LINK_TRIALS, type Setup } from "@/lib/scenario/url-codec";
import { SEED_PATTERN } from "@/lib/cli/simulate-args";
import { editScenario } from "@/components/calculator/setup-edits";
import { NumberField } from "@/components/forces/side-policies";
import { SeedField } from "./seed-field";

interface Props {
  readonly setup: Setup;
  readonly onChange: (setup: Setup) => void;
}

const TRIAL_CHOICES = [10_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, MAX_LINK_TRIALS];
const control =
  "rounded-md border border-slate-600 bg-slate-950 px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-amber-300";
const doc = "text-xs leading-snug text-slate-400";

type VariantKey = keyof RuleVariants;
const VARIANTS: readonly { key: VariantKey; label: string; options: readonly (string | number)[] }[] = [
  { key: "blackDie", label: "Black die", options: ["standard", "no-direct"] },
  { key: "spaceDeck", label: "Space tactic deck", options: ["standard", "two-onslaught"] },
  { key: "dsucHealth", label: "Death Star under construction health", options: ["black", "red"] },
  { key: "monCalCapacity", label: "Mon Calamari capacity", options: [4, 6] },
];

/** Options for the whole battle: tactic cards, round cap, rule variants, trials and seed. */
export function OptionsPanel({ setup, onChange }: Props) {
  const s = setup.scenario;
  const edit = (patch: Parameters<typeof editScenario>[1]) => onChange(editScenario(setup, patch));
  const trialChoices = TRIAL_CHOICES.includes(setup.trials)
    ? TRIAL_CHOICES
    : [...TRIAL_CHOICES, setup.trials].sort((a, b) => a - b);
  return (
    <section
      aria-labelledby="options-heading"
      className="min-w-0 rounded-xl border border-slate-700 bg-slate-900/80 p-3"
    >
      <h2 id="options-heading" className="text-lg font-bold text-slate-100">
        Options
      </h2>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor="tactics">Tactic cards</label>
          <select
            id="tactics"
            className={control}
            value={s.tactics}
            onChange={(e) => edit({ tactics: e.target.value as "base" | "none" })}
          >
            <option value="base">Base game decks</option>
            <option value="none">None (dice only)</option>
          </select>
          <p className={doc}>With none, specials do nothing and no cards are drawn.</p>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <span>Round cap</span>
          <NumberField
            label="Stop after round"
            value={s.roundCap}
            min={1}
            max={MAX_ROUND_CAP}
            step={1}
            onValue={(roundCap) => edit({ roundCap })}
          />
          <p className={doc}>A combat still going after this many rounds counts as a stalemate.</p>
        </div>
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
            More trials, narrower intervals ({MIN_LINK_TRIALS.toLocaleString("en-US")} to{" "}
            {MAX_LINK_TRIALS.toLocaleString("en-US")}).
          </p>
        </div>
        <SeedField seed={setup.seed} pattern={SEED_PATTERN} onSeed={(seed) => onChange({ ...setup, seed })} />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 accent-amber-400"
            checked={s.deathStarPlans}
            onChange={(e) => edit({ deathStarPlans: e.target.checked })}
          />
          <span>
            Death Star Plans
            <span className={`block ${doc}`}>{POLICY_DOCS.variants.deathStarPlans}</span>
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 accent-amber-400"
            checked={s.ignoreLimits}
            onChange={(e) => edit({ ignoreLimits: e.target.checked })}
          />
          <span>
            Ignore component limits
            <span className={`block ${doc}`}>
              Allow up to 99 of a unit type instead of the number of pieces in the box.
            </span>
          </span>
        </label>
      </div>
      <h3 className="mt-4 text-sm font-semibold uppercase tracking-wider text-slate-400">Rule variants</h3>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {VARIANTS.map(({ key, label, options }) => (
          <div key={key} className="flex flex-col gap-1 text-sm">
            <label htmlFor={`variant-${key}`}>{label}</label>
            <select
              id={`variant-${key}`}
              className={control}
              value={String(s.variants[key])}
              onChange={(e) => {
                const value = key === "monCalCapacity" ? Number(e.target.value) : e.target.value;
                edit({ variants: { ...s.variants, [key]: value } as RuleVariants });
              }}
            >
              {options.map((o, i) => (
                <option key={String(o)} value={String(o)}>
                  {String(o)}
                  {i === 0 ? " (default)" : ""}
                </option>
              ))}
            </select>
            <p className={doc}>{POLICY_DOCS.variants[key]}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
