import { CARD_WORTH_RUNS } from "@/lib/cards/card-worth-runs";
import { PIN_RUNS } from "@/lib/compare/pin-runs";
import { SENSITIVITY_RUNS } from "@/lib/compare/sensitivity";
import { WHAT_IF_RUNS } from "@/lib/compare/what-if-runs";
import { RETREAT_RUNS } from "@/lib/retreat/retreat-runs";
import { BASELINE_RUNS } from "@/lib/runs/baseline-runs";

/**
 * Every panel's extra runs, registered (docs/runs.md): the queue runs their demands in priority order. This folder
 * is the composition root above the panels (lib/compare, lib/cards, lib/retreat), which build on lib/runs below them. A new panel
 * with runs of its own is one lib module exporting a descriptor, one line here and one component.
 */
export const RUN_DESCRIPTORS = [
  BASELINE_RUNS,
  PIN_RUNS,
  RETREAT_RUNS,
  SENSITIVITY_RUNS,
  CARD_WORTH_RUNS,
  WHAT_IF_RUNS,
] as const;

export type RunDescriptors = typeof RUN_DESCRIPTORS;
export type RunId = RunDescriptors[number]["id"];
/** Each registered panel's view, by its id. */
export type RunViews = {
  readonly [D in RunDescriptors[number] as D["id"]]: ReturnType<D["view"]>;
};
/** Each registered panel's plan, by its id. */
export type RunPlans = {
  readonly [D in RunDescriptors[number] as D["id"]]: ReturnType<D["plan"]>;
};
