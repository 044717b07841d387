"use client";

import { UNITS, type UnitId } from "@/lib/data";
import { appliesIn } from "@/lib/scenario/choice";
import { SIDE_POLICIES } from "@/lib/scenario/policies";
import type { SideKey, SideSetup } from "@/lib/scenario/types";
import { ChoiceField } from "@/components/fields/choice-field";
import { RetreatNote } from "@/components/retreat/retreat-note";

interface Props {
  readonly side: SideKey;
  readonly setup: SideSetup;
  /** The enemy's units, for a priority order. */
  readonly enemy: SideSetup;
  /** The tactics mode: only its choices and options are offered. */
  readonly mode: string;
  readonly onChange: (patch: Partial<SideSetup>) => void;
}

function enemyOrder(enemy: SideSetup): UnitId[] {
  return UNITS.filter((u) => (enemy.units[u.id] ?? 0) > 0).map((u) => u.id);
}

/**
 * A side's documented choices (SIDE_POLICIES: targeting, retreat, card play), each with what it does; those of
 * the tactics mode only (no card play with dice only, first-useful only in Cinematic Combat).
 */
export function SidePolicies({ side, setup, enemy, mode, onChange }: Props) {
  return (
    <div className="flex flex-col gap-3">
      {SIDE_POLICIES.filter((c) => appliesIn(c, mode)).map((c) => (
        <div key={c.id} className="flex flex-col gap-1">
          <ChoiceField
            idPrefix={side}
            choice={c}
            value={setup[c.id]}
            enemyUnits={enemyOrder(enemy)}
            mode={mode}
            onChange={(value) => onChange({ [c.id]: value } as Partial<SideSetup>)}
          />
          {c.id === "retreat" && <RetreatNote own={setup} enemy={enemy} testId={`${side}-retreat-note`} />}
        </div>
      ))}
    </div>
  );
}
