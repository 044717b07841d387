import { DICE, BLACK_DIE_NO_DIRECT, type DieColour } from "@/lib/data";
import type { RolledDice } from "@/lib/engine";
import type { Scenario, SideKey } from "@/lib/scenario/types";

const COLOURS = ["red", "black", "green"] as const satisfies readonly DieColour[];
type Shown = "hit" | "direct" | "special" | "blank";
const FACE_WORDS: readonly [RegExp, Shown][] = [
  [/^direct[ -]?hits?$|^directs?$/, "direct"],
  [/^hits?$/, "hit"],
  [/^specials?$/, "special"],
  [/^blanks?$/, "blank"],
];
const FACE_NAMES: Record<Exclude<Shown, "blank">, string> = {
  hit: "hit",
  direct: "direct hit",
  special: "special",
};

/** The longest roll text read (a roll is a few words; the page and the API bound what they pass on). */
export const ROLLED_MAX = 300;

export type RolledReading = { ok: true; rolled: RolledDice } | { ok: false; error: string };

/**
 * Reads a roll as a player says it (docs/rules.md#after-the-dice): faces per colour, "red: 2 hits, 1 direct hit;
 * black: 1 hit, 1 special". Colours are separated by ";" or a new line, faces by ","; a face without a count is
 * one; blanks may be named or left out. One line naming what is wrong otherwise.
 */
export function readRolled(text: string): RolledReading {
  if (text.length > ROLLED_MAX) return { ok: false, error: `rolled: at most ${ROLLED_MAX} characters` };
  const rolled = { red: none(), black: none(), green: none() };
  const seen = new Set<string>();
  const parts = text
    .split(/[;\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0)
    return { ok: false, error: 'rolled: say the faces per colour, e.g. "red: 2 hits; black: 1 special"' };
  for (const part of parts) {
    const m = /^(\w+)\s*:\s*(.*)$/.exec(part);
    const colour = m?.[1]?.toLowerCase();
    if (!m || !COLOURS.includes(colour as DieColour))
      return { ok: false, error: `rolled: "${part}" does not start with a colour (red:, black: or green:)` };
    if (seen.has(colour!)) return { ok: false, error: `rolled: ${colour} is given twice` };
    seen.add(colour!);
    for (const item of m[2]!
      .split(",")
      .map((i) => i.trim())
      .filter(Boolean)) {
      const c = /^(\d+)?\s*x?\s*(.+)$/i.exec(item)!;
      const n = c[1] === undefined ? 1 : Number(c[1]);
      const face = FACE_WORDS.find(([re]) => re.test(c[2]!.toLowerCase()))?.[1];
      if (!face)
        return {
          ok: false,
          error: `rolled: ${colour}: "${item}" is not a face (hit, direct hit, special, blank)`,
        };
      if (face !== "blank") rolled[colour as DieColour][face] += n;
      else rolled[colour as DieColour].blank += n;
    }
  }
  return { ok: true, rolled };
}

function none() {
  return { hit: 0, direct: 0, special: 0, blank: 0 };
}

/**
 * Whether a roll fits the dice `side` rolls in the step under way (`pool`: lib/engine:attackDice): no more dice
 * of a colour than it rolls, and only faces its dice have (a green die shows direct hits or blanks; the black die
 * of variant `no-direct` no direct hit). One line naming what is wrong, or null.
 */
export function rollProblem(
  rolled: RolledDice & Readonly<Record<DieColour, { blank?: number }>>,
  pool: Readonly<Record<DieColour, number>>,
  scenario: Scenario,
  side: SideKey,
  theater: string,
): string | null {
  for (const colour of COLOURS) {
    const r = rolled[colour];
    const listed = r.hit + r.direct + r.special + (r.blank ?? 0);
    if (listed === 0) continue;
    if (pool[colour] === 0) return `rolled: ${colour}: the ${side} rolls no ${colour} dice in ${theater}`;
    if (listed > pool[colour])
      return `rolled: ${colour}: ${listed} dice given, but the ${side} rolls ${pool[colour]} ${colour} ${pool[colour] === 1 ? "die" : "dice"} in ${theater}`;
    const faces =
      colour === "black" && scenario.variants.blackDie === "no-direct" ? BLACK_DIE_NO_DIRECT : DICE[colour];
    for (const face of ["hit", "direct", "special"] as const)
      if (r[face] > 0 && faces[face] === 0)
        return `rolled: ${colour}: a ${colour} die has no ${FACE_NAMES[face]} face`;
  }
  return null;
}

/** A roll in words, as it was read: "red: 2 hits, 1 direct hit; black: 1 special". */
export function rolledText(rolled: RolledDice): string {
  const parts = COLOURS.flatMap((colour) => {
    const r = rolled[colour];
    const items = (["hit", "direct", "special"] as const)
      .filter((f) => r[f] > 0)
      .map((f) => `${r[f]} ${FACE_NAMES[f]}${r[f] === 1 ? "" : "s"}`);
    return items.length ? [`${colour}: ${items.join(", ")}`] : [];
  });
  return parts.length ? parts.join("; ") : "nothing that does damage";
}
