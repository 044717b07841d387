"use client";

import { useMemo } from "react";
import { playedGoals, playedScenario, sharesOfTrace, withGoalsOf } from "@/lib/results/auto-goal";
import { factionName, type SideNames } from "@/lib/results/chart-data";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import type { ApplySource } from "@/lib/history/kept-origin";
import type { PlanForce } from "@/lib/planner";
import type { SideKey } from "@/lib/scenario/types";
import { applyPlan, describeForce } from "@/lib/planner/apply-plan";
import { useCalculator } from "./calculator-context";

/** What the runs after the main one do to the page: pin A, apply a plan or a what-if (keeping the way back). */
export interface ExploreActions {
  readonly names: SideNames;
  /** The setup Compare's B answers: A's goals as resolved on A's first battles (docs/rules.md#auto). */
  readonly question: Setup;
  readonly pin: () => void;
  readonly applyForce: (side: SideKey, force: PlanForce) => void;
  /** A plan applied to compare: A is the pool the plans came from (or the setup shown). */
  readonly compareForce: (side: SideKey, force: PlanForce) => void;
  readonly applyVariation: (id: string) => void;
  readonly compareVariation: (id: string) => void;
}

export function useExploreActions(): ExploreActions {
  const { actions, setup, played, state, sim, extras, origin } = useCalculator();
  const { pinned } = state;
  const { views } = extras.runs;
  const aTrace = views.pin.aTrace;
  const question = useMemo(() => {
    const shares = pinned && aTrace ? sharesOfTrace(aTrace, pinned.trials) : null;
    if (!pinned || !shares) return played;
    return { ...setup, scenario: playedScenario(setup.scenario, playedGoals(pinned.scenario, shares)) };
  }, [pinned, aTrace, played, setup]);
  const { attacker, defender } = setup.scenario;
  const names = useMemo(
    () => ({ attacker: factionName(attacker.faction), defender: factionName(defender.faction) }),
    [attacker.faction, defender.faction],
  );
  const pin = () => {
    // (the queue holds the main run as the finished run of this setup: A costs nothing more)
    if (extras.mainDone && sim.result) actions.pin(setup);
  };
  const variation = (id: string) => views["what-if"].plan.variations.find((v) => v.id === id);
  /** Shows `next`, keeping `from` (the setup it replaces) for the way back. */
  const apply = (from: Setup, next: Setup, source: ApplySource, what: string) => {
    actions.keep({ origin: from, originKey: encodeSetup(from), appliedKey: encodeSetup(next), source, what });
    actions.replaceWith("Applied the change")(next);
  };
  // The plans listed while a plan is applied are the pool's: another one applies to the pool, not to the plan.
  const pool = origin?.source === "plan" ? origin.origin : setup;
  const applyForce = (side: SideKey, force: PlanForce) =>
    apply(pool, applyPlan(pool, side, force), "plan", describeForce(force));
  const applyVariation = (id: string) => {
    const v = variation(id);
    // (the variation was made from the setup as played: its goals go back to the ones set, `auto` stays `auto`)
    if (v)
      apply(
        setup,
        { ...v.setup, scenario: withGoalsOf(v.setup.scenario, setup.scenario) },
        "what-if",
        v.label,
      );
  };
  return {
    names,
    question,
    pin,
    applyForce,
    compareForce: (side, force) => {
      // A is the pool the plans came from; its own run, traced, gives A's numbers.
      if (origin?.source === "plan") actions.pin(origin.origin);
      else pin();
      applyForce(side, force);
    },
    applyVariation,
    compareVariation: (id) => {
      if (!variation(id)) return;
      pin();
      applyVariation(id);
    },
  };
}
