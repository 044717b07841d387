import { CINEMATIC_CARDS, unitStrength, type TacticCardId, type UnitId } from "@/lib/data";
import type { RolledDice } from "@/lib/engine";
import { runBatch } from "@/lib/worker/protocol";
import type { Goal } from "@/lib/scenario/goals";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import type { Targets } from "./candidates";
import type { AskedMove } from "./asked-move";
import { playWords } from "./card-plays";
import { rerollWords } from "./rerolls";
import type { MovePlan } from "./move-plan";
import { planMove } from "./plan-move";
import { MOVE_TRIALS, MoveSearch } from "./move-search";
import { pairedOf, type Paired } from "./paired-values";
import { placementWords } from "./placement-words";

/** One way to place the roll, and how the battle goes on from it. */
export interface MoveRow {
  /** The placement in words ("1 on an X-wing (destroyed)"). */
  readonly words: string;
  readonly placed: Targets;
  /** Base game, with known cards to choose from: the cards played now ("play Critical Hit"), else null. */
  readonly cards: string | null;
  readonly played: readonly TacticCardId[];
  /** The rolling side's goal chance from here, and the half-width of its 95% interval. */
  readonly goal: number;
  readonly goalMargin: number;
  /** The rolling side's expected strength lost from here on (lib/data/unit-strength.ts), with its margin. */
  readonly strengthLost: number;
  readonly strengthMargin: number;
  readonly trials: number;
  /** The engine's own placement of these dice (its targeting policy). */
  readonly isDefault: boolean;
}

export interface BestMove {
  readonly side: SideKey;
  readonly theater: "space" | "ground";
  readonly goal: Goal;
  /** Why `auto` chose the goal, or null. */
  readonly goalWhy: string | null;
  /** What the candidates are: ways to place the damage (base game, dice only) or dice to reroll (Cinematic). */
  readonly kind: "placement" | "reroll";
  /** The engine's own choice in words: "the engine's own placement", "the leader's own rerolls". */
  readonly ownChoice: string;
  /** Classes of placements found, after pruning the dominated ones; and how many were run. */
  readonly classes: number;
  readonly run: number;
  /** The best, then the next two (docs/rules.md#after-the-dice: goal chance, then within the noise less strength lost). */
  readonly rows: readonly MoveRow[];
  readonly engineDefault: MoveRow;
  /**
   * Which card to play now (base game, with known cards: docs/rules.md#after-the-dice): each way of playing cards
   * that was run, at its best placement, best first; its goal chance less the best one's, paired. Empty: no choice.
   */
  readonly cardChoices: readonly CardChoice[];
  /** The best's goal chance less the default's, paired on the same dice (0 when the default is the best). */
  readonly gain: Paired;
  /** The move asked about (`play`, `reroll`, `pick`), or null. */
  readonly asked: AskedRow | null;
}

export interface CardChoice {
  readonly cards: string;
  readonly played: readonly TacticCardId[];
  readonly goal: number;
  readonly goalMargin: number;
  readonly trials: number;
  /** This play's best goal chance less the best play's, paired on the same dice. */
  readonly behind: Paired;
}

/** The move the player asked about, at its best placement (or with the policy's rerolls), and how far behind it is. */
export interface AskedRow {
  readonly words: string;
  readonly goal: number;
  readonly goalMargin: number;
  readonly trials: number;
  readonly behind: Paired;
}

export type BestMoveAnswer = { ok: true; move: BestMove } | { ok: false; error: string };

/**
 * The best placement of a roll just made (docs/rules.md#after-the-dice): the classes of `planMove`, each played on
 * from the resulting state by a `MoveSearch`, its batches run here one after the other (the CLI, the API's thread).
 */
export function bestMove(
  scenario: Scenario,
  rolled: RolledDice,
  seed: string,
  maxTrials = MOVE_TRIALS,
  asked: AskedMove = {},
): BestMoveAnswer {
  const planned = planMove(scenario, rolled, asked);
  if (!planned.ok) return planned;
  const search = new MoveSearch(planned.plan, seed, maxTrials);
  for (let batch = search.next(); batch; batch = search.next()) search.receive(runBatch(batch));
  return { ok: true, move: moveOf(scenario, search) };
}

