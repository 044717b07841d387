import { formatPercent } from "@/lib/format/percent";
import { describeAssault } from "./answer-view";
import { rangeFix } from "./explain";
import {
  assaultOdds,
  assaultWork,
  WORK_LIMIT,
  type Assault,
  type AssaultOdds,
  type AttackDie,
  type DefenseDie,
} from "./engine";
import { valueOf } from "./field-value";
import { FIELDS } from "./fields";

/**
 * A share link's preview (docs/assault.md#share-link): the pool as the title, the exact headline numbers as the
 * description, and what the image draws (`lib/preview/assault-preview-card.tsx`): the dice, the setting,
 * the headline numbers and P(damage ≥ k) as bars. An attack too big to compute on the server gets no numbers.
 */
export interface AssaultPreview {
  readonly title: string;
  readonly description: string;
  readonly attackDice: readonly AttackDie[];
  readonly defenseDice: readonly DefenseDie[];
  readonly setting: string;
  readonly headline: readonly { readonly label: string; readonly text: string }[];
  readonly bars: readonly { readonly label: string; readonly p: number; readonly text: string }[];
  readonly footer: string;
}

/** P(damage ≥ k) bars the image has room for (labelled "k+": the image font has no "≥"). */
export const PREVIEW_BARS = 10;

/**
 * `computed`: the attack's odds (and the pinned A's, when it is shown) computed already, off the request thread
 * (lib/server/assault-service.ts): the preview then only words them.
 */
export function assaultPreview(
  a: Assault,
  pinned: Assault | null = null,
  notices: readonly string[] = [],
  computed?: { readonly odds: AssaultOdds; readonly pinned: AssaultOdds | null },
): AssaultPreview {
  const title = `${describeAssault(a)} — Imperial Assault odds`;
  const picture = pictureOf(a, notices);
  if (assaultWork(a) > WORK_LIMIT)
    return numberlessAssaultPreview(a, notices, "Too much to compute for a preview");
  const odds = computed?.odds ?? assaultOdds(a);
  const headline = [];
  if (odds.defeated !== undefined)
    headline.push({ label: `Defeated (health ${a.health})`, text: formatPercent(odds.defeated) });
  headline.push({ label: "Expected damage", text: odds.damage.mean.toFixed(2) });
  headline.push({
    label: a.attacks > 1 ? "Every attack misses" : "Miss",
    text: formatPercent(odds.miss),
  });
  const parts = headline.map((h) => `${h.label.replace(/ \(.*\)/, "").toLowerCase()} ${h.text}`);
  for (const [name, p] of Object.entries(odds.conditions)) {
    headline.push({ label: `${name} applied`, text: formatPercent(p) });
    // (the image's setting line says "Surges for Stun first"; the description, read alone, says it here)
    const played = odds.playedFor === name ? ` (surges for ${name} first)` : "";
    parts.push(`${name} applied ${formatPercent(p)}${played}`);
  }
  let description = `Exact odds: ${parts.join(", ")}.`;
  // (a miss by range says why, as the page does)
  const fix = rangeFix(a);
  if (fix) {
    headline.push({
      label: "Out of range: the dice reach",
      text: fix.fixed.range === null ? "melee" : `range ${fix.fixed.range}`,
    });
    description += ` ${fix.why}.`;
  }
  // (the pinned A's numbers only while both attacks together stay within one attack's work: a page view or an
  // image never computes more than that)
  const pinnedOdds =
    pinned && pinnedShown(a, pinned) ? (computed ? computed.pinned : assaultOdds(pinned)) : null;
  if (pinned && pinnedOdds) {
    const before = pinnedOdds;
    const a0 = before.defeated ?? before.damage.mean;
    const text = before.defeated !== undefined ? formatPercent(a0) : a0.toFixed(2);
    const what = before.defeated !== undefined ? "defeated" : "expected damage";
    headline.push({ label: `Pinned A: ${describeAssault(pinned)}`, text });
    description += ` Pinned A (${describeAssault(pinned)}): ${what} ${text}.`;
  }
  return {
    title,
    description,
    ...picture,
    headline,
    bars: odds.damage.atLeast
      .slice(1, PREVIEW_BARS + 1)
      .map((p, i) => ({ label: `${i + 1}+`, p, text: formatPercent(p) })),
  };
}

/**
 * Whether a pinned A's numbers go with an attack's in a preview (docs/assault.md#share-link): only while both
 * attacks together stay within WORK_LIMIT, so a page view or an image never computes more than that.
 */
export function pinnedShown(a: Assault, pinned: Assault): boolean {
  return assaultWork(a) + assaultWork(pinned) <= WORK_LIMIT;
}

/** What the image draws besides the numbers: the dice, the setting and the footer (what the link left out). */
function pictureOf(a: Assault, notices: readonly string[]) {
  return {
    attackDice: a.attack.dice,
    defenseDice: a.defense.dice,
    setting: setting(a),
    footer:
      notices.length > 0
        ? drawable(`${notices[0]}${notices.length > 1 ? ` (and ${notices.length - 1} more)` : ""}`)
        : "Exact odds, no sampling · Rebellion Odds: Imperial Assault",
  };
}

/** An attack's preview without its numbers, saying `why` (too much to compute for a preview, the server busy). */
export function numberlessAssaultPreview(
  a: Assault,
  notices: readonly string[],
  why: string,
): AssaultPreview {
  return {
    title: `${describeAssault(a)} — Imperial Assault odds`,
    description: "Exact attack odds for Imperial Assault.",
    ...pictureOf(a, notices),
    headline: [{ label: why, text: "open the link" }],
    bars: [],
  };
}

/**
 * Text the image can draw: its font has Latin and punctuation only, so other characters are drawn as "?"
 * (drawing them would fetch a font from the network).
 */
function drawable(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2010-\u2027]/gu, "?");
}

/** The link could not be read: no odds (the page would show the opening attack in its place). */
export function unreadableAssaultPreview(error: string): AssaultPreview {
  const said = drawable(error);
  return {
    title: "An attack link that cannot be read — Imperial Assault odds",
    description: `${said}. Open it to see what the page makes of it.`,
    attackDice: [],
    defenseDice: [],
    setting: "This attack link cannot be read",
    headline: [{ label: "No odds", text: "—" }],
    bars: [],
    footer: said,
  };
}

/**
 * The setting in a line, from each field's own words (lib/assault/fields.ts): the attack's numbers (range,
 * attacks), then each side's, lists last ("Range 4 · +Damage 1 · Surges: +1 Damage; Stun"); `leaveOut` names
 * fields said elsewhere (the CLI's first line says the dice, the range and the attacks).
 */
export function setting(a: Assault, leaveOut: readonly string[] = []): string {
  const rank = (path: string) => (!path.includes(".") ? 0 : path.endsWith("surges") ? 2 : 1);
  return [...FIELDS]
    .filter((f) => !leaveOut.includes(f.path))
    .sort((x, y) => rank(x.path) - rank(y.path))
    .map((f) => f.preview(valueOf(a, f.path)))
    .filter((t) => t !== null)
    .join(" · ");
}
