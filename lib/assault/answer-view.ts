import { formatPercent } from "@/lib/format/percent";
import { attackersOf, stepsOf, type Assault, type AssaultOdds } from "./engine";
import { attackersWords } from "./activation";
import { figureById, figureName } from "./figures/find-figure";

/** The page's and the preview's words and chart rows for an answer (charts receive ready numbers). */
export interface AnswerView {
  readonly headline: string;
  readonly rows: readonly { readonly k: number; readonly label: string; readonly p: number }[];
  readonly missLabel: string;
}

export function answerView(a: Assault, odds: AssaultOdds): AnswerView {
  const steps = stepsOf(a);
  const who =
    a.more.length > 0 ? `The activation's ${steps} attacks` : steps > 1 ? `${steps} attacks` : "The attack";
  const headline =
    odds.defeated !== undefined
      ? `${who} defeat${steps > 1 ? "" : "s"} ${/^(8|11|18)(\D|$)/.test(String(a.health)) ? "an" : "a"} ${a.health}-health target ${formatPercent(odds.defeated)} of the time`
      : `${who} deal${steps > 1 ? "" : "s"} ${odds.damage.mean.toFixed(2)} damage on average`;
  return {
    headline,
    rows: odds.damage.atLeast.slice(1).map((p, i) => ({ k: i + 1, label: `≥${i + 1}`, p })),
    missLabel: steps > 1 ? "Every attack misses" : "Miss",
  };
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const named = (id: string | null, dice: string) => {
  const f = id === null ? null : figureById(id);
  return f ? `${figureName(f)} (${dice})` : dice;
};

/** The attacking figures in words: "2× Stormtrooper (Blue + Green), then E-Web Engineer (Red + Blue)". */
export function attackingWords(a: Assault): string {
  return attackersWords(a, (f) => {
    const line = attackersOf(a)[f]!;
    return named(line.attack.figure, line.attack.dice.map(cap).join(" + "));
  });
}

/** The target in words: "Luke Skywalker (White)", "Black + White", "no defence dice". */
export function defenderWords(a: Assault): string {
  return named(
    a.defense.figure,
    a.defense.dice.length ? a.defense.dice.map(cap).join(" + ") : "no defence dice",
  );
}

/**
 * The pool in a line: "Blue + Green vs White, range 4, health 5"; with figures named, their names lead:
 * "Stormtrooper (Blue + Green) vs Luke Skywalker (White), range 4, health 10".
 */
export function describeAssault(a: Assault): string {
  const attack = attackingWords(a);
  const defense = defenderWords(a);
  const parts = [`${attack} vs ${defense}`, a.range === null ? "melee" : `range ${a.range}`];
  if (a.more.length > 0 || a.attacks > 1) parts.push(`${stepsOf(a)} attacks`);
  if (a.health !== null) parts.push(`health ${a.health}`);
  return parts.join(", ");
}
