import { OUTCOMES, type Outcome } from "./core/outcomes";
import type { Tally } from "./tally";

/** The position after one round, over all trials (a combat that had already ended counts as it ended). */
export interface TimelineRound {
  readonly round: number;
  /** Share of combats still being fought after this round. */
  readonly ongoing: number;
  /** Share of combats that had ended by this round, by outcome. */
  readonly ended: Readonly<Record<Outcome, number>>;
  /** Expected units of each side still in the system (retreated and destroyed units are gone). */
  readonly units: { readonly attacker: number; readonly defender: number };
}

/** Rounds 1 to the last one any combat reached (timeline.ts keeps the sums this adds up). */
export function timelineStats(t: Tally): TimelineRound[] {
  const n = t.trials || 1;
  let last = 0;
  for (let i = 0; i < t.endings.length; i++) if (t.endings[i]! > 0) last = Math.floor(i / 5);
  const ended = [0, 0, 0, 0, 0];
  const endedUnits = [0, 0];
  const rounds: TimelineRound[] = [];
  for (let k = 1; k <= last; k++) {
    // Combats that ended after an earlier round keep their end position.
    for (let o = 0; o < 5; o++) ended[o]! += t.endings[(k - 1) * 5 + o] ?? 0;
    for (let side = 0; side < 2; side++) endedUnits[side]! += t.endUnits[(k - 1) * 2 + side] ?? 0;
    const endedNow = ended.map((c, o) => c + (t.endings[k * 5 + o] ?? 0));
    const total = endedNow.reduce((a, c) => a + c, 0);
    const units = (side: number) => ((t.roundUnits[k * 2 + side] ?? 0) + endedUnits[side]!) / n;
    rounds.push({
      round: k,
      ongoing: (t.trials - total) / n,
      ended: Object.fromEntries(OUTCOMES.map((o, i) => [o, endedNow[i]! / n])) as Record<Outcome, number>,
      units: { attacker: units(0), defender: units(1) },
    });
  }
  return rounds;
}
