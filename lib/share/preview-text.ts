import { leaderDef, type Faction, type UnitId } from "@/lib/data";
import type { Outcome, SimulationResult } from "@/lib/engine";
import { differenceLine } from "@/lib/compare/setup-difference";
import { formatPercent } from "@/lib/format/percent";
import { headlineOutcomes } from "@/lib/results/outcome-words";
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
  readonly headline: readonly {
    readonly key: Outcome;
    readonly label: string;
    readonly p: number;
    /** What the number column says when it is not `percent(p)`: a comparison's "62% → 71%". */
    readonly text?: string;
  }[];
  readonly footer: string;
}

export interface ForceSummary {
  /** The faction's id, for its colours. */
  readonly side: Faction;
  readonly faction: string;
  readonly units: readonly string[];
  readonly leaders: string;
}

/** A chance as the page shows it first (whole percents: lib/format/percent.ts), so a preview and the page agree. */
export function percent(p: number): string {
  return formatPercent(p);
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

type Headline = PreviewText["headline"][number];

/** The headline rows: both wins and mutual destruction, then each split named by who holds what, a stalemate. */
function headlineOf(setup: Setup, result: SimulationResult): Headline[] {
  const { attacker: a, defender: d } = setup.scenario;
  const o = result.outcomes;
  const names = { attacker: factionLabel(a.faction), defender: factionLabel(d.faction) };
  const splits = headlineOutcomes(result, { attacker: a.faction, defender: d.faction })
    .filter((h) => h.key.startsWith("split"))
    .map((h): Headline => ({ key: "split", label: h.short, p: h.p }));
  return [
    { key: "attacker", label: `${names.attacker} (attacker) ${wins(a.faction)}`, p: o.attacker.p },
    { key: "defender", label: `${names.defender} (defender) ${wins(d.faction)}`, p: o.defender.p },
    { key: "mutual", label: "Mutual destruction", p: o.mutual.p },
    ...splits,
    ...(o.stalemate.p > 0 ? [{ key: "stalemate" as const, label: "Stalemate", p: o.stalemate.p }] : []),
  ];
}

const factionLabel = (f: Faction) => (f === "empire" ? "Empire" : "Rebels");

/** "20,000 simulated battles, seed abc". */
const trialsText = (r: SimulationResult) =>
  `${r.trials.toLocaleString("en-US")} simulated battles, seed ${r.seed}`;

/**
 * The preview's words. `result` is null when the server was too busy to run the link in time: the preview
 * then shows the forces and says the odds come with the link, rather than holding up the chat app. A
 * comparison's link (`pinned`: setup A and its result) names the difference and shows each chance in A and B.
 */
export function previewText(
  setup: Setup,
  result: SimulationResult | null,
  pinned: { readonly setup: Setup; readonly result: SimulationResult | null } | null = null,
): PreviewText {
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
  const headline = headlineOf(setup, result).filter((h) => h.key !== "split" || h.p > 0);
  const trials = trialsText(result);
  if (pinned?.result) {
    const before = headlineOf(pinned.setup, pinned.result);
    const change = (h: Headline) => {
      const was = before.find((x) => x.key === h.key && x.label === h.label)?.p ?? 0;
      return `${percent(was)} → ${percent(h.p)}`;
    };
    const compared = headline.map((h) => ({ ...h, text: change(h) }));
    const diff = differenceLine(pinned.setup, setup);
    return {
      title: `${diff}: ${compared[0]!.label} ${compared[0]!.text} — Rebellion Odds`,
      description: `${forces} ${diff}. ${compared.map((h) => `${h.label} ${h.text}`).join(" · ")}. A: ${trialsText(pinned.result)}; B: ${trials}, ${cards}.`,
      attacker,
      defender,
      headline: compared,
      footer: `${diff} · ${trials} · ${cards}`,
    };
  }
  const title = `${matchUp}: ${percent(o.attacker.p)} attacker win — Rebellion Odds`;
  const description = `${forces} ${headline.map((h) => `${h.label} ${percent(h.p)}`).join(" · ")}. ${trials}, ${cards}.`;
  return { title, description, attacker, defender, headline, footer: `${trials} · ${cards}` };
}

/**
 * The preview of a link that could not be read (`error`: the page's one line): it says so, rather than
 * showing the odds of some other battle (the default one the page loads in its place).
 */
export function unreadablePreview(error: string): PreviewText {
  // (the image's font has Latin and punctuation only: any other character in the echoed value is drawn as "?",
  // or drawing it would fetch a font from the network)
  const said = error.replace(/[^\x20-\x7E\u00A0-\u00FF\u2010-\u2027]/gu, "?");
  const unknown = (side: Faction): ForceSummary => ({
    side,
    faction: "?",
    units: ["could not be read"],
    leaders: "unknown",
  });
  return {
    title: "A battle link that could not be read — Rebellion Odds",
    description: `${said}. Open it to see what the page makes of it.`,
    attacker: unknown("empire"),
    defender: unknown("rebel"),
    headline: [{ key: "mutual", label: "No odds: this link could not be read", p: 0, text: "—" }],
    footer: said,
  };
}
