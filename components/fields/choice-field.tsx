"use client";

import type { UnitId } from "@/lib/data";
import {
  appliesIn,
  choiceLabel,
  explainChoice,
  explainOption,
  numberProblem,
  optionLabel,
  pickOption,
  taggedOption,
  type EnumChoice,
  type TaggedChoice,
} from "@/lib/scenario/choice";
import { Explanation } from "./explanation";
import { NumberField } from "./number-field";
import { UnitOrderField } from "./unit-order-field";

interface Props {
  /** Unique on the page: the select's id is `${idPrefix}-${choice.id}`. */
  readonly idPrefix: string;
  readonly choice: TaggedChoice | EnumChoice;
  /** The domain value: a tagged object (`{ policy: "after-round", round: 2 }`) or a plain value. */
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  /** The enemy's unit types, where an option lists them in order (priority targeting). */
  readonly enemyUnits?: readonly UnitId[];
  /** The tactics mode: options declared for other modes are not offered (the one chosen always shows). */
  readonly mode?: string;
}

export const control =
  "min-h-11 rounded-md border border-slate-600 bg-slate-950 px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-amber-300";

/**
 * One declared choice (`lib/scenario/policies.ts`, `battle-options.ts`): a select over its options, the
 * chosen option's parameters with their declared ranges, and its explanation folded to a line.
 */
export function ChoiceField({ idPrefix, choice, value, onChange, enemyUnits = [], mode }: Props) {
  const id = `${idPrefix}-${choice.id}`;
  const tagged = choice.kind === "tagged" ? choice : null;
  const record = value as Readonly<Record<string, unknown>>;
  const selected = tagged ? String(record[tagged.tag]) : String(value);
  const option = choice.options.find((o) => String(o.value) === selected);
  const params = tagged ? Object.entries(taggedOption(tagged, selected)?.params ?? {}) : [];
  const explanation = option?.doc ? explainOption(choice, option) : choice.doc ? explainChoice(choice) : null;

  const pick = (text: string) => {
    if (tagged) onChange(pickOption(tagged, text, enemyUnits));
    else onChange(choice.options.find((o) => String(o.value) === text)?.value);
  };

  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <label htmlFor={id}>{choiceLabel(choice)}</label>
      <div className="flex flex-wrap items-center gap-2">
        <select
          id={id}
          className={`${control} min-w-0`}
          value={selected}
          onChange={(e) => pick(e.target.value)}
        >
          {choice.options
            .filter((o) => mode === undefined || appliesIn(o, mode) || String(o.value) === selected)
            .map((o) => (
              <option key={String(o.value)} value={String(o.value)}>
                {optionLabel(choice, o)}
              </option>
            ))}
        </select>
        {params.map(([name, p]) =>
          p.kind === "unit-order" ? null : (
            <span key={name} className="flex flex-wrap items-center gap-1.5 text-xs text-slate-300">
              <label htmlFor={`${id}-${name}`}>{p.label}</label>
              <NumberField
                id={`${id}-${name}`}
                value={record[name] as number}
                check={(n) => numberProblem(p, n)}
                onValue={(n) => onChange({ ...record, [name]: n })}
                step={p.kind === "real" ? p.step : 1}
                min={p.kind === "real" ? p.step : p.min}
                max={p.max}
                className="w-20"
              />
            </span>
          ),
        )}
      </div>
      {params.map(([name, p]) =>
        p.kind === "unit-order" ? (
          <UnitOrderField
            key={name}
            label={p.label}
            order={record[name] as readonly UnitId[]}
            onOrder={(order) => onChange({ ...record, [name]: order })}
          />
        ) : null,
      )}
      {explanation && <Explanation text={explanation} />}
    </div>
  );
}
