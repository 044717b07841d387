import { leaderDef, type Faction, type UnitId } from "@/lib/data";
import type { Outcome, SimulationResult } from "@/lib/engine";
import type { SideSetup } from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";
import { capitalize } from "@/lib/scenario/choice";
import { combatSystem } from "@/lib/scenario/tactics-mode";
import { attacks, factionNoun, unitName, wins } from "@/lib/scenario/words";

/** Text of a link preview: the two forces and the headline odds, with the same numbers as the page. */
export interface PreviewText {
  readonly title: string;
  readonly description: string;
  readonly attacker: ForceSummary;
  readonly defender: ForceSummary;
  readonly headline: readonly { readonly key: Outcome; readonly label: string; readonly p: number }[];
  readonly footer: string;
}

export interface ForceSummary {
  /** The faction's id, for its colours. */
  readonly side: Faction;
  readonly faction: string;
  readonly units: readonly string[];
  readonly leaders: string;
}

export function percent(p: number): string {
  if (p > 0 && p < 0.001) return "<0.1%";
  if (p < 1 && p > 0.999) return ">99.9%";
  return `${(p * 100).toFixed(1)}%`;
}

function force(side: SideSetup): ForceSummary {
  const units = Object.entries(side.units)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([id, n]) => `${n} ${unitName(id as UnitId, n ?? 0)}`);
  const leaders = side.leaders.map((id) => leaderDef(id).name).join(", ");
  return {
    side: side.faction,
    faction: side.faction === "empire" ? "Empire" : "Rebels",
    units,
    leaders: leaders || "no leader",
  };
}

/**
 * The preview's words. `result` is null when the server was too busy to run the link in time: the preview
 * then shows the forces and says the odds come with the link, rather than holding up the chat app.
 */
export function previewText(setup: Setup, result: SimulationResult | null): PreviewText {
  const attacker = force(setup.scenario.attacker);
  const defender = force(setup.scenario.defender);
  const { attacker: a, defender: d } = setup.scenario;
  const cards = combatSystem(setup.scenario.tactics).brief;
  const forces = `${attacker.faction}: ${attacker.units.join(", ")} (${attacker.leaders}) vs ${defender.faction}: ${defender.units.join(", ")} (${defender.leaders}).`;
  const matchUp = `${capitalize(factionNoun(a.faction))} ${attacks(a.faction)} ${factionNoun(d.faction)}`;
  if (!result) {
    return {
      title: `${matchUp} — Rebellion Odds`,
      description: `${forces} Open the link to see the odds, ${cards}.`,
      attacker,
      defender,
      headline: [],
      footer: `Open the link to see the odds · ${cards}`,
    };
  }
  const o = result.outcomes;
  const headline: PreviewText["headline"] = [
    { key: "attacker", label: `${attacker.faction} (attacker) ${wins(a.faction)}`, p: o.attacker.p },
    { key: "defender", label: `${defender.faction} (defender) ${wins(d.faction)}`, p: o.defender.p },
    { key: "mutual", label: "Mutual destruction", p: o.mutual.p },
    ...(o.split.p > 0
      ? [{ key: "split" as const, label: "Split (each holds a theater)", p: o.split.p }]
      : []),
    ...(o.stalemate.p > 0 ? [{ key: "stalemate" as const, label: "Stalemate", p: o.stalemate.p }] : []),
  ];
  const trials = `${result.trials.toLocaleString("en-US")} simulated battles, seed ${result.seed}`;
  const title = `${matchUp}: ${percent(o.attacker.p)} attacker win — Rebellion Odds`;
  const description = `${forces} ${headline.map((h) => `${h.label} ${percent(h.p)}`).join(" · ")}. ${trials}, ${cards}.`;
  return { title, description, attacker, defender, headline, footer: `${trials} · ${cards}` };
}
