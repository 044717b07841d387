import { leaderDef, unitDef, type UnitId } from "@/lib/data";
import type { RolledDice } from "@/lib/engine";
import { NO_SIDE_PROGRESS, type InProgress, type SideInProgress } from "@/lib/scenario/in-progress";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import { tableRule, type TargetRules, type Targets } from "./candidates";

export const enemyOf = (side: SideKey): SideKey => (side === "attacker" ? "defender" : "attacker");

/** The enemy's units of the theater as they stand before the roll is placed (the step's lethal ones at their health). */
export function targetsBefore(
  scenario: Scenario,
  side: SideKey,
  theater: "space" | "ground",
  rule: TargetRules,
): Targets {
  const enemy = scenario[enemyOf(side)];
  const lethal = scenario.inProgress?.[enemyOf(side)].lethal ?? {};
  const out: Partial<Record<UnitId, number[]>> = {};
  for (const [id, n] of Object.entries(enemy.units) as [UnitId, number][]) {
    if (unitDef(id).theater !== theater || n === 0) continue;
    const dead = lethal[id] ?? 0;
    const hurt = enemy.damaged[id] ?? [];
    out[id] = [
      ...Array<number>(dead).fill(rule(id).health),
      ...hurt,
      ...Array<number>(n - dead - hurt.length).fill(0),
    ].sort((a, b) => b - a);
  }
  return out;
}

/**
 * What this scenario's rules make of a unit as a target (docs/rules.md#after-the-dice): the table's health and colour,
 * the Death Star Under Construction's colour of the variant, and no damage on a Death Star or DSUC while a Shield
 * Bunker stands (docs/rules.md#units).
 */
export function scenarioRules(scenario: Scenario, side: SideKey): TargetRules {
  const enemy = scenario[enemyOf(side)];
  const bunker = (enemy.units["shield-bunker"] ?? 0) > 0;
  return (id) => {
    const r = tableRule(id);
    const shielded = id === "death-star" || id === "death-star-under-construction";
    const colour =
      id === "death-star-under-construction" && scenario.variants.dsucHealth === "red" ? "red" : r.colour;
    return { ...r, colour, open: r.open && !(shielded && bunker) };
  };
}

/**
 * The battle as it stands once `side` has placed its roll as `placed` says (docs/rules.md#in-progress): the enemy's
 * damage and lethal units of the theater, the step under way with `side` as the one that has just attacked, and in
 * the base game each special drawn as a card (the card-play policy's default: an unknown card of that theater added
 * to the hand, which is the opening hand when the battle as it stands gives none).
 */
export function afterAssignment(
  scenario: Scenario,
  side: SideKey,
  theater: "space" | "ground",
  placed: Targets,
  rolled: RolledDice,
  rule: TargetRules = tableRule,
): Scenario {
  const enemyKey = enemyOf(side);
  const enemy = scenario[enemyKey];
  const damaged: Partial<Record<UnitId, readonly number[]>> = { ...enemy.damaged };
  const lethal: Partial<Record<UnitId, number>> = {};
  for (const [id, damage] of Object.entries(placed) as [UnitId, readonly number[]][]) {
    const health = rule(id).health;
    const dead = damage.filter((d) => health > 0 && d >= health).length;
    if (dead > 0) lethal[id] = dead;
    const hurt = damage.filter((d) => d > 0 && d < health);
    if (hurt.length > 0) damaged[id] = hurt;
    else delete damaged[id];
  }
  const p: InProgress = scenario.inProgress ?? {
    round: 1,
    attacker: NO_SIDE_PROGRESS,
    defender: NO_SIDE_PROGRESS,
    discarded: { space: [], ground: [] },
  };
  const specials = rolled.red.special + rolled.black.special + rolled.green.special;
  const own = withDrawn(scenario, side, theater, p[side], specials);
  const next: InProgress = {
    ...p,
    step: { theater, rolled: side },
    [enemyKey]: { ...p[enemyKey], lethal: { ...p[enemyKey].lethal, ...lethal } },
    [side]: own,
  } as InProgress;
  return { ...scenario, [enemyKey]: { ...enemy, damaged }, inProgress: next };
}

/** The side's hand in the theater with `specials` more unknown cards (base game with cards only). */
function withDrawn(
  scenario: Scenario,
  side: SideKey,
  theater: "space" | "ground",
  now: SideInProgress,
  specials: number,
): SideInProgress {
  if (scenario.tactics.mode !== "base" || specials === 0 || scenario[side].cardPlay === "none") return now;
  const opening = Math.max(0, ...scenario[side].leaders.map((id) => leaderDef(id)[theater]));
  const hand = now.hand?.[theater] ?? { cards: [], unknown: opening };
  return { ...now, hand: { ...now.hand, [theater]: { ...hand, unknown: hand.unknown + specials } } };
}
