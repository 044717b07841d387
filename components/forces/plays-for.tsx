"use client";

import { playsForLine, type PlayedGoal } from "@/lib/results/auto-goal";
import { editSide } from "@/lib/scenario/setup-edits";
import type { Setup } from "@/lib/scenario/setup";
import type { SideKey } from "@/lib/scenario/types";
import { factionNoun } from "@/lib/scenario/words";
import { factionName } from "@/lib/results/chart-data";
import { GoalSelect } from "./goal-select";

interface Props {
  /** The setup as set (`auto` stays `auto` when another side's goal changes). */
  readonly setup: Setup;
  readonly played: Readonly<Record<SideKey, PlayedGoal>>;
  readonly onChange: (setup: Setup) => void;
}

const SIDES = ["attacker", "defender"] as const;

/**
 * Above the verdict: what each side plays for where `auto` chose something else than the win (docs/rules.md#auto) or
 * where the goal has nothing to fight for (docs/rules.md#no-contest), "Plays for: hold space (auto — the Rebels win outright under 1%)",
 * with its menu beside it: another goal is one tap away.
 */
export function PlaysFor({ setup, played, onChange }: Props) {
  // (auto's win needs no line here: the verdict leads with the win; the side's goal field says why)
  const shown = SIDES.filter(
    (s) =>
      (played[s].requested === "auto" && !played[s].pending && played[s].goal !== "win") ||
      played[s].noContest,
  );
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5" aria-label="What each side plays for" data-testid="plays-for">
      {shown.map((side) => {
        const p = played[side];
        const enemy = side === "attacker" ? "defender" : "attacker";
        const who = factionNoun(setup.scenario[side].faction);
        return (
          <li key={side} className="flex items-center justify-between gap-2 text-xs">
            <span
              id={`plays-for-${side}-line`}
              className="min-w-0 flex-1 text-slate-200"
              data-testid={`plays-for-${side}`}
            >
              <span className="text-slate-400">{factionName(setup.scenario[side].faction)} · </span>
              {playsForLine(p)}
              {p.noContest && (
                <span className="font-semibold text-amber-300" data-testid={`plays-for-${side}-no-contest`}>
                  {" "}
                  — {p.noContest}
                </span>
              )}
            </span>
            <GoalSelect
              id={`${side}-goal-verdict`}
              side={side}
              force={setup.scenario[side]}
              enemy={setup.scenario[enemy]}
              played={p}
              label={`Change what ${who} play${setup.scenario[side].faction === "rebel" ? "" : "s"} for`}
              labelledBy={`plays-for-${side}-line`}
              shortAuto
              className="w-36 shrink-0 py-0 text-xs sm:w-44"
              onChange={(goal) => onChange(editSide(setup, side, { goal }))}
            />
          </li>
        );
      })}
    </ul>
  );
}
