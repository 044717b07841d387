import type { BestMove } from "@/lib/mid-battle/best-move";
import { simulateTraced, type SimulationResult, type TrialTrace } from "@/lib/engine";
import { goalChance } from "@/lib/results/goal-chance";
import { runToEnd } from "@/lib/panel-runs/run-to-end";
import type { RunViews } from "@/lib/panel-runs/registry";
import { goalOf, type Goal, type GoalChoice } from "@/lib/scenario/goals";
import { playedGoals, playedScenario, sharesOfTrace, type PlayedGoal } from "@/lib/results/auto-goal";
import type { Setup } from "@/lib/scenario/setup";
import type { RetreatPolicy, SideKey } from "@/lib/scenario/types";
import type { Theater } from "@/lib/data";
import { theatersGivenUp } from "@/lib/retreat/retreat-decisions";
import type { RetreatRow } from "@/lib/retreat/retreat-ranking";
import { tradeOff } from "@/lib/retreat/retreat-verdict";
import type { BatchRequest, BatchResponse } from "@/lib/worker/protocol";

/** One retreat rule on the side's goal: its chance, its interval, and the share of strength it keeps. */
export interface RuleAdvice {
  readonly rule: RetreatPolicy;
  readonly label: string;
  readonly p: number;
  /** The 95% interval of `p`: the main run's, widened by the noise of the rule's difference from it. */
  readonly low: number;
  readonly high: number;
  readonly strengthKept: number | null;
  /**
   * Each theater the side holds fighting on (10% of the time or more) other than its goal's: the chance to hold it
   * with this rule and never retreating (lib/retreat/retreat-decisions.ts).
   */
  readonly holds: readonly { readonly theater: Theater; readonly p: number; readonly never: number }[];
  /** The theaters among those it gives up (holds more than a point less often). */
  readonly givesUp: readonly Theater[];
  /** Against never retreating (retreat-decisions.ts:Standing), and the trials it was measured on. */
  readonly standing: string;
  readonly trials: number;
}

/** A rule the verdict names: its label and the theaters it gives up. */
export interface NamedRule {
  readonly label: string;
  readonly givesUp: readonly Theater[];
}

/** One card still in hand: the change in its owner's goal chance were it already used, with its 95% interval. */
export interface CardAdvice {
  readonly card: string;
  readonly name: string;
  readonly theater: string;
  readonly change: number;
  readonly low: number;
  readonly high: number;
  readonly verdict: string;
  /** Why using the card raises its side's goal chance, when it does (the page's row says it too). */
  readonly why: string | null;
}

export interface SideAdvice {
  /** What the side was set to play for (`auto` included, docs/rules.md#auto)… */
  readonly requested: GoalChoice;
  /** …the goal every number below reads, and why `auto` chose it (null for a goal set by hand). */
  readonly goal: Goal;
  readonly why: string | null;
  /** Why the goal has nothing to fight for (docs/rules.md#no-contest): then no rule or card is ranked on it. */
  readonly noContest: string | null;
  readonly p: number;
  readonly low: number;
  readonly high: number;
  readonly retreat: {
    readonly verdict: string;
    readonly why: string;
    /** The ★ rule's label, null when the side cannot retreat. */
    readonly best: string | null;
    /** Where never retreating keeps the ★, the trade it passes up that the verdict names, if any. */
    readonly trade: NamedRule | null;
    readonly rules: readonly RuleAdvice[];
  };
  /** Cinematic Combat only: the side's cards, biggest loss first. */
  readonly cards?: readonly CardAdvice[];
}

/** What `npm run advise` and POST /api/advise answer: the page's advice for each side's goal. */
export interface Advice {
  readonly trials: number;
  readonly seed: string;
  readonly attacker: SideAdvice;
  readonly defender: SideAdvice;
  /** Asked with a roll just made: the best move after it (docs/rules.md#after-the-dice), or why there is none. */
  readonly afterRoll?: BestMove | { readonly error: string };
}

const Z95 = 1.959963984540054;

const givenUp = (r: RetreatRow): Theater[] =>
  r.decisions ? theatersGivenUp(r.decisions).map((h) => h.theater) : [];

