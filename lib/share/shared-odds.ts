import type { SimulationResult } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import { NAME_PARAM, SHARED_PARAM, type SharedChances, type SharedOdds } from "@/lib/scenario/link-riders";

export type { SharedChances, SharedOdds };

/** A run's headline chances as a link records them (`shared=`). */
export function sharedChances(result: SimulationResult): SharedChances {
  const o = result.outcomes;
  return { attacker: o.attacker.p, defender: o.defender.p, mutual: o.mutual.p };
}

/** `query` with the battle's name and the shared odds after it (each only when there is one). */
export function withNameAndShared(query: string, name: string, shared: SharedOdds | null): string {
  const extra = [
    ...(name ? [`${NAME_PARAM.key}=${NAME_PARAM.serialize(name)}`] : []),
    ...(shared ? [`${SHARED_PARAM.key}=${SHARED_PARAM.serialize(shared)}`] : []),
  ];
  return [query, ...extra].filter((part) => part !== "").join("&");
}

/** What `shared=` rounds a chance to: 2 decimals of a percent, so half of 0.0001 either way. */
const RECORDED = 0.00005 + 1e-12;

const WORDS: readonly [keyof SharedChances, string][] = [
  ["attacker", "the attacker wins"],
  ["defender", "the defender wins"],
  ["mutual", "mutual destruction"],
];

/**
 * Whether a chance a link carries agrees with the engine's `p` from `trials` trials within the noise: the link's
 * rounding, 4 standard errors of the run (a preview's run may be smaller than the link's), or the page's rounding.
 */
export function agrees(linkP: number, p: number, trials: number): boolean {
  const se = Math.sqrt(Math.max(p * (1 - p), 1 / trials) / trials);
  return Math.abs(linkP - p) <= RECORDED + 4 * se || formatPercent(linkP) === formatPercent(p);
}

/**
 * The page's one line when its own run of a shared link differs from what the link says beyond rounding: "The link
 * says 98.8%; this calculator says 97.1%", without guessing why (a rules change since, or odds written by hand: the
 * same setup, trials and seed give the same numbers). Null when every headline chance reads the same as the page
 * rounds it (lib/format/percent.ts).
 */
export function sharedDrift(shared: SharedChances, now: SimulationResult): string | null {
  const current = sharedChances(now);
  // Beyond what the link's 2 decimals of a percent can hold, and enough to show in the page's rounding.
  const differs = WORDS.filter(
    ([k]) =>
      Math.abs(shared[k] - current[k]) > RECORDED && formatPercent(shared[k]) !== formatPercent(current[k]),
  );
  if (differs.length === 0) return null;
  const [key, words] = differs[0]!;
  const what = key === "attacker" ? "" : ` (${words})`;
  return `The link says ${formatPercent(shared[key])}${what}; this calculator says ${formatPercent(current[key])}`;
}
