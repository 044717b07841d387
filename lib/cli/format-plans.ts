import { MAX_ADDED } from "@/lib/planner/additions";
import { describeForce } from "@/lib/compare/describe-setup";
import type { PlanResult } from "@/lib/planner";
import type { Scenario } from "@/lib/scenario/types";
import { formatPercent } from "@/lib/format/percent";

/** A chance as the page's Details write it: two decimals, "<0.01%" and ">99.99%" (lib/format/percent.ts). */
const pct = (p: number) => formatPercent(p, "exact");

/** The readable answer the `plan` command prints without --json. */
export function formatPlans(scenario: Scenario, r: PlanResult, seconds: number): string {
  const name = scenario[r.side].faction === "empire" ? "Empire" : "Rebels";
  const out = [
    `Rebellion Odds planner — the ${name} (${r.side}) to win at least ${pct(r.target)}; each plan confirmed with ${r.trials.toLocaleString("en-US")} trials, seed ${r.seed}`,
    `Pool: ${describeForce(r.pool)} (all of it wins ${pct(r.whole.p)})`,
  ];
  if (r.leaderKept) out.push("Every plan keeps one of the attacker's leaders (docs/rules.md#moving-in).");
  if (r.transport)
    out.push(
      "Every plan's ships carry its ground units and TIEs moving in (--in-system: they are already there).",
    );
  out.push("");
  if (r.plans.length === 0)
    out.push(
      `No force from this pool ${r.transport ? "that its ships can carry " : ""}reaches the target.`,
      ...(r.additions
        ? [`Adding ${describeForce({ units: r.additions.units, leaders: [] })} would: ${pct(r.additions.p)}.`]
        : r.additions === null
          ? [`Adding up to ${MAX_ADDED} units (within the component limits) does not reach it either.`]
          : []),
    );
  else {
    out.push(`${"Plan (smallest first)".padEnd(60)} ${"chance".padStart(8)}   95% interval`);
    for (const p of r.plans)
      out.push(`${describeForce(p).padEnd(60)} ${pct(p.p).padStart(8)}   ${pct(p.low)} – ${pct(p.high)}`);
  }
  out.push(
    "",
    `${r.forcesTried.toLocaleString("en-US")} forces tried, ${r.battles.toLocaleString("en-US")} combats, ${seconds.toFixed(1)} s of CPU`,
  );
  return out.join("\n");
}
