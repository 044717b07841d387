import { unitDef, type Faction } from "@/lib/data";
import { OUTCOMES, type Estimate, type Outcome, type SimulationResult } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import type { SideKey } from "@/lib/scenario/types";

/**
 * Ready numbers and sentences for the results charts: the chart components only draw these, and the
 * screen-reader text is built from the same numbers.
 */
export interface SideNames {
  readonly attacker: string;
  readonly defender: string;
}

export function factionName(faction: Faction): string {
  return faction === "empire" ? "Empire" : "Rebels";
}

/** Half the width of the 95% interval, as "±0.05%" (the Details' numbers). */
export function formatPlusMinus(e: Estimate): string {
  return `±${(((e.high - e.low) / 2) * 100).toFixed(2)}%`;
}

export interface OutcomeRow {
  readonly key: Outcome;
  readonly label: string;
  readonly p: number;
  readonly low: number;
  readonly high: number;
  /** recharts ErrorBar wants [below, above] distances. */
  readonly error: [number, number];
  readonly text: string;
}

export function outcomeRows(result: SimulationResult, names: SideNames): OutcomeRow[] {
  const labels: Record<Outcome, string> = {
    attacker: `${names.attacker} (attacker) wins`,
    defender: `${names.defender} (defender) wins`,
    mutual: "Mutual destruction",
    split: "Split: each holds a theater",
    stalemate: "Stalemate",
  };
  return OUTCOMES.map((key) => {
    const e = result.outcomes[key];
    return {
      key,
      label: labels[key],
      p: e.p,
      low: e.low,
      high: e.high,
      error: [e.p - e.low, e.high - e.p],
      text: `${labels[key]}: ${formatPercent(e.p, "exact")} (95% interval ${formatPercent(e.low, "exact")} to ${formatPercent(e.high, "exact")})`,
    };
  });
}

export interface HoldsRow {
  readonly theater: "Space" | "Ground";
  /** Some side starts with units there; when none does, there is no battle in that theater to hold. */
  readonly fought: boolean;
  readonly attacker: number;
  readonly defender: number;
  readonly none: number;
  readonly contested: number;
  readonly text: string;
}

export function holdsRows(result: SimulationResult, names: SideNames): HoldsRow[] {
  return (["space", "ground"] as const).map((t) => {
    const h = result.holds[t];
    const theater = t === "space" ? "Space" : "Ground";
    const fought = (["attacker", "defender"] as const).some((side) =>
      result[side].survivors.some((s) => s.start > 0 && unitDef(s.unit).theater === t),
    );
    if (!fought)
      return { theater, fought, ...h, text: `${theater}: no ${t} battle (neither side has ${t} units)` };
    const parts = [
      `${names.attacker} ${formatPercent(h.attacker)}`,
      `${names.defender} ${formatPercent(h.defender)}`,
      `nobody ${formatPercent(h.none)}`,
    ];
    if (h.contested > 0) parts.push(`still contested ${formatPercent(h.contested)}`);
    return { theater, fought, ...h, text: `${theater} is held by: ${parts.join(", ")}` };
  });
}

export interface RoundsRow {
  readonly label: string;
  readonly p: number;
}

/** The rounds distribution, its long tail folded into one "N+" bar once 99.5% of combats have ended. */
export function roundsRows(result: SimulationResult, foldAt = 0.995): RoundsRow[] {
  const rows: RoundsRow[] = [];
  let cumulative = 0;
  const dist = result.rounds.distribution;
  for (let i = 0; i < dist.length; i++) {
    const d = dist[i]!;
    if (cumulative >= foldAt && i < dist.length - 1) {
      const rest = dist.slice(i).reduce((sum, x) => sum + x.p, 0);
      rows.push({ label: `${d.rounds}+`, p: rest });
      break;
    }
    rows.push({ label: String(d.rounds), p: d.p });
    cumulative += d.p;
  }
  return rows;
}

/** Expected losses per unit type (never summed over types: a TIE Fighter is not a Star Destroyer). */
export interface LossesRow {
  readonly side: SideKey;
  readonly name: string;
  /** Per unit type: lost on average, of `start` at the beginning and `gained` joining per combat on average. */
  readonly byUnit: readonly {
    readonly name: string;
    readonly lost: number;
    readonly start: number;
    readonly gained: number;
  }[];
  readonly retreated: Estimate;
  readonly text: string;
}

/**
 * " (+0.31 gained per combat)" for a unit type that units joined during combat (Cinematic Combat's Reinforcements
 * and Deployment), so "3.70 of 3 TIE Fighter" reads as losses that include the gained ones; "" when none joined.
 */
export function gainedText(gained: number): string {
  return gained > 0 ? ` (+${gained.toFixed(2)} gained per combat)` : "";
}

export function lossesRows(result: SimulationResult, names: SideNames): LossesRow[] {
  return (["attacker", "defender"] as const).map((side) => {
    const stats = result[side];
    const byUnit = stats.survivors.map((s) => ({
      name: unitDef(s.unit).name,
      lost: stats.losses.byUnit[s.unit] ?? s.start - s.mean, // (units that joined and were destroyed are losses too)
      start: s.start,
      gained: s.gained ?? 0,
    }));
    const detail = byUnit
      .map((u) => `${u.lost.toFixed(2)} of ${u.start} ${u.name}${gainedText(u.gained)}`)
      .join(", ");
    return {
      side,
      name: names[side],
      byUnit,
      retreated: stats.retreated,
      text: `${names[side]} (${side}) loses on average ${detail}; retreats in ${formatPercent(stats.retreated.p)} of combats`,
    };
  });
}
