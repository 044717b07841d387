import { leaderDef, type Faction, type UnitId } from "@/lib/data";
import type { Outcome, SimulationResult } from "@/lib/engine";
import { differenceLine } from "@/lib/compare/setup-difference";
import { formatPercent } from "@/lib/format/percent";
import { headlineOutcomes } from "@/lib/results/outcome-words";
import { goalChance } from "@/lib/results/goal-chance";
import { goalChoiceOf, goalLine, type Goal } from "@/lib/scenario/goals";
import type { SideSetup } from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";
import { capitalize } from "@/lib/scenario/choice";
import { combatSystem } from "@/lib/scenario/tactics-mode";
import { attacks, factionNoun, unitName, wins } from "@/lib/scenario/words";
import { NAME_FONT_PX, NAME_ROOM_PX } from "./preview-layout";
import { agrees, type SharedChances, type SharedOdds } from "./shared-odds";
import { fitText } from "./text-width";
import type { LuckEntry } from "@/lib/luck/luck-entry";

/** Text of a link preview: the two forces and the headline odds, with the same numbers as the page. */
export interface PreviewText {
  readonly title: string;
  readonly description: string;
  readonly attacker: ForceSummary;
  readonly defender: ForceSummary;
  readonly headline: readonly {
    readonly key: Outcome | "goal-attacker" | "goal-defender";
    readonly label: string;
    readonly p: number;
    /** What the number column says when it is not `percent(p)`: a comparison's "62% → 71%". */
    readonly text?: string;
  }[];
  readonly footer: string;
  /** The battle's name (`name=`), "" for none; drawn in the image's font (other characters as "?"). */
  readonly name: string;
  /** A comparison's difference, "B = A + 1 AT-AT"; null for one battle. */
  readonly compare: string | null;
  /** A luck link's lines (`luck=`, docs/rules.md#luck): where the real battle falls, one per side; absent for none. */
  readonly luck?: readonly string[];
}

/** What a preview may say besides the battle: its name and the odds the link was shared with. */
export interface PreviewExtras {
  readonly name?: string;
  readonly shared?: SharedOdds | null;
  /** The luck gauge's entry (`luck=`): its lines lead the preview when the run is there (luck-preview.ts). */
  readonly luck?: LuckEntry | null;
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
  // (a side playing for something else than the win: its goal's chance first, docs/rules.md#goals; an `auto` the
  // server could not resolve names no goal, docs/rules.md#auto)
  const goals = (["attacker", "defender"] as const)
    .filter((side) => !["win", "auto"].includes(goalChoiceOf(setup.scenario[side])))
    .map((side): Headline => {
      const goal = goalChoiceOf(setup.scenario[side]) as Goal;
      return {
        key: `goal-${side}`,
        label: goalLine(setup.scenario[side].faction, goal),
        p: goalChance(result, side, goal).p,
      };
    });
  const names = { attacker: factionLabel(a.faction), defender: factionLabel(d.faction) };
  const splits = headlineOutcomes(result, { attacker: a.faction, defender: d.faction })
    .filter((h) => h.key.startsWith("split"))
    .map((h): Headline => ({ key: "split", label: h.short, p: h.p }));
  return [
    ...goals,
    { key: "attacker", label: `${names.attacker} (attacker) ${wins(a.faction)}`, p: o.attacker.p },
    { key: "defender", label: `${names.defender} (defender) ${wins(d.faction)}`, p: o.defender.p },
    { key: "mutual", label: "Mutual destruction", p: o.mutual.p },
    ...splits,
    ...(o.stalemate.p > 0 ? [{ key: "stalemate" as const, label: "Stalemate", p: o.stalemate.p }] : []),
  ];
}

const factionLabel = (f: Faction) => (f === "empire" ? "Empire" : "Rebels");

/** The odds a link says it was shared with, where they differ from the engine's beyond the noise (docs/server.md#text-limits). */
function linkSays(h: Headline, shared: SharedChances | null, result: SimulationResult): string | null {
  if (!shared || (h.key !== "attacker" && h.key !== "defender" && h.key !== "mutual")) return null;
  return agrees(shared[h.key], h.p, result.trials) ? null : `the link says ${percent(shared[h.key])}`;
}

/** "20,000 simulated battles, seed abc". */
export const trialsText = (r: { readonly trials: number; readonly seed: string }) =>
  `${r.trials.toLocaleString("en-US")} simulated battles, seed ${r.seed}`;

/** "about: 20,000 of the page's 100,000 simulated battles, seed abc": a server run smaller than the page's. */
const aboutText = (setup: Setup, r: SimulationResult) =>
  `about: ${r.trials.toLocaleString("en-US")} of the page's ${setup.trials.toLocaleString("en-US")} simulated battles, seed ${setup.seed}`;

/**
 * The server's run is not the page's when it ran fewer trials than the link's (the preview's limits) or the
 * page stops at a precision: its numbers are then "about" the page's.
 */
export const isAbout = (setup: Setup, r: SimulationResult) =>
  r.trials !== setup.trials || setup.precision !== undefined;

