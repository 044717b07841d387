"use client";

import { useState } from "react";
import {
  addAttackDie,
  addDefenseDie,
  ATTACK_DIE_NAMES,
  DEFENSE_DIE_NAMES,
  attackersOf,
  lineView,
  onLine,
  NUMBER_FIELDS,
  type FieldPath,
  LIMITS,
  removeAttackDie,
  removeDefenseDie,
  type Assault,
  type AssaultPage,
} from "@/lib/assault";
import { AttackersStrip } from "./attackers-strip";
import { AttributeTestPanel } from "./attribute-test";
import { ComparePanel } from "./compare-panel";
import { DiePool } from "./die-button";
import { FigurePicker } from "./figure-picker";
import { NumberStepper } from "./number-stepper";
import { RerollsFor } from "./rerolls-for";
import { RolledDice } from "./rolled-dice";
import { SurgeChips } from "./surge-chips";
import { SwitchField } from "./switch-field";
import { TokenPicker } from "./token-picker";

/**
 * The declared numbers with steppers of one group: an attacking figure's (its own numbers, its range and attacks),
 * the defender's, or the target's (its health).
 */
function steppers(group: "attack" | "defense" | null): FieldPath[] {
  const own = (f: FieldPath) => f === "range" || f === "attacks";
  if (group === "attack") return NUMBER_FIELDS.filter((f) => own(f) || f.startsWith("attack."));
  return NUMBER_FIELDS.filter((f) =>
    group === null ? !f.includes(".") && !own(f) : f.startsWith(`${group}.`),
  );
}

interface Props {
  readonly page: AssaultPage;
  readonly set: (a: Assault) => void;
  readonly setPage: (page: AssaultPage) => void;
}

/** The attack's controls: figures, dice (tapped in), surge chips, numbers, tokens; Compare, rolled dice, tests. */
export function AssaultControls({ page, set, setPage }: Props) {
  const { assault, pinned, compared } = page;
  // The attacking figure the controls edit: shown in the first place (lineView), the edit put back (onLine).
  const [picked, setPicked] = useState(0);
  const figure = Math.min(picked, attackersOf(assault).length - 1);
  const view = lineView(assault, figure);
  const setView = (v: Assault) => set(onLine(figure, () => v)(assault));
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <AttackersStrip assault={assault} selected={figure} onSelect={setPicked} onChange={set} />
      <FigurePicker assault={view} side="attack" onChange={setView} />
      <FigurePicker assault={assault} side="defense" onChange={set} />
      <DiePool
        label="Attack dice"
        kinds={ATTACK_DIE_NAMES}
        pool={view.attack.dice}
        max={LIMITS.attackDice}
        min={1}
        onAdd={(d) => setView(addAttackDie(d)(view))}
        onRemove={(i) => setView(removeAttackDie(i)(view))}
      />
      <DiePool
        label="Defence dice"
        kinds={DEFENSE_DIE_NAMES}
        pool={assault.defense.dice}
        max={LIMITS.defenseDice}
        min={0}
        onAdd={(d) => set(addDefenseDie(d)(assault))}
        onRemove={(i) => set(removeDefenseDie(i)(assault))}
      />
      <SurgeChips assault={view} onChange={setView} />
      <fieldset className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-800 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-200">Target</legend>
        {steppers(null).map((f) => (
          <NumberStepper key={f} assault={assault} field={f} onChange={set} />
        ))}
        <RerollsFor assault={assault} onChange={set} />
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-800 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-200">
          Attacker{attackersOf(assault).length > 1 ? ` ${figure + 1}` : ""}
        </legend>
        {steppers("attack").map((f) => (
          <NumberStepper key={f} assault={view} field={f} onChange={setView} />
        ))}
        <SwitchField assault={view} path="attack.focused" onChange={setView} />
        <TokenPicker assault={assault} side="attack" figure={figure} onChange={set} />
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-800 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-200">Defender</legend>
        {steppers("defense").map((f) => (
          <NumberStepper key={f} assault={assault} field={f} onChange={set} />
        ))}
        <SwitchField assault={assault} path="defense.noDodge" onChange={set} />
        <SwitchField assault={assault} path="defense.weakened" onChange={set} />
        <TokenPicker assault={assault} side="defense" onChange={set} />
      </fieldset>
      <ComparePanel
        assault={assault}
        compared={compared}
        onChange={(list) => setPage({ assault, pinned, compared: list, notices: [] })}
        onOpen={(a) => {
          setPicked(0);
          set(a);
        }}
      />
      <RolledDice assault={assault} />
      <AttributeTestPanel />
    </div>
  );
}
