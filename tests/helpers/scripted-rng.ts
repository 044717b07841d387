import { DICE, FACES, type DieColour, type Face } from "@/lib/data";
import type { RandomSource } from "@/lib/engine";

/** The u32 that makes the engine roll `face` on a die of `colour` (standard faces). */
export function faceValue(colour: DieColour, face: Face): number {
  let index = 0;
  for (const f of FACES) {
    if (f === face) return Math.floor(((index + 0.5) * 4294967296) / 6);
    index += DICE[colour][f];
  }
  throw new Error(`${colour} die has no ${face}`);
}

/**
 * A random source that plays back a script: dice faces, and `top` for card draws (0: take the next
 * card of the deck in its set order). Running past the end of the script is a test failure.
 */
export class ScriptedRng implements RandomSource {
  private i = 0;
  private readonly values: number[];
  constructor(steps: readonly (readonly [DieColour, Face] | "top")[]) {
    this.values = steps.map((s) => (s === "top" ? 0 : faceValue(s[0], s[1])));
  }
  nextU32(): number {
    const v = this.values[this.i++];
    if (v === undefined) throw new Error(`script ran out after ${this.values.length} values`);
    return v;
  }
  get used(): number {
    return this.i;
  }
  get remaining(): number {
    return this.values.length - this.i;
  }
}

/**
 * A script written as words, one step between commas: `rolls("black special, 4 black blank, top")` is a black die
 * showing a special, four black blanks, then a card draw. A count before a die repeats it.
 */
export function rolls(text: string): ScriptedRng {
  const steps: (readonly [DieColour, Face] | "top")[] = [];
  for (const step of text.split(",")) {
    const words = step.trim().split(/\s+/);
    const times = /^\d+$/.test(words[0]!) ? Number(words.shift()) : 1;
    const [colour, face] = words;
    if (colour === "top" && face === undefined) {
      for (let i = 0; i < times; i++) steps.push("top");
      continue;
    }
    if (!(colour! in DICE) || !FACES.includes(face as Face) || words.length !== 2)
      throw new Error(`not a step of a script: "${step.trim()}"`);
    for (let i = 0; i < times; i++) steps.push([colour as DieColour, face as Face]);
  }
  return new ScriptedRng(steps);
}