/** A chance as the preview writes it: the page's rounding, "about" when the run is not the page's. */
const chance = (p: number, about: boolean) => `${about ? "about " : ""}${percent(p)}`;

/** The image's font has Latin and punctuation only: any other character is drawn as "?" (or it fetches a font). */
export const drawable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2010-\u2027]/gu, "?");

/**
 * The preview's words. `result` is the server's run (null when it was too busy to run the link in time: the
 * preview then shows the forces and says the odds come with the link, rather than holding up the chat app). The
 * odds the link says it was shared with (`extras.shared`) are never drawn as the calculator's (docs/server.md#text-limits: anyone can
 * write any odds into a link): where they differ from the engine's beyond the noise, "the link says …" follows the
 * engine's number; without a run they are not shown at all. A comparison's link (`pinned`: setup A and its result)
 * names the difference and shows each chance in A and B, the engine's only.
 */
export function previewText(
  setup: Setup,
  result: SimulationResult | null,
  pinned: { readonly setup: Setup; readonly result: SimulationResult | null } | null = null,
  extras: PreviewExtras = {},
): PreviewText {
  const attacker = force(setup.scenario.attacker);
  const defender = force(setup.scenario.defender);
  const { attacker: a, defender: d } = setup.scenario;
  const cards = combatSystem(setup.scenario.tactics).brief;
  const name = extras.name ?? "";
  const named = (title: string) => `${name ? `${name} · ` : ""}${title} — Rebellion Odds`;
  const forces = `${attacker.faction}: ${attacker.units.join(", ")} (${attacker.leaders}) vs ${defender.faction}: ${defender.units.join(", ")} (${defender.leaders}).`;
  const matchUp = `${capitalize(factionNoun(a.faction))} ${attacks(a.faction)} ${factionNoun(d.faction)}`;
  // (cut with an ellipsis at the card's width, measured in its font: docs/server.md#text-limits)
  const base = { attacker, defender, name: fitText(drawable(name), NAME_FONT_PX, NAME_ROOM_PX) };
  const shared = extras.shared ?? null;
  if (!result) {
    // (a comparison still names what B changes, so the forces shown are not taken for A's)
    const diff = pinned ? differenceLine(pinned.setup, setup) : null;
    return {
      ...base,
      title: named(diff ?? matchUp),
      description: `${forces}${diff ? ` ${diff}.` : ""} Open the link to see the odds, ${cards}.`,
      headline: [],
      footer: `Open the link to see the odds · ${cards}`,
      compare: diff === null ? null : drawable(diff),
    };
  }
  // The engine's own numbers, always (docs/server.md#text-limits: the odds a link carries are the link's word, never drawn as the
  // calculator's); the link's beside them where they differ beyond the noise.
  const about = result !== null && isAbout(setup, result);
  const headline = headlineOf(setup, result)
    .filter((h) => h.key !== "split" || h.p > 0)
    .map((h) => {
      const says = linkSays(h, shared?.b ?? null, result);
      return { ...h, text: `${chance(h.p, about)}${says ? ` (${says})` : ""}` };
    });
  const differs = headline.some((h) => h.text.includes("the link says"));
  const trials = about ? aboutText(setup, result) : trialsText(result);
  // Where the numbers come from, first in the footer: about the page's when the run was smaller.
  const footer = `${differs ? "The link's own odds differ: shown beside · " : ""}${trials} · ${cards}`;
  const aRun = pinned?.result ?? null;
  if (pinned && aRun) {
    const aAbout = isAbout(pinned.setup, aRun);
    const before = headlineOf(pinned.setup, aRun);
    const compared = headline.map((h) => {
      const was = before.find((x) => x.key === h.key && x.label === h.label)?.p ?? 0;
      return { ...h, text: `${chance(was, aAbout)} → ${chance(h.p, about)}` };
    });
    const diff = differenceLine(pinned.setup, setup);
    const aTrials = aAbout ? aboutText(pinned.setup, aRun) : trialsText(aRun);
    return {
      ...base,
      title: named(`${diff}: ${compared[0]!.label} ${compared[0]!.text}`),
      description: `${forces} ${diff}. ${compared.map((h) => `${h.label} ${h.text}`).join(" · ")}. A: ${aTrials}; B: ${trials}, ${cards}.`,
      headline: compared,
      // (A's numbers from a smaller run than its page's say so too, not only B's)
      footer: aAbout ? `A ${aTrials} · B ${trials} · ${cards}` : footer,
      compare: drawable(diff),
    };
  }
  const win = headline.find((h) => h.key === "attacker") ?? headline[0]!;
  const title = named(`${matchUp}: ${win.text} attacker win`);
  const description = `${forces} ${headline.map((h) => `${h.label} ${h.text}`).join(" · ")}. ${trials}, ${cards}.`;
  return { ...base, title, description, headline, footer, compare: null };
}

/**
 * The preview of a link that could not be read (`error`: the page's one line): it says so, rather than
 * showing the odds of some other battle (the default one the page loads in its place).
 */
export function unreadablePreview(error: string): PreviewText {
  const said = drawable(error);
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
    name: "",
    compare: null,
  };
}
