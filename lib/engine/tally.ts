import type { Battle } from "./core/battle";
import { TYPE_COUNT, typeIndex } from "./core/battle";
import type { BattleState } from "./core/battle-state";
import { STALEMATE_ROUND_CAP, STALEMATE_STRUCTURAL, type CombatEnd } from "./core/outcomes";
import { theaterHolder } from "./core/presence";
import { mergeEndStates } from "./end-states";

/**
 * Raw counts over a run of trials: plain JSON-safe numbers, so a Web Worker can post it and tallies
 * of different chunks add up exactly (the result does not depend on how trials were split).
 */
export interface Tally {
  trials: number;
  /** attacker, defender, mutual, split, stalemate */
  outcomes: number[];
  /** stalemates that were structural, and that hit the round cap */
  stalemates: number[];
  /** Index theater * 4 + holder: 0 attacker, 1 defender, 2 nobody, 3 still contested. */
  holds: number[];
  /** Who holds both theaters at once: index space holder * 4 + ground holder (codes as in `holds`). */
  holdsJoint: number[];
  retreated: number[];
  /** Trials in which each side kept at least half of its strength (the `keep-half` goal, docs/rules.md#goals). */
  keptHalf: number[];
  /**
   * strengthLost[side][k]: trials in which the units the side brought that were destroyed weigh k, in twice the
   * strength of lib/data/unit-strength.ts (whole numbers, like `keptHalf`): the luck gauge (docs/rules.md#luck).
   */
  strengthLost: number[][];
  /** rounds[r] = combats that lasted r rounds */
  rounds: number[];
  /** survivors[side][j][k]: trials in which exactly k units of the side's j-th unit type survived. */
  survivors: number[][][];
  /** gained[side][j]: units of the side's j-th unit type that joined during combat, over all trials. */
  gained: number[][];
  /** broughtLost[side][j]: trials in which a unit of the side's j-th type that it brought was destroyed (joiners not counted). */
  broughtLost: number[][];
  /** What the rule mode counts (per-card statistics: `RuleMode.statCount`, `RuleMode.cardStats`). */
  modeCounts: number[];
  diceRolled: number;
  /** Index outcome * 4 + (attacker retreated) + 2 * (defender retreated): each outcome split by who retreated. */
  outcomeRetreats: number[];
  /** Timeline (`recordRound`): index round * 2 + side, and round * 5 + outcome. */
  roundUnits: number[];
  endUnits: number[];
  endings: number[];
  /** End states of the first END_STATE_CHUNKS chunks (end-states.ts): [attacker key, defender key, count] triples, sorted once merged. */
  endStates: number[];
}

export function emptyTally(b: Battle): Tally {
  return {
    trials: 0,
    outcomes: [0, 0, 0, 0, 0],
    stalemates: [0, 0],
    holds: new Array(8).fill(0),
    holdsJoint: new Array(16).fill(0),
    retreated: [0, 0],
    keptHalf: [0, 0],
    strengthLost: [0, 1].map((side) => new Array(b.startStrength2[side]! + 1).fill(0)),
    rounds: new Array(b.roundCap + 1).fill(0),
    survivors: b.typesBySide.map((types, side) =>
      types.map((id) =>
        new Array(b.maxUnits[b.groupOfType[side * TYPE_COUNT + typeIndex(id)]!]! + 1).fill(0),
      ),
    ),
    gained: b.typesBySide.map((types) => types.map(() => 0)),
    broughtLost: b.typesBySide.map((types) => types.map(() => 0)),
    modeCounts: new Array(b.mode.statCount(b.scenario)).fill(0),
    diceRolled: 0,
    outcomeRetreats: new Array(20).fill(0),
    roundUnits: new Array((b.roundCap + 1) * 2).fill(0),
    endUnits: new Array((b.roundCap + 1) * 2).fill(0),
    endings: new Array((b.roundCap + 1) * 5).fill(0),
    endStates: [],
  };
}

/**
 * The per-round timeline ("if it's going badly after round 2"): after each round k, how many combats are still
 * being fought, how the finished ones ended, and how many units each side still has in the system. A combat that
 * ended in round r < k stays as it ended, so the tally keeps two sums and the summary adds them:
 *  - `roundUnits[k * 2 + side]`: the side's units in the system after round k, summed over the combats that
 *    fought round k (this, from `fightCombat`'s round observer, after the end-of-round checks);
 *  - `endUnits[r * 2 + side]` and `endings[r * 5 + outcome]`: the same at the end of the combats that ended
 *    after round r, with their outcome (once per combat, by `recordCombat`).
 * Units in the system are the running totals `inCount`: a few loads per round, so the hot loop does not
 * notice it (units that retreated have left the fight and are not counted).
 */