/** The answer of a finished search: the best, the next two, the engine's own placement and the gain over it. */
export function moveOf(scenario: Scenario, search: MoveSearch): BestMove {
  const { plan, values } = search;
  const start = Object.entries(scenario[plan.side].units).reduce(
    (n, [id, k]) => n + unitStrength(id as UnitId) * (k ?? 0),
    0,
  );
  const rows = plan.placed.map((placed, i): MoveRow => ({
    words: plan.rerolls ? rerollWords(plan.rerolls[i]!) : placementWords(plan.before, placed, plan.rule),
    placed,
    cards: plan.cardChoices > 1 ? playWords(plan.plays[i]!) : null,
    played: plan.plays[i]!.cards,
    ...chance(values.goal[i]!),
    ...lost(values.kept[i]!, start),
    trials: values.goal[i]!.length,
    isDefault: i === plan.defaultIndex,
  }));
  const order = rankRows(
    rows,
    values,
    rows.map((_, i) => i).filter((i) => !plan.picks?.[i]),
  );
  const best = order[0]!;
  return {
    side: plan.side,
    theater: plan.theater,
    kind: plan.rerolls ? "reroll" : "placement",
    ownChoice: plan.rerolls ? "the leader's own rerolls (the engine's policy)" : "the engine's own placement",
    goal: search.goal!,
    goalWhy: search.goalWhy,
    classes: plan.classes,
    run: plan.placed.length,
    rows: order.slice(0, 3).map((i) => rows[i]!),
    engineDefault: rows[plan.defaultIndex]!,
    gain: pairedOf(values.goal[plan.defaultIndex]!, values.goal[best]!),
    asked: askedRow(plan, rows, values, order[0]!),
    cardChoices: plan.picks?.some(Boolean)
      ? pickChoices(plan, rows, values)
      : plan.cardChoices > 1
        ? choicesOf(rows, order, values.goal)
        : [],
  };
}

/** The asked move's best run, behind the best move (a pick: behind the best pick), paired. */
function askedRow(
  plan: MovePlan,
  rows: readonly MoveRow[],
  values: { goal: number[][]; kept: number[][] },
  best: number,
): AskedRow | null {
  if (plan.asked.length === 0) return null;
  const i = rankRows(rows, values, plan.asked)[0]!;
  const pick = plan.picks?.[i];
  const picks = [plan.defaultIndex, ...rows.map((_, j) => j).filter((j) => plan.picks?.[j])];
  const top = pick ? rankRows(rows, values, picks)[0]! : best;
  const name = CINEMATIC_CARDS.find((c) => c.id === pick)?.name;
  const r = rows[i]!;
  return {
    words: pick ? `pick ${name}` : r.cards === null ? r.words : `${r.cards}; ${r.words}`,
    goal: r.goal,
    goalMargin: r.goalMargin,
    trials: r.trials,
    behind: pairedOf(values.goal[top]!, values.goal[i]!),
  };
}

/** Cinematic: the card to pick for the next step, each as its run played on, best first (the policy's among them). */
function pickChoices(
  plan: MovePlan,
  rows: readonly MoveRow[],
  values: { goal: number[][]; kept: number[][] },
): CardChoice[] {
  const named = rows.map((r, i) => {
    const id = plan.picks![i];
    const name = CINEMATIC_CARDS.find((c) => c.id === id)?.name;
    return { ...r, cards: i === plan.defaultIndex ? "pick as the card policy does" : `pick ${name}` };
  });
  const among = [plan.defaultIndex, ...rows.map((_, i) => i).filter((i) => plan.picks![i])];
  return choicesOf(named, rankRows(named, values, among), values.goal);
}

/** Each card play's best row, in the order of the rows' ranking (so the first is the best move's). */
function choicesOf(rows: readonly MoveRow[], order: readonly number[], goal: number[][]): CardChoice[] {
  const seen = new Set<string>();
  const firsts = order.filter((i) => {
    const key = rows[i]!.cards!;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return firsts.map((i) => ({
    cards: rows[i]!.cards!,
    played: rows[i]!.played,
    goal: rows[i]!.goal,
    goalMargin: rows[i]!.goalMargin,
    trials: rows[i]!.trials,
    behind: pairedOf(goal[firsts[0]!]!, goal[i]!),
  }));
}

/**
 * Best first: the highest goal chance; a class within the noise of it (their paired difference not beyond it) and
 * keeping more strength goes before it (docs/rules.md#after-the-dice). Then the rest by goal chance. A class that
 * stopped early (a tie stops at its first look) is measured against the top on the battles both ran: the same
 * random numbers, so its goal and strength differences are paired however many battles the top ran on.
 */
export function rankRows(
  rows: readonly Pick<MoveRow, "goal">[],
  values: { goal: number[][]; kept: number[][] },
  among: readonly number[],
): number[] {
  const byGoal = [...among].sort((a, b) => rows[b]!.goal - rows[a]!.goal);
  const top = byGoal[0]!;
  const tied = byGoal.filter((i) => i === top || !pairedOf(values.goal[top]!, values.goal[i]!).beyondNoise);
  const keptOverTop = (i: number) => (i === top ? 0 : pairedOf(values.kept[top]!, values.kept[i]!).mean);
  tied.sort((a, b) => keptOverTop(b) - keptOverTop(a));
  return [...tied, ...byGoal.filter((i) => !tied.includes(i))];
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function chance(xs: readonly number[]) {
  const p = mean(xs);
  return { goal: p, goalMargin: 1.96 * Math.sqrt((p * (1 - p)) / Math.max(1, xs.length)) };
}

function lost(kept: readonly number[], start: number) {
  const m = mean(kept);
  const v = kept.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, kept.length - 1);
  return { strengthLost: start - m, strengthMargin: 1.96 * Math.sqrt(v / Math.max(1, kept.length)) };
}
