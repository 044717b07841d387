"use client";

import { useMemo, useState } from "react";
import type { SimulationResult } from "@/lib/engine";
import { checkScenario } from "@/lib/scenario/validate-scenario";
import { NAME_WORDS } from "@/lib/scenario/words";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import { encodeCompare } from "@/lib/compare/compare-link";
import type { PlanSettings } from "@/lib/planner/plan-link";
import type { LuckEntry } from "@/lib/luck/luck-entry";
import { cleanName } from "@/lib/scenario/clean-name";
import type { SharedOdds } from "@/lib/share/shared-odds";
import { activeOrigin, backLabel } from "@/lib/history/kept-origin";
import { battleOf, nameOf, setupOf, wayBackLine } from "@/lib/page/page-state";

import { goalsOf } from "@/lib/compare/paired-run";
import { playedGoals, playedScenario, type AutoShares } from "@/lib/results/auto-goal";
import { mainRunKey } from "@/lib/runs/run-job";
import { useRecentBattles } from "@/components/history/use-recent-battles";
import { useWasHeadline } from "@/components/cards/use-was-headline";
import type { CalculatorModel, LinkNotices } from "./calculator-context";
import { useExtras } from "./use-extras";
import { usePageState } from "./use-page-state";
import { usePool } from "./use-pool";
import { useShareLinks } from "./use-share-links";
import { useSimulation } from "./use-simulation";

/** What the page opens with: the link as read (the server's or the browser's), and the server's first numbers. */
export interface CalculatorStart extends Partial<LinkNotices> {
  readonly initial: Setup;
  /** Setup A of a comparison opened from a link. */
  readonly initialPinned: Setup | null;
  /** The Plan panel's settings and the luck gauge's entry from the link (`plan=`, `luck=`). */
  readonly initialPlan?: PlanSettings | null;
  readonly initialLuck?: LuckEntry | null;
  /** `initial`'s result when the server could run it quickly: shown at once instead of running again. */
  readonly initialResult?: SimulationResult | null;
  /** The first battles `auto` reads, with `initialResult` (docs/rules.md#auto). */
  readonly initialShares?: AutoShares | null;
  /** The battle's name from the link (`name=`); "" for none. */
  readonly initialName?: string;
  /** The headline chances the link was shared with (`shared=`), for `initial` (and `initialPinned`). */
  readonly shared?: SharedOdds | null;
}

/** The calculator's model (calculator-context.ts): its state, its runs and what the panels read of them. */
export function useCalculatorModel(start: CalculatorStart): CalculatorModel {
  const notices: LinkNotices = {
    notice: start.notice ?? null,
    dropped: start.dropped ?? [],
    pinNotice: start.pinNotice ?? null,
    planNotice: start.planNotice ?? null,
    luckNotice: start.luckNotice ?? null,
  };
  const { poolRef, ready: poolReady } = usePool();
  const [first] = useState(() => ({
    setup: start.initial,
    name: start.initialName ?? "",
    pinned: start.initialPinned,
    plan: start.initialPlan ?? null,
    luck: start.initialLuck ?? null,
    notices: {
      link: notices.notice !== null || notices.dropped.length > 0,
      pin: notices.pinNotice !== null,
      plan: notices.planNotice !== null,
      luck: notices.luckNotice !== null,
    },
  }));
  const { state, actions } = usePageState(first);
  const setup = setupOf(state);
  const name = cleanName(nameOf(state));
  const query = useMemo(() => encodeSetup(setup), [setup]);
  const problem = useMemo(() => checkScenario(setup.scenario, NAME_WORDS), [setup.scenario]);
  // (the run's identity leaves the goals out: another goal reads the same run another way)
  const runIdentity = useMemo(() => mainRunKey(setup), [setup]);
  const sim = useSimulation(
    poolRef,
    problem ? null : setup,
    problem ? `invalid:${query}` : runIdentity,
    start.initialResult ?? null,
    start.initialShares ?? null,
  );
  // Each side's goal as played: `auto` resolved on this setup's first battles (docs/rules.md#auto). Every answer
  // reads `played`; what is kept (the link, undo, Apply) keeps the goal as set.
  const shares = problem ? null : sim.shares;
  const goalsPlayed = useMemo(() => playedGoals(setup.scenario, shares), [setup.scenario, shares]);
  const played = useMemo(
    () => ({ ...setup, scenario: playedScenario(setup.scenario, goalsPlayed) }),
    [setup, goalsPlayed],
  );
  const origin = activeOrigin(state.kept, query);
  const back = () => {
    if (origin) actions.replaceWith(backLabel(origin))(origin.origin);
  };
  const recent = useRecentBattles(setup, query, problem === null, {
    name,
    // (a chance only from the page's own finished run of this setup)
    chance:
      !sim.running && !sim.stale && sim.result && sim.error === null && problem === null
        ? sim.result.outcomes.attacker.p
        : null,
  });
  const extras = useExtras(poolRef, poolReady, played, state.pinned, sim, problem, state.plan, origin);
  const [sharedFor] = useState(() => encodeCompare(start.initial, start.initialPinned));
  const links = useShareLinks(state, name, sim, extras, start.shared ?? null, sharedFor);
  const { attacker, defender } = setup.scenario;
  const goals = useMemo(() => goalsOf(played.scenario), [played.scenario]);
  const factions = useMemo(
    () => ({ attacker: attacker.faction, defender: defender.faction }),
    [attacker, defender],
  );
  // Every change of the setup (its link) puts the last run's headline chance beside the new one: "was 74%".
  const was = useWasHeadline(problem ? null : sim.result, sim.running, query, factions, battleOf(state));
  return {
    ...links,
    state,
    actions,
    setup,
    played,
    goalsPlayed,
    goals,
    factions,
    name,
    query,
    problem,
    poolReady,
    sim,
    extras,
    origin,
    back,
    wayBack: wayBackLine(state.change, query, origin),
    recent,
    was,
    notices,
  };
}
