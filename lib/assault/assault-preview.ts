import { formatPercent } from "@/lib/format/percent";
import { assaultOdds } from "./assault-odds";
import { describeAssault } from "./answer-view";
import { assaultWork, WORK_LIMIT } from "./assault-work";
import type { Assault } from "./scenario";

/** A share link's preview: the pool as the title, the exact headline numbers as the description. */
export function assaultPreview(a: Assault): { title: string; description: string } {
  const title = `${describeAssault(a)} — Imperial Assault odds`;
  if (assaultWork(a) > WORK_LIMIT) return { title, description: "Exact attack odds for Imperial Assault." };
  const odds = assaultOdds(a);
  const parts = [];
  if (odds.defeated !== undefined) parts.push(`defeated ${formatPercent(odds.defeated, "tenth")}`);
  parts.push(`expected damage ${odds.damage.mean.toFixed(2)}`);
  parts.push(`${a.attacks > 1 ? "every attack misses" : "miss"} ${formatPercent(odds.miss, "tenth")}`);
  return { title, description: `Exact odds: ${parts.join(", ")}.` };
}