export function recordRound(s: BattleState, round: number, t: Tally): void {
  const c = s.inCount;
  t.roundUnits[round * 2]! += c[0]! + c[1]!;
  t.roundUnits[round * 2 + 1]! += c[2]! + c[3]!;
}

/** Adds one finished combat (the end position in `s`) to the tally. Allocation-free. */
export function recordCombat(b: Battle, s: BattleState, outcome: number, end: CombatEnd, t: Tally): void {
  t.trials++;
  t.outcomes[outcome]!++;
  // (the timeline's end of this combat: see `recordRound`)
  const c = s.inCount;
  t.endings[end.rounds * 5 + outcome]!++;
  t.endUnits[end.rounds * 2]! += c[0]! + c[1]!;
  t.endUnits[end.rounds * 2 + 1]! += c[2]! + c[3]!;
  if (end.stalemate === STALEMATE_STRUCTURAL) t.stalemates[0]!++;
  else if (end.stalemate === STALEMATE_ROUND_CAP) t.stalemates[1]!++;
  let joint = 0;
  for (let theater = 0; theater < 2; theater++) {
    const holder = theaterHolder(b, s, theater);
    t.holds[theater * 4 + holder]!++;
    joint = joint * 4 + holder;
  }
  t.holdsJoint[joint]!++;
  if (s.retreated[0]) t.retreated[0]!++;
  if (s.retreated[1]) t.retreated[1]!++;
  t.outcomeRetreats[outcome * 4 + s.retreated[0]! + 2 * s.retreated[1]!]!++;
  t.rounds[end.rounds]!++;
  for (let side = 0; side < 2; side++) {
    const hist = t.survivors[side]!;
    const types = b.typeIndexBySide[side as 0 | 1];
    const strength2 = b.strength2BySide[side as 0 | 1];
    let kept2 = 0;
    let lost2 = 0;
    for (let j = 0; j < types.length; j++) {
      const type = types[j]!;
      const g = b.groupOfType[side * TYPE_COUNT + type]!;
      const kept = s.live[g]! + s.away[g]!;
      hist[j]![kept]!++; // survivors: the units not destroyed
      kept2 += kept * strength2[j]!;
      if (b.joins) t.gained[side]![j]! += s.gained[g]!;
      const lost = s.broughtLost(g);
      if (lost > 0) t.broughtLost[side]![j]!++;
      lost2 += lost * strength2[j]!;
    }
    // (the keep-half goal: twice the strength kept against the strength at the start, in whole numbers)
    if (2 * kept2 >= b.startStrength2[side]!) t.keptHalf[side]!++;
    // (the luck gauge: twice the strength of the units brought that were destroyed, docs/rules.md#luck)
    t.strengthLost[side]![lost2]!++;
  }
}

/** Copies the per-state counters (dice, the rule mode's) into the tally once a chunk is done. */
export function recordCounters(s: BattleState, t: Tally): void {
  t.diceRolled += s.diceRolled;
  s.diceRolled = 0;
  s.rules.collectStats(t.modeCounts);
}

function addInto(a: number[], b: readonly number[]): void {
  for (let i = 0; i < a.length; i++) a[i]! += b[i] ?? 0;
}

/** Sum of two tallies of the same battle (order does not matter: integer counts). */
export function mergeTallies(into: Tally, from: Tally): Tally {
  into.trials += from.trials;
  addInto(into.outcomes, from.outcomes);
  addInto(into.stalemates, from.stalemates);
  addInto(into.holds, from.holds);
  addInto(into.holdsJoint, from.holdsJoint);
  addInto(into.retreated, from.retreated);
  addInto(into.keptHalf, from.keptHalf ?? []);
  addInto(into.strengthLost[0]!, from.strengthLost?.[0] ?? []);
  addInto(into.strengthLost[1]!, from.strengthLost?.[1] ?? []);
  addInto(into.rounds, from.rounds);
  into.survivors.forEach((side, i) => side.forEach((hist, j) => addInto(hist, from.survivors[i]?.[j] ?? [])));
  addInto(into.gained[0]!, from.gained[0] ?? []);
  addInto(into.gained[1]!, from.gained[1] ?? []);
  addInto(into.broughtLost[0]!, from.broughtLost[0] ?? []);
  addInto(into.broughtLost[1]!, from.broughtLost[1] ?? []);
  addInto(into.modeCounts, from.modeCounts);
  into.diceRolled += from.diceRolled;
  addInto(into.outcomeRetreats, from.outcomeRetreats);
  addInto(into.roundUnits, from.roundUnits);
  addInto(into.endUnits, from.endUnits);
  addInto(into.endings, from.endings);
  into.endStates = mergeEndStates(into.endStates, from.endStates);
  return into;
}
