import { leaderDef, unitDef, type Faction, type UnitId } from "@/lib/data";
import type { SimulationResult, SideStats } from "@/lib/engine";
import type { Scenario, SideSetup } from "@/lib/scenario";
import { combatSystem } from "@/lib/scenario/tactics-mode";
import { perCombat, sideCards } from "@/lib/cards/card-stats";
import { headlineOutcomes } from "@/lib/results/outcome-words";
import { formatPercent } from "@/lib/format/percent";
import { goalChance } from "@/lib/results/goal-chance";
import { goalLine } from "@/lib/scenario/goals";
import { playedGoals, type PlayedGoal } from "@/lib/results/auto-goal";
import type { SideKey } from "@/lib/scenario/types";
import { goalNotes } from "./format-advice";

/** A chance as the page's Details write it: two decimals, "<0.01%" and ">99.99%" (lib/format/percent.ts). */
const pct = (p: number) => formatPercent(p, "exact");

function forceLine(side: SideSetup): string {
  const units = Object.entries(side.units)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([id, n]) => `${n} ${unitDef(id as UnitId).name}`)
    .join(", ");
  const leaders = side.leaders.length
    ? `; leaders ${side.leaders.map((id) => leaderDef(id).name).join(", ")}`
    : "; no leader";
  return `${side.faction === "empire" ? "Empire" : "Rebels"}: ${units}${leaders}`;
}

function survivorLines(label: string, stats: SideStats, faction: Faction): string[] {
  const lines = [`${label} survivors (mean of start; chance at least 1 survives):`];
  for (const s of stats.survivors) {
    // (units that joined during combat count among the survivors: Cinematic Combat's Reinforcements, Deployment)
    const gained = s.gained ? `   (+${s.gained.toFixed(2)} gained)` : "";
    lines.push(
      `  ${unitDef(s.unit).name.padEnd(30)} ${s.mean.toFixed(2).padStart(6)} of ${s.start}   ${pct(s.atLeast[1] ?? 0).padStart(8)}${gained}`,
    );
  }
  const likely = stats.likelyLosses[0];
  if (likely) {
    const lost = Object.entries(likely.lost).map(([id, n]) => `${n} ${unitDef(id as UnitId).name}`);
    lines.push(`  most likely losses: ${lost.length ? lost.join(", ") : "none"} (${pct(likely.p)})`);
  }
  lines.push(
    `  retreated ${pct(stats.retreated.p)}; wiped out ${pct(stats.wipedOut.p)}; cards drawn ${stats.cards.drawn.toFixed(2)}, played ${stats.cards.played.toFixed(2)}`,
  );
  return [...lines, ...cardLines(stats, faction)];
}

/** Cards played per combat by name (Cinematic Combat: and top ability used), then effects outside the combat. */
function cardLines(stats: SideStats, faction: Faction): string[] {
  const cards = sideCards(stats, faction, undefined, "exact");
  if (cards.rows.length === 0 && cards.events.length === 0) return [];
  const lines = [`  cards per combat (played${cards.cinematic ? ", top ability used" : ""}):`];
  for (const r of cards.rows) {
    const name = r.theater ? `${r.name} (${r.theater})` : r.name;
    const top = r.top === undefined ? "" : `   top ${perCombat(r.top).padStart(5)}`;
    lines.push(`    ${name.padEnd(32)} ${perCombat(r.played).padStart(5)}${top}`);
  }
  for (const sentence of cards.events) lines.push(`  ${sentence}`);
  return lines;
}

/** Each split named by who holds which theater, as the page says it ("  the Empire takes the ground, Rebel ships survive in space"). */
function splitLines(scenario: Scenario, r: SimulationResult): string[] {
  const factions = { attacker: scenario.attacker.faction, defender: scenario.defender.faction };
  return headlineOutcomes(r, factions)
    .filter((o) => o.key.startsWith("split-"))
    .map((o) => `  ${o.text.replace(/^Split: /, "")}  ${pct(o.p)}`);
}

/**
 * Each side playing for something else than the win (or for `auto`), first, as the page's verdict leads with it
 * (docs/rules.md#goals), with why `auto` chose its goal and whether it has anything to fight for.
 */
function goalLines(scenario: Scenario, r: SimulationResult, played: Record<SideKey, PlayedGoal>): string[] {
  const lines = (["attacker", "defender"] as const)
    .filter((side) => played[side].requested !== "win")
    .flatMap((side) => {
      const { goal } = played[side];
      const e = goalChance(r, side, goal);
      const what = goalLine(scenario[side].faction, goal);
      return [
        `${what.padEnd(30)} ${pct(e.p).padStart(8)}   ${pct(e.low)} – ${pct(e.high)}`,
        ...goalNotes(played[side]),
      ];
    });
  return lines.length > 0
    ? [`${"Playing for".padEnd(30)} ${"chance".padStart(8)}   95% interval`, ...lines, ""]
    : [];
}

/** The readable table the CLI prints without --json; `played`: each side's goal as played (`auto` resolved). */
export function formatResult(
  scenario: Scenario,
  r: SimulationResult,
  played: Record<SideKey, PlayedGoal> = playedGoals(scenario, null),
): string {
  const rows: [string, keyof SimulationResult["outcomes"]][] = [
    ["Attacker wins", "attacker"],
    ["Defender wins", "defender"],
    ["Mutual destruction", "mutual"],
    ["Split", "split"],
    ["Stalemate", "stalemate"],
  ];
  const out = [
    `Rebellion Odds — ${r.trials.toLocaleString("en-US")} trials, seed ${r.seed}, tactic cards: ${combatSystem(scenario.tactics).label}`,
    `Attacker  ${forceLine(scenario.attacker)}`,
    `Defender  ${forceLine(scenario.defender)}`,
    "",
    ...goalLines(scenario, r, played),
    `${"Outcome".padEnd(30)} ${"chance".padStart(8)}   95% interval`,
  ];
  for (const [label, key] of rows) {
    const e = r.outcomes[key];
    out.push(`${label.padEnd(30)} ${pct(e.p).padStart(8)}   ${pct(e.low)} – ${pct(e.high)}`);
    if ((key === "attacker" || key === "defender") && r.wins[key].byRetreat.count > 0) {
      const { byRetreat, byDestruction } = r.wins[key];
      out.push(`${"  the other side retreated".padEnd(30)} ${pct(byRetreat.p).padStart(8)}`);
      out.push(`${"  the other side destroyed".padEnd(30)} ${pct(byDestruction.p).padStart(8)}`);
    }
    if (key === "split") out.push(...splitLines(scenario, r));
  }
  out.push("");
  for (const theater of ["space", "ground"] as const) {
    const h = r.holds[theater];
    out.push(
      `Holds ${theater.padEnd(7)} attacker ${pct(h.attacker)}, defender ${pct(h.defender)}, nobody ${pct(h.none)}, contested ${pct(h.contested)}`,
    );
  }
  out.push(`Rounds: mean ${r.rounds.mean.toFixed(2)}, longest ${r.rounds.distribution.at(-1)?.rounds ?? 0}`);
  out.push(
    "",
    ...survivorLines("Attacker", r.attacker, scenario.attacker.faction),
    "",
    ...survivorLines("Defender", r.defender, scenario.defender.faction),
  );
  return out.join("\n");
}
