/**
 * The one way the project writes a chance. Two styles:
 *
 * - `people` (the default, what a player reads first): whole percents, one decimal under 10% and over 90% where
 *   a point matters ("4.7%", "62%", "98.8%"), and never a misleading 0 or 100: "<1%" and ">99%".
 * - `exact` (the Details, the tables a test compares with the engine): two decimals, "<0.01%" and ">99.99%".
 *
 * A chance of exactly 0 or 1 is written as such, in the style's decimals ("0%", "100.00%"): it is known, not
 * rounded.
 */
export type PercentStyle = "people" | "exact";

const EDGES: Readonly<Record<PercentStyle, { readonly below: number; readonly text: string }>> = {
  people: { below: 0.01, text: "1" },
  exact: { below: 0.0001, text: "0.01" },
};

/** Decimals of a chance strictly between the edges; exactly 0 and 1 take the style's fixed ones. */
function decimals(p: number, style: PercentStyle): number {
  if (style === "exact") return 2;
  return p > 0 && p < 1 && (p < 0.1 || p > 0.9) ? 1 : 0;
}

/**
 * A chance as the Rebellion page writes it: `people` everywhere outside the Details (the headline's rounding), so a
 * chance shown in two places reads the same in both, whatever else shares its line ("38%" in the headline and in
 * the retreat table, never "38.0%" beside a "4.7%"); `exact` in the Details.
 */
export function formatPercent(p: number, style: PercentStyle = "people"): string {
  const edge = EDGES[style];
  if (p > 0 && p < edge.below) return `<${edge.text}%`;
  if (p < 1 && p > 1 - edge.below) return `>${100 - Number(edge.text)}%`;
  const clamped = Math.min(1, Math.max(0, p));
  return `${(clamped * 100).toFixed(decimals(clamped, style))}%`;
}

/**
 * A difference of two chances in percentage points, said as "points" (docs/answer-first.md#one-rounding-per-chance): "+1.2 points", "−0.4 points",
 * "+12 points", "+1 point" (people: one decimal below 10 points, whole ones from there; exact: two decimals).
 * "±0.0 points" when it rounds to nothing.
 */
export function formatPoints(diff: number, style: "people" | "exact" = "people"): string {
  const points = diff * 100;
  const places = style === "exact" ? 2 : Math.abs(points) >= 9.95 ? 0 : 1;
  const text = Math.abs(points).toFixed(places);
  const unit = text === "1" ? "point" : "points";
  if (Number(text) === 0) return `±${text} ${unit}`;
  return `${points > 0 ? "+" : "−"}${text} ${unit}`;
}

/**
 * A chance still moving (its run is not done): "about 99%", so a first number that changes a second later does
 * not read as the answer. Settled chances read as they are.
 */
export function aboutPercent(p: number, moving: boolean, style: PercentStyle = "people"): string {
  return moving ? `about ${formatPercent(p, style)}` : formatPercent(p, style);
}

/** Every percentage in a line of words marked as still moving: "lose 1 TIE Fighter: about 52%". */
export function aboutPercents(text: string, moving: boolean): string {
  return moving ? text.replace(/([<>]?\d+(?:\.\d+)?%)/g, "about $1") : text;
}
