import type { Faction } from "@/lib/data";
import { goalOf, goalPhrase, goalGerund, type Goal } from "@/lib/scenario/goals";
import { formatPercents, formatPoints } from "@/lib/format/percent";
import type { RetreatPolicy } from "@/lib/scenario/types";
import { factionNoun, possessive } from "@/lib/scenario/words";
import { capitalize } from "@/lib/scenario/choice";
import { verb } from "@/lib/results/unit-words";
import { MIN_KEPT_GAIN, type RetreatRow } from "./retreat-ranking";

/** A retreat rule as a player says it: "run after round 1", "run when outgunned, below half the enemy's dice". */
export function ruleWords(rule: RetreatPolicy): string {
  switch (rule.policy) {
    case "never":
      return "never retreat";
    case "after-round":
      return `run after round ${rule.round}`;
    case "when-outgunned":
      return rule.ratio === 1
        ? "run when outgunned, with fewer dice than the enemy"
        : rule.ratio === 0.5
          ? "run when outgunned, below half the enemy's dice"
          : rule.ratio === 0.75
            ? "run when outgunned, below three quarters of the enemy's dice"
            : `run when outgunned, below ${rule.ratio} of the enemy's dice`;
    case "when-losing-units":
      return `run when fewer than ${rule.below} units are left`;
  }
}

/** Why a side cannot retreat at all, in a few words (from lib/retreat/retreat-blocked.ts's sentence). */
function blockedWords(reason: string): string {
  if (/leader/.test(reason)) return "no leader in the system";
  if (/Escape Plan/.test(reason)) return "no ship to leave on";
  return reason.replace(/^This rule /, "").replace(/\.$/, "");
}

/** A retreat that gives up at most this much of the win chance is worth a mention when it keeps much more. */
export const TRADE_WIN_LOSS = 0.05;

/**
 * Where never retreating keeps the ★ only because every retreat gives up a little of the win chance: the rule
 * that keeps the most, if it keeps measurably more and loses under TRADE_WIN_LOSS, for the player to weigh.
 */
function tradeOff(rows: readonly RetreatRow[]): RetreatRow | null {
  const trades = rows.filter(
    (r) =>
      r.standing === "wins-less" &&
      r.vsNever !== null &&
      -r.vsNever.win.mean < TRADE_WIN_LOSS &&
      r.vsNever.kept.beyondNoise &&
      r.vsNever.kept.mean >= MIN_KEPT_GAIN,
  );
  return trades.reduce<RetreatRow | null>(
    (top, r) => (!top || r.vsNever!.kept.mean > top.vsNever!.kept.mean ? r : top),
    null,
  );
}

export interface RetreatVerdict {
  readonly state: "blocked" | "pending" | "stay" | "retreat";
  /** The text names the side ("The Rebels' best move…"); otherwise a list of both sides puts the name first. */
  readonly named: boolean;
  /** One line: "Don't plan a retreat", "The Rebels' best move: run after round 1; they escape 85% of the time". */
  readonly text: string;
  /** Why, in a second short line (what the best rule gains, or that nothing beats fighting on). */
  readonly why: string;
}

/**
 * A side's retreat verdict from its ranked rows (lib/retreat/retreat-ranking.ts): the ★ rule in a player's
 * words, with what it gains over never retreating, or "Don't plan a retreat" when nothing beats fighting on.
 */
export function retreatVerdict(
  side: { readonly faction: Faction; readonly goal?: Goal | undefined },
  rows: readonly RetreatRow[],
  blocked: string | null,
): RetreatVerdict {
  const { faction } = side;
  const goal = goalOf(side);
  const plural = verb(faction, "", "s") === "s";
  const who = capitalize(factionNoun(faction));
  if (blocked)
    return {
      state: "blocked",
      named: true,
      text: `${who} cannot retreat: ${blockedWords(blocked)}`,
      why: "",
    };
  const best = rows.find((r) => r.best);
  if (!best || best.standing === null)
    return { state: "pending", named: false, text: "weighing the retreat rules…", why: "" };
  const never = rows.find((r) => r.rule.policy === "never");
  if (best.standing === "never") {
    const trade = tradeOff(rows);
    // (the page shows the text and its why on one line: one rounding for the line's chances; a difference in points)
    const [keeps, keptNever] = formatPercents([trade?.strengthKept ?? 0, never?.strengthKept ?? 0]);
    const lost = formatPoints(-(trade?.vsNever?.win.mean ?? 0)).replace(/^[+−±]/, "");
    return {
      state: "stay",
      named: false,
      text: "Don't plan a retreat",
      why: trade
        ? `or ${ruleWords(trade.rule)} to keep ${keeps} of ${verb(faction, "its", "their")} strength instead of ${keptNever}, ${goalGerund(goal, plural)} ${lost} less often`
        : goal === "win"
          ? "no rule wins more, or keeps more while winning as often, than fighting on"
          : `no rule ${goalPhrase(goal, false)} more often, or keeps more while doing so as often, than fighting on`,
    };
  }
  const winsMore = best.standing === "wins-more";
  const [escape, gained, instead] = formatPercents([
    best.retreat ?? 0,
    ...(winsMore ? [best.goal ?? 0, never?.goal ?? 0] : [best.strengthKept ?? 0, never?.strengthKept ?? 0]),
  ]);
  const escapes = `${verb(faction, "it escapes", "they escape")} ${escape} of the time`;
  const kept = `${verb(faction, "keeps", "keep")} ${gained} of ${verb(faction, "its", "their")} strength instead of ${instead}`;
  // (reaching the goal as often only says something when there is a chance to keep)
  const asOften = (never?.goal ?? 0) >= 0.01 ? `, and ${goalPhrase(goal, plural)} as often` : "";
  const gain = winsMore ? `${goalPhrase(goal, plural)} ${gained} instead of ${instead}` : `${kept}${asOften}`;
  return {
    state: "retreat",
    named: true,
    text: `${possessive(who)} best move: ${ruleWords(best.rule)}; ${escapes}`,
    why: gain,
  };
}
