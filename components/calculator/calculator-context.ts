"use client";

import { createContext, useContext } from "react";
import type { SimulationResult } from "@/lib/engine";
import type { KeptOrigin } from "@/lib/history/kept-origin";
import type { PageState } from "@/lib/page/page-state";
import type { Goals } from "@/lib/compare/paired-run";
import type { PlayedGoal } from "@/lib/results/auto-goal";
import type { SideKey } from "@/lib/scenario/types";
import type { Factions } from "@/lib/results/outcome-words";
import type { Setup } from "@/lib/scenario/url-codec";
import type { RecentBattles } from "@/components/history/use-recent-battles";
import type { WasHeadline } from "@/components/cards/use-was-headline";
import type { PageActions } from "./use-page-state";
import type { Extras } from "./use-extras";
import type { SimulationView } from "./use-simulation";

/** What the opened link could not give: its notices' words (each shown until dismissed: PageState.notices). */
export interface LinkNotices {
  readonly notice: string | null;
  readonly dropped: readonly string[];
  readonly pinNotice: string | null;
  readonly planNotice: string | null;
  readonly luckNotice: string | null;
}

/**
 * The calculator as its panels read it (components/calculator/use-calculator-model.ts builds it): the page's state
 * and its actions, the setup as set and as played, the main run and the runs after it, and what the page derives
 * from them. Panels take what they need from here where they render, instead of through every parent.
 */
export interface CalculatorModel {
  readonly state: PageState;
  readonly actions: PageActions;
  /** The setup as set (what Apply, Pin and the link keep: `auto` stays `auto`)… */
  readonly setup: Setup;
  /** …and as played: each side's goal resolved (docs/rules.md#auto), what every answer reads. */
  readonly played: Setup;
  readonly goalsPlayed: Readonly<Record<SideKey, PlayedGoal>>;
  readonly goals: Goals;
  readonly factions: Factions;
  /** The battle's name, cleaned; its share link (`query`: the setup alone) and what "Copy link" copies. */
  readonly name: string;
  readonly query: string;
  readonly copied: string;
  /** Why the setup cannot be run, if it cannot. */
  readonly problem: string | null;
  readonly poolReady: boolean;
  readonly sim: SimulationView;
  readonly extras: Extras;
  /** The kept origin while the setup its Apply made is shown, and the way back to what it replaced. */
  readonly origin: KeptOrigin | null;
  readonly back: () => void;
  /** What the way-back bar says while the page shows the setup a change far from Undo made, else null. */
  readonly wayBack: string | null;
  readonly recent: RecentBattles;
  readonly was: WasHeadline | null;
  readonly pinnedOdds: { readonly result: SimulationResult; readonly factions: Factions } | null;
  /** The link's shared odds where they differ from this calculator's, in a line. */
  readonly drift: string | null;
  readonly notices: LinkNotices;
}

export const CalculatorContext = createContext<CalculatorModel | null>(null);

/** The calculator's model, for a panel rendered inside it. */
export function useCalculator(): CalculatorModel {
  const model = useContext(CalculatorContext);
  if (!model) throw new Error("useCalculator: outside the calculator (CalculatorContext)");
  return model;
}
