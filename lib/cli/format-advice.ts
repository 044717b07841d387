import type { Advice, SideAdvice } from "@/lib/advice/advice";
import { formatPercent, formatPoints } from "@/lib/format/percent";
import { goalLine } from "@/lib/scenario/goals";
import type { Scenario } from "@/lib/scenario/types";

/** Why `auto` chose the goal, and that it has nothing to fight for, under the goal's line (docs/rules.md#auto). */
export function goalNotes(p: { requested: string; why: string | null; noContest: string | null }): string[] {
  return [
    ...(p.requested === "auto" && p.why ? [`  auto — ${p.why}`] : []),
    ...(p.noContest ? [`  ${p.noContest}`] : []),
  ];
}

function sideLines(s: SideAdvice, scenario: Scenario, key: "attacker" | "defender"): string[] {
  const faction = scenario[key].faction;
  const lines = [
    `${goalLine(faction, s.goal)}: ${formatPercent(s.p, "exact")} (95%: ${formatPercent(s.low, "exact")}–${formatPercent(s.high, "exact")})`,
    ...goalNotes(s),
    `  Retreat: ${s.retreat.verdict}${s.retreat.why ? ` (${s.retreat.why})` : ""}`,
  ];
  for (const r of s.retreat.rules)
    lines.push(
      `    ${r.label === s.retreat.best ? "★" : " "} ${r.label.padEnd(44)} ${formatPercent(r.p, "exact").padStart(7)}  kept ${r.strengthKept === null ? "…" : formatPercent(r.strengthKept)}  ${r.standing} (${r.trials.toLocaleString("en-US")} trials)`,
    );
  if (s.cards && s.noContest) lines.push(`  What each card is worth: no card is ranked (${s.noContest})`);
  else if (s.cards) {
    lines.push("  What each card is worth (its side's goal, were it already used):");
    for (const c of s.cards)
      lines.push(
        `    ${c.name.padEnd(32)} ${c.theater.padEnd(6)} ${formatPoints(c.change, "exact").padStart(11)}  ${c.verdict}`,
      );
  }
  return lines;
}

/** The advice as a table for people (the JSON is `--json`). */
export function formatAdvice(scenario: Scenario, advice: Advice): string {
  return [
    `Advice on each side's goal, ${advice.trials.toLocaleString("en-US")} trials, seed ${advice.seed}`,
    "",
    `Attacker (${scenario.attacker.faction}):`,
    ...sideLines(advice.attacker, scenario, "attacker"),
    "",
    `Defender (${scenario.defender.faction}):`,
    ...sideLines(advice.defender, scenario, "defender"),
  ].join("\n");
}
