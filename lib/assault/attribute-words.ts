import { formatPercent } from "@/lib/format/percent";
import { ATTACK_DIE_NAMES, attributeOdds, type AttackDie, type AttributeTest } from "./engine";

/**
 * A hero's attribute test of `dice` (docs/assault.md#attribute-tests) as it opens: 1 success needed, no strain
 * saved, no other successes, no rerolls, not Focused; `more` changes any of these.
 */
export const attributeTest = (
  dice: readonly AttackDie[],
  more: Partial<AttributeTest> = {},
): AttributeTest => ({
  dice,
  need: 1,
  saved: 0,
  bonus: 0,
  rerolls: 0,
  focused: false,
  figure: "hero",
  ...more,
});

/**
 * An attribute test in words, for the CLI (docs/assault.md#attribute-tests): the dice joined by `+`, then any of
 * `need=N`, `saved=N`, `bonus=N` (negative: negative surges), `rerolls=N`, `focused`, `elite`, `regular`:
 * "blue+red need=2 rerolls=1".
 */
export function readAttributeTest(
  text: string,
): { ok: true; test: AttributeTest } | { ok: false; error: string } {
  const [diceText = "", ...options] = text.trim().split(/\s+/);
  const dice: AttackDie[] = [];
  for (const d of diceText.split(/[+.]/).filter((x) => x !== "")) {
    if (!(ATTACK_DIE_NAMES as readonly string[]).includes(d))
      return { ok: false, error: `"${d}" is not an attribute die (${ATTACK_DIE_NAMES.join(", ")})` };
    dice.push(d as AttackDie);
  }
  const more: { -readonly [K in keyof AttributeTest]?: AttributeTest[K] } = {};
  for (const o of options) {
    if (o === "focused") more.focused = true;
    else if (o === "elite" || o === "regular") more.figure = o;
    else {
      const m = /^(need|saved|bonus|rerolls)=(-?\d+)$/.exec(o);
      if (!m)
        return {
          ok: false,
          error: `"${o}" is not an option (need=N, saved=N, bonus=N, rerolls=N, focused, elite, regular)`,
        };
      more[m[1] as "need" | "saved" | "bonus" | "rerolls"] = Number(m[2]);
    }
  }
  const test = attributeTest(dice, more);
  if (test.figure === "hero" && dice.length === 0)
    return { ok: false, error: "a hero's test needs its dice: blue+red" };
  if (dice.length > 5)
    return { ok: false, error: `${dice.length} dice: an attribute test here rolls at most 5` };
  if (test.need < 1 || test.need > 10) return { ok: false, error: `need=${test.need}: 1 to 10 successes` };
  if (test.saved < 0 || test.saved > 10)
    return { ok: false, error: `saved=${test.saved}: 0 to 10 strain tokens` };
  if (Math.abs(test.bonus) > 5) return { ok: false, error: `bonus=${test.bonus}: −5 to 5` };
  const pool = dice.length + (test.focused ? 1 : 0);
  if (test.rerolls < 0 || test.rerolls > pool)
    return { ok: false, error: `rerolls=${test.rerolls}: 0 to the ${pool} dice rolled` };
  return { ok: true, test };
}

/** The test's answer in lines: the pass, then P(at least k successes). */
export function formatAttributeTest(test: AttributeTest): string {
  const odds = attributeOdds(test);
  const who =
    test.figure === "elite"
      ? "an elite figure (1 success, no roll)"
      : test.figure === "regular"
        ? "a regular figure (fails)"
        : `${[...test.dice, ...(test.focused ? ["green (Focused)"] : [])].join(" + ")}`;
  const lines = [
    `attribute test: ${who}, ${test.need} ${test.need === 1 ? "success" : "successes"} needed${test.saved ? `, ${test.saved} saved` : ""}${test.bonus ? `, ${test.bonus > 0 ? "+" : ""}${test.bonus} successes` : ""}${test.rerolls ? `, ${test.rerolls} ${test.rerolls === 1 ? "reroll" : "rerolls"}` : ""}, exact`,
    `passes: ${formatPercent(odds.pass, "exact")}`,
    "successes ≥ k:",
    ...odds.atLeast
      .slice(1)
      .map((p, k) => `  ${String(k + 1).padStart(2)}  ${formatPercent(p, "exact").padStart(7)}`),
  ];
  return lines.join("\n");
}
