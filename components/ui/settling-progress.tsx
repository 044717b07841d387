import type { RunProgressView } from "@/lib/runs/run-descriptor";
import { ProgressBar } from "@/components/results/progress-bar";

interface Props {
  readonly progress: RunProgressView;
  /** What the runs do, as the status line starts: "Trying the changes" (… 3 of 12 settled). */
  readonly doing: string;
  /** The bar's accessible name ("Progress of the variations") and its status line's test id. */
  readonly name: string;
  readonly testId: string;
}

/**
 * How many of a panel's candidates (variations, policies, rules, cards) have a settled answer, while any has not;
 * nothing once all have. Counts candidates, not trials: a candidate stops as soon as its answer is settled.
 */
export function SettlingProgress({ progress, doing, name, testId }: Props) {
  if (progress.complete) return null;
  return (
    <ProgressBar
      done={progress.settled}
      total={Math.max(1, progress.candidates)}
      running
      label={`${doing}… ${progress.settled} of ${progress.candidates} settled`}
      name={name}
      testId={testId}
    />
  );
}
