import { serveOrder, type Capacity, type Queued } from "./run-order";

// What Retry-After says (docs/server.md#load-and-its-figures: it said when everything queued would be done, ~4× the wait measured under a
// flood): how long until a run like the one turned away would be let in, if the threads keep working through what
// they hold and what is queued at the pace of the estimates, and nothing else arrives.

/** Retry-After bounds, in seconds. */
const RETRY_MIN_S = 1;
const RETRY_MAX_S = 60;

/** A run turned away, as admission sees it: its work (thread-ms) and its time limit from arrival. */
export interface Candidate {
  readonly bestEffort: boolean;
  readonly leftMs: number;
  readonly limitMs: number;
}

/**
 * Milliseconds until `candidate` would pass `admits` (lib/server/run-order.ts) and the cap of `maxRuns`, with the
 * threads working through `c.inThreadsMs`, then `runs` in serve order, `c.threads` thread-ms per ms. Three things
 * keep it out:
 * - the work served before it and its own must fit its limit (a share of the threads' time);
 * - every run it would overtake that fits must still fit with it ahead: a run's slack (its room before its deadline
 *   less the work up to its end) grows as the threads work, so it is in the way while its slack is from 0 to the
 *   candidate's work, and never once it is done;
 * - past the cap of runs at once, the first runs in serve order must be done.
 * A run too long to fit even with nothing ahead waits until no other run is admitted.
 */
export function admissionWaitMs(
  runs: readonly Queued[],
  candidate: Candidate,
  c: Capacity,
  maxRuns: number,
): number {
  const pace = Math.max(1, c.threads);
  const room = (ms: number) => ms * c.share * pace;
  const me: Queued = { id: Infinity, ...candidate, deadline: c.now + candidate.limitMs };
  // Too long for its limit at today's cost even with nothing ahead (a machine loaded by others): it is let in only
  // with no other run admitted (RunScheduler.admit), once everything queued is done.
  if (me.leftMs > room(candidate.limitMs))
    return (c.inThreadsMs + runs.reduce((ms, r) => ms + r.leftMs, 0)) / pace;
  const order = [...runs, me].sort(serveOrder);
  const at = order.indexOf(me);
  let ahead = c.inThreadsMs;
  for (const run of order.slice(0, at)) ahead += run.leftMs;
  // At `w`, what is ahead has drained by pace·w: it fits once ahead − pace·w + own ≤ its room.
  let earliest = Math.max(0, (ahead + me.leftMs - room(candidate.limitMs)) / pace);
  const over = runs.length + 1 - maxRuns;
  if (over > 0) {
    const first = order.filter((r) => r !== me).slice(0, over);
    earliest = Math.max(earliest, (c.inThreadsMs + first.reduce((ms, r) => ms + r.leftMs, 0)) / pace);
  }
  // The runs behind it: each in the way from when its slack reaches 0 until it reaches the candidate's work.
  const inTheWay: { from: number; until: number }[] = [];
  const growth = pace * (1 - c.share);
  for (const run of order.slice(at + 1)) {
    ahead += run.leftMs;
    const slack = room(run.deadline - c.now) - ahead;
    const done = ahead / pace;
    const from = slack >= 0 ? 0 : growth > 0 ? -slack / growth : Infinity;
    const until = Math.min(done, growth > 0 ? (me.leftMs - slack) / growth : slack >= me.leftMs ? 0 : done);
    if (from < until) inTheWay.push({ from, until });
  }
  // The earliest time at or after `earliest` outside every such span.
  for (const t of [earliest, ...inTheWay.map((s) => s.until)]
    .filter((t) => t >= earliest)
    .sort((a, b) => a - b))
    if (inTheWay.every((s) => t < s.from || t >= s.until)) return t;
  return earliest;
}

/** Retry-After for a wait of `ms`: whole seconds, the nearest (at least 1, at most 60). */
export function retryAfterS(ms: number): number {
  return Math.min(RETRY_MAX_S, Math.max(RETRY_MIN_S, Math.round(ms / 1000)));
}
