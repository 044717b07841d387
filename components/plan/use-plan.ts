"use client";

import { useCallback, useEffect, useState } from "react";
import type { PlanProgress, PlanResult } from "@/lib/planner";
import type { PlanSettings } from "@/lib/planner/plan-link";
import { startPlan } from "@/lib/planner/plan-runner";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";

/** Trials each plan is confirmed with in the page (the planner command's default). */
export const PAGE_PLAN_TRIALS = 20_000;

export interface PlanView {
  readonly status: "idle" | "waiting" | "running" | "done" | "stopped" | "error";
  readonly progress: PlanProgress | null;
  readonly result: PlanResult | null;
  readonly error: string | null;
  /** Stops the search in flight (the panel keeps its settings; `restart` runs it again). */
  readonly stop: () => void;
  readonly restart: () => void;
}

interface Outcome {
  readonly result: PlanResult | null;
  readonly error: string | null;
}

/** Finished searches kept, so going back to a setup shows its plans at once. */
const KEPT = 20;

/**
 * Runs the planner for the current setup while the panel is in use (`plan` set) and `enabled` (the main run
 * has finished): in its own worker, cancelled the moment the setup or the settings change.
 */
export function usePlan(setup: Setup, plan: PlanSettings | null, enabled: boolean): PlanView {
  const inSystem = plan?.side === "attacker" && plan.inSystem === true;
  const key = plan ? `${encodeSetup(setup)}|${plan.side}|${plan.target}|${inSystem}` : null;
  const [done, setDone] = useState<ReadonlyMap<string, Outcome>>(() => new Map());
  const [progress, setProgress] = useState<{ key: string; progress: PlanProgress | null } | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);

  useEffect(() => {
    if (!key || !plan || !enabled || done.has(key) || stopped === key) return;
    const run = startPlan(
      {
        scenario: setup.scenario,
        side: plan.side,
        target: plan.target / 100,
        trials: PAGE_PLAN_TRIALS,
        seed: setup.seed,
        inSystem,
      },
      (reply) => {
        if (reply.type === "progress") {
          setProgress({ key, progress: reply.progress });
          return;
        }
        const outcome: Outcome =
          reply.type === "done"
            ? { result: reply.result, error: null }
            : { result: null, error: reply.message };
        setDone((map) => {
          const next = new Map(map);
          next.set(key, outcome);
          while (next.size > KEPT) next.delete(next.keys().next().value as string);
          return next;
        });
        setProgress(null);
      },
    );
    // (the run has started: an empty progress until its first report)
    // oxlint-disable-next-line react/set-state-in-effect
    setProgress({ key, progress: null });
    return () => run.stop();
    // `key` names the setup and the settings; the finished and stopped lists are read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, stopped]);

  const stop = useCallback(() => {
    if (key) setStopped(key);
    setProgress(null);
  }, [key]);
  const restart = useCallback(() => {
    if (!key) return;
    setStopped(null);
    setDone((map) => {
      const next = new Map(map);
      next.delete(key);
      return next;
    });
  }, [key]);

  const outcome = key ? done.get(key) : undefined;
  const status: PlanView["status"] = !key
    ? "idle"
    : outcome
      ? outcome.error
        ? "error"
        : "done"
      : stopped === key
        ? "stopped"
        : progress?.key === key
          ? "running"
          : "waiting";
  return {
    status,
    progress: progress?.key === key ? progress.progress : null,
    result: outcome?.result ?? null,
    error: outcome?.error ?? null,
    stop,
    restart,
  };
}
