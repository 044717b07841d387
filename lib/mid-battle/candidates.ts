import { unitDef, unitStrength, type UnitId } from "@/lib/data";
import type { TypeAfter } from "@/lib/engine";

/** The enemy's units of the theater, by type: the damage on each unit, most first (a lethal unit: its health). */
export type Targets = Readonly<Partial<Record<UnitId, readonly number[]>>>;

/** What the roll can do: hits by colour, and the single points any unit with health can take. */
export interface RollDamage {
  readonly red: number;
  readonly black: number;
  readonly direct: number;
}

/** How each type takes damage: its health, its health colour, whether it can be damaged at all now. */
export interface TargetRule {
  readonly health: number;
  readonly colour: "red" | "black" | "none";
  readonly open: boolean;
}

export type TargetRules = (unit: UnitId) => TargetRule;

/** The rule of the unit table (the Death Star Under Construction's colour and a standing Shield Bunker are the caller's). */
export const tableRule: TargetRules = (unit) => {
  const def = unitDef(unit);
  return { health: def.health, colour: def.healthColour ?? "none", open: def.health > 0 };
};

// (types in id order: two classes built in another order are the same class)
export const targetsKey = (t: Targets) =>
  JSON.stringify(Object.entries(t).sort(([a], [b]) => (a < b ? -1 : 1)));

/**
 * Every way to place a roll's damage on the enemy, as equivalence classes (docs/rules.md#after-the-dice): units of one
 * type at one damage are alike, so a class is the damage each type's units end with. Colour hits go first (only
 * units of their colour take them), then the single points; a point never goes onto a unit already lethal while
 * another can take it (that is never better: the rules allow overkill, but it only wastes the point).
 */
export function placements(before: Targets, roll: RollDamage, rule: TargetRules = tableRule): Targets[] {
  let states = new Map<string, Targets>([[targetsKey(before), before]]);
  const points: ("red" | "black" | "none")[] = [
    ...Array<"red">(roll.red).fill("red"),
    ...Array<"black">(roll.black).fill("black"),
    ...Array<"none">(roll.direct).fill("none"),
  ];
  for (const colour of points) {
    const next = new Map<string, Targets>();
    for (const state of states.values()) {
      let placed = false;
      for (const [id, damage] of Object.entries(state) as [UnitId, readonly number[]][]) {
        const r = rule(id);
        if (!r.open || (colour !== "none" && r.colour !== colour)) continue;
        for (const d of new Set(damage)) {
          if (d >= r.health) continue;
          const i = damage.indexOf(d);
          const after = [...damage];
          after[i] = d + 1;
          after.sort((a, b) => b - a);
          const s = { ...state, [id]: after };
          next.set(targetsKey(s), s);
          placed = true;
        }
      }
      // (a point with no unit to take it is lost)
      if (!placed) next.set(targetsKey(state), state);
    }
    states = next;
  }
  return pruneDominated([...states.values()]);
}

/** Whether every unit of `a` carries at least the damage of its place in `b` (types alike, most damaged first). */
export function covers(a: Targets, b: Targets): boolean {
  return Object.entries(b).every(([id, db]) => {
    const da = a[id as UnitId] ?? [];
    return db.every((d, i) => (da[i] ?? 0) >= d);
  });
}

/** Drops a class another one covers (the same damage and more): more damage on the enemy is never worse here. */
export function pruneDominated(states: readonly Targets[]): Targets[] {
  return states.filter(
    (s, i) => !states.some((o, j) => j !== i && targetsKey(o) !== targetsKey(s) && covers(o, s)),
  );
}

/** The enemy's units of a type as the engine leaves them (`defaultAssignment`), in the same form. */
export function fromEngine(
  after: Readonly<Partial<Record<UnitId, TypeAfter>>>,
  rule: TargetRules = tableRule,
): Targets {
  const out: Partial<Record<UnitId, number[]>> = {};
  for (const [id, t] of Object.entries(after) as [UnitId, TypeAfter][])
    out[id] = [...Array<number>(t.lethal).fill(rule(id).health), ...t.damage].sort((a, b) => b - a);
  return out;
}

export const sameTargets = (a: Targets, b: Targets) => targetsKey(a) === targetsKey(b);

/**
 * How promising a class looks before it is run, to pick the ones worth running: the strength (lib/data/unit-strength.ts)
 * of the units it makes lethal, and half the share of health taken off the others, weighted by their strength.
 */
export function promise(state: Targets, rule: TargetRules = tableRule): number {
  let score = 0;
  for (const [id, damage] of Object.entries(state) as [UnitId, readonly number[]][]) {
    const r = rule(id);
    for (const d of damage) score += unitStrength(id) * (d >= r.health ? 1 : (0.5 * d) / r.health);
  }
  return score;
}
