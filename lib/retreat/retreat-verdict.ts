import type { Faction } from "@/lib/data";
import { goalOf, goalPhrase, holdGoal, type Goal, type GoalChoice } from "@/lib/scenario/goals";
import { formatPercent, formatPoints } from "@/lib/format/percent";
import { factionNoun, possessive, ruleWords } from "@/lib/scenario/words";
import { capitalize } from "@/lib/scenario/choice";
import { verb } from "@/lib/scenario/unit-words";
import { NEGLIGIBLE } from "@/lib/runs/sequential";
import { theatersGivenUp } from "./retreat-decisions";
import type { RetreatRow } from "./retreat-ranking";
import { estimatedStar } from "./retreat-star";

/** Why a side cannot retreat at all, in a few words (from lib/retreat/retreat-blocked.ts's sentence). */
function blockedWords(reason: string): string {
  if (/leader/.test(reason)) return "no leader in the system";
  if (/Escape Plan/.test(reason)) return "no ship to leave on";
  return reason.replace(/^This rule /, "").replace(/\.$/, "");
}

/** A retreat that gives up at most this much of the goal chance is worth a mention when it keeps much more. */
export const TRADE_WIN_LOSS = 0.05;

/**
 * Where never retreating keeps the ★, the trade a player may still weigh: the rule that keeps the most (at least a
 * point more of the side's strength) while giving up under TRADE_WIN_LOSS of the goal, one that holds the side's
 * theaters as well first.
 */
export function tradeOff(rows: readonly RetreatRow[]): RetreatRow | null {
  const trades = rows.filter(
    (r) =>
      r.decisions !== null &&
      r.vsNever !== null &&
      -r.vsNever.win.mean < TRADE_WIN_LOSS &&
      r.vsNever.kept.mean >= NEGLIGIBLE,
  );
  const key = (r: RetreatRow) => [theatersGivenUp(r.decisions!).length === 0 ? 1 : 0, r.vsNever!.kept.mean];
  return trades.reduce<RetreatRow | null>((top, r) => {
    if (!top) return r;
    const [a, b] = [key(r), key(top)];
    return a[0]! > b[0]! || (a[0] === b[0] && a[1]! > b[1]!) ? r : top;
  }, null);
}

export interface RetreatVerdict {
  /** `estimate`: the ★ as the rows stand, before it is settled (the page marks it; never shown as settled). */
  readonly state: "blocked" | "no-contest" | "pending" | "estimate" | "stay" | "retreat";
  /** The text names the side ("The Rebels' best move…"); otherwise a list of both sides puts the name first. */
  readonly named: boolean;
  /** One line: "Don't plan a retreat", "The Rebels' best move: run after round 1; they escape 85% of the time". */
  readonly text: string;
  /** What the ★ keeps and what it costs, in a second short part of the line (or the trade never passes up). */
  readonly why: string;
}

/** A line's words with its chances left as numbers, each written as the page writes it (formatPercent). */
type Piece = string | number;

function written(...parts: (readonly Piece[])[]): string[] {
  return parts.map((pieces) => pieces.map((p) => (typeof p === "number" ? formatPercent(p) : p)).join(""));
}

interface Voice {
  readonly faction: Faction;
  readonly goal: Goal;
  /** "The Rebels" take plural verbs; "the Empire" singular. */
  readonly plural: boolean;
}

/** A verb after the side's name, agreeing: "keep"/"keeps"; `base` for "to keep". */
function agree(v: Voice, one: string, many: string, base: boolean): string {
  return base || v.plural ? many : one;
}

/**
 * What a rule costs beyond the goal, as the answers lean: each theater the side holds that it gives up ("hold
 * space 42% instead of 62%"), beyond the zone (within it, the hold is about as good and not a cost).
 */
function theaterCosts(r: RetreatRow, v: Voice, base: boolean): Piece[][] {
  return theatersGivenUp(r.decisions!)
    .filter((h) => !h.asWell.inZone)
    .map((h) => [`${goalPhrase(holdGoal(h.theater), base || v.plural)} `, h.rule, " instead of ", h.never]);
}

/** "keep 63% of their strength instead of 11%". */
function keptWords(r: RetreatRow, never: RetreatRow | undefined, v: Voice, base: boolean): Piece[] {
  return [
    `${agree(v, "keeps", "keep", base)} `,
    r.strengthKept ?? 0,
    ` of ${verb(v.faction, "its", "their")} strength instead of `,
    never?.strengthKept ?? 0,
  ];
}

/** Costs joined: ", but hold space 42% instead of 62% and keep 40% of their strength instead of 45%". */
function butCosts(costs: readonly Piece[][]): Piece[] {
  if (costs.length === 0) return [];
  return [", but ", ...costs.flatMap((c, i) => (i === 0 ? c : [" and ", ...c]))];
}

