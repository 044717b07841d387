import { DICE, leaderDef, unitDef, type UnitId } from "@/lib/data";
import type { RolledDice } from "@/lib/engine";
import type { FacesByColour } from "@/lib/scenario/in-progress";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import { enemyOf } from "./after-assignment";

const COLOURS = ["red", "black", "green"] as const;
const FACES = ["blank", "hit", "direct", "special"] as const;
type Colour = (typeof COLOURS)[number];
type Face = (typeof FACES)[number];

const NONE = { blank: 0, hit: 0, direct: 0, special: 0 };
export const NO_DICE: FacesByColour = { red: NONE, black: NONE, green: NONE };

/** The best tactic value among the side's leaders in the theater: how many dice it may reroll (Cinematic). */
export function leaderRerolls(scenario: Scenario, side: SideKey, theater: "space" | "ground"): number {
  return Math.max(0, ...scenario[side].leaders.map((id) => leaderDef(id)[theater]));
}

/** The roll with its blanks: the dice of each colour the side rolls, less the faces said, are blanks. */
export function withBlanks(rolled: RolledDice, pool: Readonly<Record<Colour, number>>): FacesByColour {
  const one = (c: Colour) => {
    const r = rolled[c];
    return { ...r, blank: Math.max(0, pool[c] - r.hit - r.direct - r.special) };
  };
  return { red: one("red"), black: one("black"), green: one("green") };
}

/** Every choice of dice to reroll, at most `most`, each die once, faces of one colour alike ("reroll nothing" first). */
export function rerollChoices(roll: FacesByColour, most: number): FacesByColour[] {
  let out: FacesByColour[] = [NO_DICE];
  for (const c of COLOURS)
    for (const f of FACES) {
      const grown: FacesByColour[] = [];
      for (const r of out) {
        const used = diceIn(r);
        for (let n = 1; n <= roll[c][f] && used + n <= most; n++)
          grown.push({ ...r, [c]: { ...r[c], [f]: n } });
      }
      out = [...out, ...grown];
    }
  return out;
}

/** The same dice, colour by colour and face by face. */
export const sameDice = (a: FacesByColour, b: FacesByColour): boolean =>
  COLOURS.every((c) => FACES.every((f) => a[c][f] === b[c][f]));

export const diceIn = (r: FacesByColour): number =>
  COLOURS.reduce((n, c) => n + FACES.reduce((m, f) => m + r[c][f], 0), 0);

/** A reroll in words: "reroll 1 red blank and 2 black specials", "reroll nothing". */
export function rerollWords(r: FacesByColour | null): string {
  if (r === null) return "reroll as the leader's policy does";
  const parts = COLOURS.flatMap((c) =>
    FACES.filter((f) => r[c][f] > 0).map((f) => {
      const n = r[c][f];
      const face = f === "direct" ? "direct hit" : f;
      return `${n} ${c} ${face}${n === 1 ? "" : "s"}`;
    }),
  );
  if (parts.length === 0) return "reroll nothing";
  return `reroll ${parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`}`;
}

/**
 * How promising a reroll looks before it is run: what each rerolled die is worth on average less what its face is
 * worth now (a hit 1 when an enemy unit of its colour is there, a direct hit 1, a special 0.3 when a unit of the side's
 * own of its colour is damaged, a blank 0), summed over the dice.
 */
export function rerollPromise(
  scenario: Scenario,
  side: SideKey,
  theater: "space" | "ground",
  r: FacesByColour,
): number {
  const here = (k: SideKey) =>
    (Object.entries(scenario[k].units) as [UnitId, number][]).filter(
      ([id, n]) => n > 0 && unitDef(id).theater === theater,
    );
  const colourHere = (k: SideKey, c: Colour, damaged: boolean) =>
    here(k).some(
      ([id]) => unitDef(id).healthColour === c && (!damaged || (scenario[k].damaged[id]?.length ?? 0) > 0),
    );
  const worth = (c: Colour, f: Face) =>
    f === "direct"
      ? 1
      : f === "hit"
        ? c === "green" || colourHere(enemyOf(side), c, false)
          ? 1
          : 0
        : f === "special" && c !== "green" && colourHere(side, c, true)
          ? 0.3
          : 0;
  let score = 0;
  for (const c of COLOURS) {
    const die = DICE[c];
    const mean = FACES.reduce((m, f) => m + (die[f] / 6) * worth(c, f), 0);
    for (const f of FACES) score += r[c][f] * (mean - worth(c, f));
  }
  return score;
}
