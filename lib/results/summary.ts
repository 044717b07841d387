import { unitDef, type Faction, type UnitId } from "@/lib/data";
import type { Outcome, SimulationResult } from "@/lib/engine";
import type { SideKey } from "@/lib/scenario/types";
import { formatPercent } from "@/lib/format/percent";
import { factionName, outcomeRows } from "./chart-data";
import { headlineOutcomes, type Factions } from "./outcome-words";
import { unitList, verb } from "@/lib/scenario/unit-words";

export type { Factions };

/**
 * The odds' Details (exact, two decimals): the outcome odds (a win split into the other side retreating or
 * being destroyed), each side's most likely losses in words, each unit type's chance of losing at least one and
 * of losing all; and the most likely end states. Ready sentences: the components only lay them out. (The
 * verdict above them, in whole percents, is lib/results/verdict.ts.)
 */
export interface OutcomeLine {
  readonly key: Outcome;
  readonly label: string;
  readonly p: number;
  readonly low: number;
  readonly high: number;
  /** For a win: how the other side left ("Rebels destroyed 40.12% · retreated 3.20%"), when it ever retreated. */
  readonly detail: string | null;
  readonly text: string;
}

export function outcomeLines(result: SimulationResult, factions: Factions): OutcomeLine[] {
  const names = { attacker: factionName(factions.attacker), defender: factionName(factions.defender) };
  // A split is always named: who holds space and who holds the ground, each way it happened.
  const splits = headlineOutcomes(result, factions)
    .filter((o) => o.key.startsWith("split"))
    .map((o) => `${o.text.replace(/^Split: /, "")} ${formatPercent(o.p, "exact")}`);
  return outcomeRows(result, names).map((row) => {
    let detail: string | null = row.key === "split" && splits.length > 0 ? splits.join(" · ") : null;
    if (row.key === "attacker" || row.key === "defender") {
      const split = result.wins[row.key];
      const loser = names[row.key === "attacker" ? "defender" : "attacker"];
      if (split.byRetreat.count > 0)
        detail = `${loser} destroyed ${formatPercent(split.byDestruction.p, "exact")} · retreated ${formatPercent(split.byRetreat.p, "exact")}`;
    }
    return { ...row, detail, text: detail ? `${row.text}: ${detail}` : row.text };
  });
}

export interface UnitLossRow {
  readonly unit: UnitId;
  readonly name: string;
  readonly start: number;
  /** Chance of losing at least one, and all, of this type. */
  readonly loseAny: number;
  readonly loseAll: number;
  readonly expectedLost: number;
  readonly text: string;
}

export interface SideSummary {
  readonly side: SideKey;
  readonly name: string;
  /** "most likely: lose 1 TIE Fighter (51.09%)". */
  readonly likely: string;
  /** The next most likely losses, in the same words. */
  readonly alternatives: readonly string[];
  readonly units: readonly UnitLossRow[];
}

/**
 * Losses in the fewest words: "lose nothing", "lose everything", "lose 1 TIE Fighter", or, when fewer unit
 * types are kept than lost, "lose all but 2 AT-ATs".
 */
export function lossWords(
  start: Readonly<Partial<Record<UnitId, number>>>,
  lost: Readonly<Partial<Record<UnitId, number>>>,
): string {
  const kept: Partial<Record<UnitId, number>> = {};
  let keptTypes = 0;
  let lostTypes = 0;
  for (const [id, n] of Object.entries(start) as [UnitId, number][]) {
    const gone = lost[id] ?? 0;
    if (gone > 0) lostTypes++;
    if (n - gone > 0) {
      kept[id] = n - gone;
      keptTypes++;
    }
  }
  if (lostTypes === 0) return "lose nothing";
  if (keptTypes === 0) return "lose everything";
  return keptTypes < lostTypes ? `lose all but ${unitList(kept)}` : `lose ${unitList(lost)}`;
}

export function sideSummary(result: SimulationResult, side: SideKey, faction: Faction): SideSummary {
  const stats = result[side];
  const start = Object.fromEntries(stats.survivors.map((s) => [s.unit, s.start]));
  const phrases = stats.likelyLosses.map(
    (l) => `${lossWords(start, l.lost)} (${formatPercent(l.p, "exact")})`,
  );
  const units = stats.survivors
    .filter((s) => s.start > 0)
    .map((s): UnitLossRow => {
      const name = unitDef(s.unit).name;
      const loseAny = 1 - (s.exactly[s.start] ?? 0);
      const loseAll = s.exactly[0] ?? 0;
      return {
        unit: s.unit,
        name,
        start: s.start,
        loseAny,
        loseAll,
        expectedLost: s.start - s.mean,
        text: `${name} (${s.start}): loses at least one ${formatPercent(loseAny, "exact")}, loses all ${formatPercent(loseAll, "exact")}`,
      };
    });
  return {
    side,
    name: factionName(faction),
    likely: phrases[0] ? `most likely: ${phrases[0]}` : "",
    alternatives: phrases.slice(1).map((p) => `or ${p}`),
    units,
  };
}

/** One side of an end state: "Empire keeps 1 Star Destroyer" / "Rebels lose everything". */
function endSide(faction: Faction, kept: Readonly<Partial<Record<UnitId, number>>>): string {
  const name = factionName(faction);
  const list = unitList(kept);
  return list
    ? `${name} ${verb(faction, "keeps", "keep")} ${list}`
    : `${name} ${verb(faction, "loses", "lose")} everything`;
}

export interface EndStateLine {
  readonly text: string;
  readonly p: number;
  readonly low: number;
  readonly high: number;
}

/** The `count` most likely end states, in words ("Empire keeps 1 Star Destroyer; Rebels lose everything"). */
export function endStateLines(result: SimulationResult, factions: Factions, count = 3): EndStateLine[] {
  return result.endStates.mostLikely.slice(0, count).map((e) => ({
    text: `${endSide(factions.attacker, e.attacker)}; ${endSide(factions.defender, e.defender)}`,
    p: e.p,
    low: e.low,
    high: e.high,
  }));
}
