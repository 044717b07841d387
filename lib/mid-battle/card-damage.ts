import type { UnitId } from "@/lib/data";
import {
  placements,
  pruneDominated,
  targetsKey,
  tableRule,
  type RollDamage,
  type TargetRules,
  type Targets,
} from "./candidates";
import type { CardPlay } from "./card-plays";

/** One unit: its type and its place among the type's units (most damaged first). */
type Slot = readonly [UnitId, number];

/** The units of a class that can still take damage (with health, open, not yet lethal), one per type and damage. */
function slots(state: Targets, rule: TargetRules, distinct: boolean): Slot[] {
  const out: Slot[] = [];
  for (const [id, damage] of Object.entries(state) as [UnitId, readonly number[]][]) {
    const r = rule(id);
    if (!r.open) continue;
    damage.forEach((d, i) => {
      if (d < r.health && (!distinct || damage.indexOf(d) === i)) out.push([id, i]);
    });
  }
  return out;
}

function hit(state: Targets, [id, i]: Slot, amount: number, rule: TargetRules): Targets {
  const after = [...state[id]!];
  after[i] = Math.min(rule(id).health, after[i]! + amount);
  return { ...state, [id]: after.sort((a, b) => b - a) };
}

const unique = (states: readonly Targets[]) => [...new Map(states.map((s) => [targetsKey(s), s])).values()];

/** `amount` damage on one unit (Take It Down, Bombardment), each way; none when no unit can take it. */
function oneUnit(state: Targets, amount: number, rule: TargetRules): Targets[] {
  const to = slots(state, rule, true);
  return to.length === 0 ? [state] : to.map((slot) => hit(state, slot, amount, rule));
}

/** 1 damage on each of 2 different units (Onslaught), each way; one point when only one unit can take it. */
function pair(state: Targets, rule: TargetRules): Targets[] {
  const to = slots(state, rule, false);
  if (to.length <= 1) return to.length === 0 ? [state] : [hit(state, to[0]!, 1, rule)];
  const out: Targets[] = [];
  for (let a = 0; a < to.length; a++)
    for (let b = a + 1; b < to.length; b++) {
      // (the second unit's place is read after the first's damage re-sorted its type: take it by damage)
      const first = hit(state, to[a]!, 1, rule);
      const [id, i] = to[b]!;
      const d = state[id]![i]!;
      const j = first[id]!.lastIndexOf(d);
      out.push(j < 0 ? first : hit(first, [id, j], 1, rule));
    }
  return unique(out);
}

/**
 * The classes of placement of a roll together with the damage of the cards played with it
 * (docs/rules.md#after-the-dice): the dice and Critical Hit's points first, then each one-unit card, then each
 * Onslaught; the covered classes pruned after each.
 */
export function cardPlacements(
  before: Targets,
  roll: RollDamage,
  play: CardPlay,
  rule: TargetRules = tableRule,
): Targets[] {
  let states = placements(before, { ...roll, direct: roll.direct + play.points }, rule);
  for (const amount of play.oneUnit)
    states = pruneDominated(unique(states.flatMap((s) => oneUnit(s, amount, rule))));
  for (let k = 0; k < play.pairs; k++) states = pruneDominated(unique(states.flatMap((s) => pair(s, rule))));
  return states;
}