/** The trade a "Don't plan a retreat" verdict names (lib/retreat/retreat-verdict.ts:tradeOff). */
function tradeOf(rows: readonly RetreatRow[], state: string): NamedRule | null {
  const trade = state === "stay" ? tradeOff(rows) : null;
  return trade && { label: trade.label, givesUp: givenUp(trade) };
}

/**
 * The advice JSON from the main run and the queue's views (the page's own numbers, read the same way); `setup` with
 * its goals as played (`played`).
 */
export function adviceOf(
  setup: Setup,
  main: SimulationResult,
  views: RunViews,
  played: Record<SideKey, PlayedGoal>,
): Advice {
  const side = (key: SideKey): SideAdvice => {
    const goal = goalOf(setup.scenario[key]);
    const { requested, why, noContest } = played[key];
    const own = goalChance(main, key, goal);
    const rows = views.retreat.rows[key];
    const verdict = views.retreat.verdicts[key];
    const rules = rows.map((r): RuleAdvice => {
      const p = r.goal ?? 0;
      // (95%: the main run's margins plus that of the rule's difference from it, trial by trial; standard deviations
      // add at most, so it errs wide, never narrow; the current rule's is the main run's own)
      const margin = r.current ? 0 : (r.goalMargin ?? 0);
      return {
        rule: r.rule,
        label: r.label,
        p,
        low: r.current ? own.low : Math.max(0, p - (own.p - own.low) - margin),
        high: r.current ? own.high : Math.min(1, p + (own.high - own.p) + margin),
        strengthKept: r.strengthKept,
        holds: (r.vsNever?.holds ?? []).map((h) => ({ theater: h.theater, p: h.rule, never: h.never })),
        givesUp: givenUp(r),
        standing: r.standing ?? "pending",
        trials: r.current ? main.trials : r.trials,
      };
    });
    const advice: SideAdvice = {
      requested,
      goal,
      why,
      noContest,
      p: own.p,
      low: own.low,
      high: own.high,
      retreat: {
        verdict: verdict.text,
        why: verdict.why,
        best: rows.find((r) => r.best)?.label ?? null,
        trade: tradeOf(rows, verdict.state),
        rules,
      },
    };
    if (setup.scenario.tactics.mode !== "cinematic") return advice;
    // (a goal with nothing to fight for ranks no card: every card's change is nothing, docs/rules.md#no-contest)
    if (noContest) return { ...advice, cards: [] };
    const worth = views["card-worth"];
    const cards = [...worth.rows, ...worth.folded]
      .filter((c) => c.side === key && c.diff !== null)
      .sort((a, b) => a.diff! - b.diff!)
      .map((c): CardAdvice => ({
        card: c.id.split(":").at(-1)!,
        name: c.name,
        theater: c.theater,
        change: c.diff!,
        low: c.diff! - Z95 * (c.se ?? 0),
        high: c.diff! + Z95 * (c.se ?? 0),
        verdict: c.verdict,
        why: c.why,
      }));
    return { ...advice, cards };
  };
  return { trials: setup.trials, seed: setup.seed, attacker: side("attacker"), defender: side("defender") };
}

/** The panels the advice needs: the retreat rules, and the cards in Cinematic Combat. */
const ADVICE_PANELS: ReadonlySet<string> = new Set(["baseline", "retreat", "card-worth"]);

/**
 * The whole advice for a setup on this thread: the main run (traced), then the page's queue run to the end for the
 * retreat rules and (Cinematic Combat) the cards. `auto` is resolved on the main run's first battles. Used by the
 * CLI and the server's advice thread (`options.run`: how each batch is run; the thread's stops at its time budget).
 */
export function advise(
  setup: Setup,
  main?: { result: SimulationResult; trace: TrialTrace },
  options: { readonly run?: (batch: BatchRequest) => BatchResponse } = {},
): Advice {
  const run = main ?? simulateTraced(setup.scenario, { trials: setup.trials, seed: setup.seed });
  const played = playedGoals(setup.scenario, run.trace && sharesOfTrace(run.trace, setup.trials));
  const asPlayed = { ...setup, scenario: playedScenario(setup.scenario, played) };
  const input = {
    setup: asPlayed,
    pinned: null,
    changes: [],
    main: { result: run.result, trace: run.trace },
  };
  const { views } = runToEnd(input, ADVICE_PANELS, { only: ADVICE_PANELS, ...options });
  return adviceOf(asPlayed, run.result, views, played);
}
