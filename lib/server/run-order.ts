// The order in which the scheduler (run-scheduler.ts) serves admitted runs, and the admission test that keeps
// that order's promises. Best-effort runs (the page's first numbers, previews: deadlines of a few hundred ms)
// come first, earliest deadline first; then the API's runs, least work left first, so a small run is never
// starved behind big ones (docs/server.md#load-and-its-figures: a 20,000-trial run waited 8.75 s behind a wave of large ones). A big run
// cannot be starved either: a small one is admitted only if every run it overtakes still fits its deadline.

/** What the order and the admission test need of a run. */
export interface Queued {
  readonly id: number;
  readonly bestEffort: boolean;
  readonly deadline: number;
  /** Thread-milliseconds of its trials not handed to a thread yet, by its current cost estimate. */
  readonly leftMs: number;
}

/** Negative when `a` is served before `b`. */
export function serveOrder(a: Queued, b: Queued): number {
  if (a.bestEffort !== b.bestEffort) return a.bestEffort ? -1 : 1;
  if (a.bestEffort) return a.deadline - b.deadline || a.id - b.id;
  return a.leftMs - b.leftMs || a.deadline - b.deadline || a.id - b.id;
}

export interface Capacity {
  readonly now: number;
  readonly threads: number;
  /** Share of the threads' time counted on. */
  readonly share: number;
  /** Thread-milliseconds the threads are still busy with slices handed out already. */
  readonly inThreadsMs: number;
}

/**
 * For each run in `runs` (served in `serveOrder`), whether the work served before it (what the threads hold,
 * then the runs ahead) and its own fit before its deadline, counting on `share` of the threads.
 */
function fitting(runs: readonly Queued[], c: Capacity): Map<number, boolean> {
  const fits = new Map<number, boolean>();
  let ahead = c.inThreadsMs;
  for (const run of [...runs].sort(serveOrder)) {
    ahead += run.leftMs;
    fits.set(run.id, ahead <= (run.deadline - c.now) * c.share * c.threads);
  }
  return fits;
}

/**
 * Whether `candidate` may join `runs`: it fits its own deadline in the order, and (an API run) every run it would
 * overtake that fits now still fits with it ahead. A best-effort run is short and is answered or dropped at its
 * deadline within a few hundred ms: the API's runs keep the headroom of `share` for it.
 */
export function admits(runs: readonly Queued[], candidate: Queued, c: Capacity): boolean {
  const after = fitting([...runs, candidate], c);
  if (!after.get(candidate.id)) return false;
  if (candidate.bestEffort) return true;
  const before = fitting(runs, c);
  return runs.every((r) => after.get(r.id) || !before.get(r.id));
}
