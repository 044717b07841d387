import type { Battle } from "../../core/battle";
import { CARDS_PER_DECK } from "./cinematic-codes";

// The card choice's working memory, allocated once per BattleState, and the expectation tables its valuation of
// prevention reads (card-values.ts).

/** Dice counted by the expectation tables: one colour's capped dice, or red and black together. */
const MOST_DICE = 10;
const MOST_CAP = 5;

/** What the card choice works with, allocated once per BattleState. */
export class ChoiceScratch {
  /** Per side, card i: its top and bottom ability's value now, without what cancels and locks add (−∞: unusable). */
  readonly top = new Float64Array(2 * CARDS_PER_DECK);
  readonly bottom = new Float64Array(2 * CARDS_PER_DECK);
  /** Per side: the best of those values (what the other side's cancel or lock would take away). */
  readonly best = new Float64Array(2);
  /** Per side, for the valuation in progress: worth of a point of damage to its units, threat key row, dice. */
  readonly worth = new Float64Array(2);
  readonly base = new Int32Array(2);
  readonly dice = new Int32Array(2);
  readonly expectedHits = new Float64Array(2);
  /**
   * The kills within reach of `side`'s card damage (index side * 3 + health colour list: COLOUR_NONE any, red, black):
   * the two best kill values among enemy units one point from destruction (two units of one group count twice), the
   * best among units two points from it, and whether the list has any target at all. Filled by `prepare`.
   */
  readonly kill1 = new Float64Array(6);
  readonly kill1b = new Float64Array(6);
  readonly kill2 = new Float64Array(6);
  readonly targets = new Uint8Array(6);
  /** Per side: its fighters in the system, and whether its units in the theater carry damage. */
  readonly fighters = new Int32Array(2);
  readonly damaged = new Uint8Array(2);
  /**
   * E[min(cap, dice showing a face)] for n dice, index n * (MOST_CAP + 1) + cap: red hits, black hits, red / black
   * direct hits, red / black specials (the shares of the battle's dice).
   */
  readonly redHits: Float64Array;
  readonly blackHits: Float64Array;
  readonly directs: Float64Array;
  readonly specials: Float64Array;

  constructor(b: Battle) {
    this.redHits = expectationTable(b.hitShare[0]!);
    this.blackHits = expectationTable(b.hitShare[1]!);
    this.directs = expectationTable(b.directShare[0]!);
    this.specials = expectationTable(b.specialShare[0]!);
  }
}

/** E[min(cap, k)] for k ~ Binomial(n, share), for n ≤ MOST_DICE and cap ≤ MOST_CAP. */
function expectationTable(share: number): Float64Array {
  const table = new Float64Array((MOST_DICE + 1) * (MOST_CAP + 1));
  for (let n = 0; n <= MOST_DICE; n++) {
    for (let cap = 0; cap <= MOST_CAP; cap++) {
      let e = 0;
      for (let k = 0; k <= n; k++)
        e += binomial(n, k) * share ** k * (1 - share) ** (n - k) * Math.min(cap, k);
      table[n * (MOST_CAP + 1) + cap] = e;
    }
  }
  return table;
}

function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

export function expected(table: Float64Array, n: number, cap: number): number {
  return table[Math.min(n, MOST_DICE) * (MOST_CAP + 1) + Math.min(cap, MOST_CAP)]!;
}
