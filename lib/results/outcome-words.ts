import { unitDef, type Faction } from "@/lib/data";
import type { Holder, SimulationResult } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import type { SideKey } from "@/lib/scenario/types";
import { capitalize } from "@/lib/scenario/choice";
import { factionNoun, wins } from "@/lib/scenario/words";
import { verb } from "@/lib/scenario/unit-words";

/**
 * The outcomes in a player's words, with every split named: who holds space and who holds the ground ("the
 * Empire takes the ground, Rebel ships survive in space"), never "each holds a theater".
 */
export interface Factions {
  readonly attacker: Faction;
  readonly defender: Faction;
}

type Theater = "space" | "ground";

export type HeadlineKey =
  "attacker" | "defender" | "mutual" | "split-attacker-space" | "split-defender-space" | "stalemate";

export interface HeadlineOutcome {
  readonly key: HeadlineKey;
  /** "The Empire wins", "Split: the Empire takes the ground, Rebel ships survive in space". */
  readonly text: string;
  /** The same, shorter, for the phone's bar: "Empire wins", "Split: Empire takes the ground". */
  readonly short: string;
  readonly p: number;
  /** Whose colour its bar takes: a side's win, or neither. */
  readonly tone: SideKey | "neutral";
}

/** "Rebel", "Imperial": a faction's units as an adjective. */
export function factionAdjective(f: Faction): string {
  return f === "empire" ? "Imperial" : "Rebel";
}

/** The theaters someone starts in: only there is anything held or lost. */
export function foughtTheaters(result: SimulationResult): Theater[] {
  return (["space", "ground"] as const).filter((t) =>
    (["attacker", "defender"] as const).some((side) =>
      result[side].survivors.some((s) => s.start > 0 && unitDef(s.unit).theater === t),
    ),
  );
}

const where = (t: Theater) => (t === "space" ? "space" : "the ground");

/** One side holding one theater at the end: the attacker takes it, the defender's units hold out there. */
function holdsPhrase(side: SideKey, t: Theater, factions: Factions): string {
  const f = factions[side];
  if (side === "attacker") return `${factionNoun(f)} ${verb(f, "takes", "take")} ${where(t)}`;
  return t === "space"
    ? `${factionAdjective(f)} ships survive in space`
    : `${factionAdjective(f)} ground forces hold the ground`;
}

/** A split in words, the attacker first: "the Empire takes the ground, Rebel ships survive in space". */
function splitPhrase(attackerHolds: Theater, factions: Factions): string {
  const other: Theater = attackerHolds === "space" ? "ground" : "space";
  return `${holdsPhrase("attacker", attackerHolds, factions)}, ${holdsPhrase("defender", other, factions)}`;
}

/** The five outcomes, the split parted by who holds which theater, most likely first; those that never happened left out. */
export function headlineOutcomes(result: SimulationResult, factions: Factions): HeadlineOutcome[] {
  const o = result.outcomes;
  const a = factions.attacker;
  const d = factions.defender;
  const splitShare = (attackerSpace: boolean) =>
    result.holdsJoint
      .filter((h) => h.space === (attackerSpace ? "attacker" : "defender"))
      .filter((h) => h.ground === (attackerSpace ? "defender" : "attacker"))
      .reduce((p, h) => p + h.p, 0);
  const short = (f: Faction) => (f === "empire" ? "Empire" : "Rebels");
  const list: HeadlineOutcome[] = [
    {
      key: "attacker",
      text: `${capitalize(factionNoun(a))} ${wins(a)}`,
      short: `${short(a)} ${wins(a)}`,
      p: o.attacker.p,
      tone: "attacker",
    },
    {
      key: "defender",
      text: `${capitalize(factionNoun(d))} ${wins(d)}`,
      short: `${short(d)} ${wins(d)}`,
      p: o.defender.p,
      tone: "defender",
    },
    ...(["space", "ground"] as const).map((t): HeadlineOutcome => ({
      key: t === "space" ? "split-attacker-space" : "split-defender-space",
      text: `Split: ${splitPhrase(t, factions)}`,
      short: `Split: ${short(a)} ${verb(a, "takes", "take")} ${where(t)}`,
      p: splitShare(t === "space"),
      tone: "neutral",
    })),
    {
      key: "mutual",
      text: "Both sides are wiped out",
      short: "Both wiped out",
      p: o.mutual.p,
      tone: "neutral",
    },
    {
      key: "stalemate",
      text: "Stalemate: the fighting stops with both sides still there",
      short: "Stalemate",
      p: o.stalemate.p,
      tone: "neutral",
    },
  ];
  return list.filter((x) => x.p > 0).sort((x, y) => y.p - x.p);
}

export interface TheaterHolds {
  readonly theater: Theater;
  /** "Space: the Empire 98% · Rebels 1.2% · nobody <1%". */
  readonly text: string;
  readonly shares: readonly { readonly holder: Holder; readonly label: string; readonly p: number }[];
}

/** Who holds each theater fought over at the end, each holder with its chance, most likely first. */
export function theaterHolds(result: SimulationResult, factions: Factions): TheaterHolds[] {
  const label = (h: Holder) =>
    h === "attacker" || h === "defender"
      ? factionNoun(factions[h])
      : h === "none"
        ? "nobody"
        : "still contested";
  return foughtTheaters(result).map((theater) => {
    const shares = (["attacker", "defender", "none", "contested"] as const)
      .map((holder) => ({ holder, label: label(holder), p: result.holds[theater][holder] }))
      .filter((s) => s.p > 0)
      .sort((x, y) => y.p - x.p);
    const parts = shares.map((s) => `${s.label} ${formatPercent(s.p)}`);
    return { theater, shares, text: `${capitalize(theater)}: ${parts.join(" · ")}` };
  });
}