/** The ★ rule's line after its name: what it gains, what it keeps, what it costs. */
function starWhy(best: RetreatRow, never: RetreatRow | undefined, v: Voice): Piece[] {
  const x = best.decisions!;
  const goal = goalPhrase(v.goal, v.plural);
  const costs = theaterCosts(best, v, false);
  if (best.standing === "wins-more") {
    const kept = best.vsNever!.kept.mean;
    const gain: Piece[] = x.gains.inZone
      ? [`${goal} about as often`]
      : [`${goal} `, best.goal ?? 0, " instead of ", never?.goal ?? 0];
    // (a goal of keeping half the force already speaks of strength)
    const strength = v.goal !== "keep-half";
    if (strength && kept >= NEGLIGIBLE) gain.push(", and ", ...keptWords(best, never, v, false));
    if (strength && kept <= -NEGLIGIBLE) costs.push(keptWords(best, never, v, false));
    return [...gain, ...butCosts(costs)];
  }
  // (reaching the goal as often only says something when there is a chance to reach it)
  const asOften = (never?.goal ?? 0) >= 0.01 ? [`, and ${goal} about as often`] : [];
  return [...keptWords(best, never, v, false), ...asOften, ...butCosts(costs)];
}

/**
 * The trade never retreating passes up, in one line: the rule, what it keeps, what it costs ("or run after round 1
 * to keep 63% of their strength instead of 11%, but hold space 0% instead of 62%"). A goal given up within the zone
 * is not a clear cost: it reads "and win about as often".
 */
function tradeWhy(trade: RetreatRow, never: RetreatRow | undefined, v: Voice): string {
  const x = trade.decisions!;
  const costs = theaterCosts(trade, v, true);
  const loss = -trade.vsNever!.win.mean;
  const goalBase = goalPhrase(v.goal, true).replace(" their ", ` ${verb(v.faction, "its", "their")} `);
  const less = x.asOften.side === "below" || (x.asOften.side === null && loss > NEGLIGIBLE);
  if (less && !x.asOften.inZone)
    costs.unshift([`${goalBase} ${formatPoints(-loss).replace(/^[+−±]/, "")} less often`]);
  const asOften =
    !(less && !x.asOften.inZone) && (never?.goal ?? 0) >= 0.01 ? [` and ${goalBase} about as often`] : [];
  // (a rule said with a comma of its own ends with one: "run when outgunned, below half the enemy's dice, to keep")
  const rule = ruleWords(trade.rule);
  const to = rule.includes(",") ? ", to " : " to ";
  return written([
    `or ${rule}${to}`,
    ...keptWords(trade, never, v, true),
    ...asOften,
    ...butCosts(costs),
  ])[0]!;
}

/**
 * A side's retreat verdict from its ranked rows (lib/retreat/retreat-ranking.ts): the ★ rule in a player's words,
 * with what it keeps and what it costs, or "Don't plan a retreat" when nothing beats fighting on (with the trade
 * fighting on passes up, if any). `estimate`: before the ★ is settled, the ★ as the rows stand, as an "estimate".
 * `unfought`: the goal has nothing to fight for (retreat-advice.ts:sideNoContest): said instead of a ranking.
 */
export function retreatVerdict(
  side: { readonly faction: Faction; readonly goal?: GoalChoice | undefined },
  rows: readonly RetreatRow[],
  blocked: string | null,
  estimate = false,
  unfought: string | null = null,
): RetreatVerdict {
  const { faction } = side;
  const who = capitalize(factionNoun(faction));
  // (docs/rules.md#no-contest: a certainty, or 0%, ranks nothing)
  if (unfought)
    return { state: "no-contest", named: false, text: unfought, why: "no retreat rule is ranked on it" };
  const v: Voice = { faction, goal: goalOf(side), plural: verb(faction, "", "s") === "s" };
  if (blocked)
    return {
      state: "blocked",
      named: true,
      text: `${who} cannot retreat: ${blockedWords(blocked)}`,
      why: "",
    };
  const settled = rows.find((r) => r.best);
  const guess = settled ? null : estimate ? estimatedStar(rows) : null;
  const never = rows.find((r) => r.rule.policy === "never");
  const best = settled ?? (guess === "never" ? never : guess);
  if (!best || best.standing === null)
    return { state: "pending", named: false, text: "weighing the retreat rules…", why: "" };
  const state = settled ? null : "estimate";
  if (best.rule.policy === "never") {
    const trade = tradeOff(rows);
    return {
      state: state ?? "stay",
      named: false,
      text: "Don't plan a retreat",
      why: trade
        ? tradeWhy(trade, never, v)
        : v.goal === "win"
          ? "no rule wins more, or keeps more while winning as often, than fighting on"
          : `no rule ${goalPhrase(v.goal, false)} more often, or keeps more while doing so as often, than fighting on`,
    };
  }
  const escapes = `${verb(faction, "it escapes", "they escape")} `;
  // (the text and its why are one line: one rounding for all their chances)
  const [text, why] = written(
    [`${possessive(who)} best move: ${ruleWords(best.rule)}; ${escapes}`, best.retreat ?? 0, " of the time"],
    starWhy(best, never, v),
  );
  return { state: state ?? "retreat", named: true, text: text!, why: why! };
}
