import { formatPercent } from "@/lib/format/percent";
import { assaultOdds, assaultWork, WORK_LIMIT, type Assault } from "./engine";
import { withValue } from "./field-value";

/**
 * "Which token to spend" for a figure holding two (docs/assault.md#power-tokens): a figure spends at most one
 * per attack, so each of its side's two tokens is computed in turn and the better one for that side is named:
 * the attacker's raises the chance of defeat (or, with no health, the expected damage), the defender's lowers it.
 */
export interface TokenChoice {
  readonly best: string;
  readonly text: string;
  readonly options: readonly { readonly token: string; readonly value: number; readonly shown: string }[];
}

const TOKENS = { attack: ["damage", "surge"], defense: ["block", "evade"] } as const;

export function tokenChoice(a: Assault, side: "attack" | "defense"): TokenChoice | null {
  const path = side === "attack" ? "attack.powerToken" : "defense.powerToken";
  const tries = TOKENS[side].map((token) => ({ token, assault: withValue(a, path, token) }));
  // (both answers together stay within one attack's work, as a pinned A does)
  if (tries.reduce((sum, t) => sum + assaultWork(t.assault), 0) > WORK_LIMIT) return null;
  const options = tries.map(({ token, assault }) => {
    const odds = assaultOdds(assault);
    const value = odds.defeated ?? odds.damage.mean;
    return { token, value, shown: odds.defeated !== undefined ? formatPercent(value) : value.toFixed(2) };
  });
  const [x, y] = options as [(typeof options)[0], (typeof options)[0]];
  const what = a.health !== null ? "defeated" : "expected damage";
  if (x.shown === y.shown)
    return { best: x.token, options, text: `Either token: ${what} ${x.shown} with each` };
  const better = side === "attack" ? (x.value > y.value ? x : y) : x.value < y.value ? x : y;
  const other = better === x ? y : x;
  return {
    best: better.token,
    options,
    text: `Spend the ${better.token} token: ${what} ${better.shown} (${other.token}: ${other.shown})`,
  };
}
