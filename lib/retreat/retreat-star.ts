import type { PairedDifference } from "@/lib/engine";
import { decide } from "@/lib/runs/sequential";
import { keepsMore, winsMore, type Answer, type RetreatRow, type RuleDecisions } from "./retreat-decisions";

/** Rule `b` against rule `a` on the same dice (b − a), on the side's goal or its strength kept; null if unknown. */
export type Versus = (a: RetreatRow, b: RetreatRow, figure: "win" | "kept") => PairedDifference | null;

/**
 * The two ways to the ★, in turn (docs/runs.md#retreat): more of the goal (the rule reaching it most often), else
 * as much of it and more kept (the rule keeping the most). Each stage's candidates are the rules whose answer to
 * it is not "no".
 */
const STAGES = [
  { could: winsMore, figure: "win" },
  { could: keepsMore, figure: "kept" },
] as const satisfies readonly { could: (x: RuleDecisions) => Answer; figure: "win" | "kept" }[];

interface StageState {
  /** The stage's leader: its candidate with the most of the stage's figure so far. */
  readonly leader: RetreatRow;
  /** Candidates whose comparison with the leader on the same dice is not settled yet. */
  readonly rivals: readonly RetreatRow[];
  /** The stage's pick: the leader, or the first rival settled as better than it. */
  readonly pick: RetreatRow;
  /** The pick's answer to the stage's question. */
  readonly answer: Answer;
}

const measured = (rows: readonly RetreatRow[]) =>
  rows.filter((r) => r.decisions !== null && r.rule.policy !== "never");

function stage(
  rows: readonly RetreatRow[],
  s: (typeof STAGES)[number],
  maxTrials: number,
  versus: Versus,
): StageState | null {
  const candidates = measured(rows).filter((r) => s.could(r.decisions!) !== "no");
  const figure = (r: RetreatRow) => r.vsNever![s.figure].mean;
  const leader = candidates.reduce<RetreatRow | null>((t, r) => (!t || figure(r) > figure(t) ? r : t), null);
  if (!leader) return null;
  let better: RetreatRow | null = null;
  const rivals = candidates.filter((r) => {
    if (r === leader) return false;
    // (leader − rival on the same dice against 0, with the same zone: within half a point either pick is right)
    const at = decide(versus(r, leader, s.figure), 0, maxTrials);
    if (at.settled && at.side === "below") better ??= r;
    return !at.settled;
  });
  const pick = better ?? leader;
  return { leader, rivals, pick, answer: s.could(pick.decisions!) };
}

/**
 * The rules still to measure before the ★ is known: none once it is settled; otherwise, for each way to the ★
 * still in play (the goal first, and while that has no settled pick, what is kept), the stage's pick while its
 * answer is open, and the leader and every rival whose comparison on the same dice is open. A rule that has run
 * `maxTrials` is never listed: its answers are final.
 */
export function retreatOpen(
  rows: readonly RetreatRow[],
  maxTrials: number,
  versus: Versus = () => null,
): RetreatRow[] {
  const all = rows.filter((r) => r.rule.policy !== "never");
  if (measured(rows).length < all.length) return all.filter((r) => r.decisions === null);
  const open = new Set<RetreatRow>();
  for (const s of STAGES) {
    const st = stage(rows, s, maxTrials, versus);
    if (!st) continue;
    if (st.answer === "open") open.add(st.pick);
    if (st.rivals.length > 0) [st.leader, ...st.rivals].forEach((r) => open.add(r));
    // (a pick for the goal ends the search: what is kept no longer matters)
    if (st.answer === "yes") break;
  }
  return [...open].filter((r) => r.trials < maxTrials);
}

/** The ★ once nothing is open: the first stage's settled winner, or null (never retreating keeps it). */
export function starOf(rows: readonly RetreatRow[], maxTrials: number, versus: Versus): RetreatRow | null {
  for (const s of STAGES) {
    const st = stage(rows, s, maxTrials, versus);
    if (st && st.answer === "yes") return st.pick;
  }
  return null;
}

/**
 * The ★ as the rows stand (every rule looked at once at least), for a marked estimate before it is settled: the
 * answers as they lean now, the leader of the first stage that has one. Null while a rule has no look yet.
 */
export function estimatedStar(rows: readonly RetreatRow[]): RetreatRow | null | "never" {
  if (rows.some((r) => r.standing === null)) return null;
  const leaning = (r: RetreatRow, figure: "win" | "kept") =>
    figure === "win" ? r.standing === "wins-more" : r.standing === "keeps-more";
  for (const figure of ["win", "kept"] as const) {
    const top = measured(rows)
      .filter((r) => leaning(r, figure))
      .reduce<RetreatRow | null>(
        (t, r) => (!t || r.vsNever![figure].mean > t.vsNever![figure].mean ? r : t),
        null,
      );
    if (top) return top;
  }
  return "never";
}
