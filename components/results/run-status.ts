import type { SimulationView } from "@/components/calculator/use-simulation";
import { formatMargin } from "@/lib/worker/precision";

/** The run's status in full, for the Details: "Done: 100,000 of 100,000 trials in 1.85 s (2 workers)". */
export function statusLabel(sim: SimulationView): string {
  const trials = `${sim.done.toLocaleString("en-US")} of ${sim.total.toLocaleString("en-US")} trials`;
  const where = sim.inline
    ? " (on the main thread)"
    : sim.workers > 0
      ? ` (${sim.workers} worker${sim.workers === 1 ? "" : "s"})`
      : "";
  if (sim.error) return `The simulation failed: ${sim.error}`;
  if (sim.precision) return precisionLabel(sim, sim.precision, where);
  if (sim.running) return `Running… ${trials}${where}`;
  if (sim.fromServer) return `Done: ${trials} (computed with the page)`;
  if (sim.elapsedMs !== null) return `Done: ${trials} in ${(sim.elapsedMs / 1000).toFixed(2)} s${where}`;
  return trials;
}

/** A precision run: "Stopped at 12,000 trials: ±0.48 pp, in 0.31 s (2 workers)". */
function precisionLabel(
  sim: SimulationView,
  { target, margin }: NonNullable<SimulationView["precision"]>,
  where: string,
): string {
  const done = `${sim.done.toLocaleString("en-US")} trials${margin === null ? "" : `: ${formatMargin(margin)}`}`;
  const most = sim.total.toLocaleString("en-US");
  if (sim.running) return `Running… ${done}, until ±${target} pp (at most ${most} trials)${where}`;
  const time = sim.elapsedMs === null ? "" : `, in ${(sim.elapsedMs / 1000).toFixed(2)} s`;
  if (margin !== null && margin <= target) return `Stopped at ${done}${time}${where}`;
  return `Done: ${done}, short of ±${target} pp at ${most} trials${time}${where}`;
}
