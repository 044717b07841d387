import { leaderDef, unitDef, type UnitId } from "@/lib/data";
import type { RolledDice } from "@/lib/engine";
import { NO_SIDE_PROGRESS, type InProgress, type SideInProgress } from "@/lib/scenario/in-progress";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import { tableRule, type TargetRules, type Targets } from "./candidates";
import { PLAY_NOTHING, type CardPlay } from "./card-plays";

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
 * the base game the cards of `play` gone from hand to the discard pile (No Escape stopping the enemy's retreat this
 * round), and each special left drawn as a card (the card-play policy's default: an unknown card of that theater
 * added to the hand, which is the opening hand when the battle as it stands gives none).
 */
export function afterAssignment(
  scenario: Scenario,
  side: SideKey,
  theater: "space" | "ground",
  placed: Targets,
  rolled: RolledDice,
  rule: TargetRules = tableRule,
  play: CardPlay = PLAY_NOTHING,
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
  const drawn = scenario[side].cardPlay === "none" ? 0 : specials - play.stars;
  const own = withCards(scenario, side, theater, p[side], drawn, play);
  const foe = { ...p[enemyKey], lethal: { ...p[enemyKey].lethal, ...lethal } };
  const next: InProgress = {
    ...p,
    step: { theater, rolled: side },
    [enemyKey]: play.noEscape ? { ...foe, noEscape: true } : foe,
    [side]: own,
    discarded: play.cards.length
      ? { ...p.discarded, [theater]: [...p.discarded[theater], ...play.cards] }
      : p.discarded,
  } as InProgress;
  return { ...scenario, [enemyKey]: { ...enemy, damaged }, inProgress: next };
}

/** Both theaters hold units of both sides (Brilliant Strategy then draws one card of each deck). */
function bothContested(scenario: Scenario): boolean {
  const has = (k: SideKey, t: "space" | "ground") =>
    Object.entries(scenario[k].units).some(([id, n]) => (n ?? 0) > 0 && unitDef(id as UnitId).theater === t);
  return (["space", "ground"] as const).every((t) => has("attacker", t) && has("defender", t));
}

/**
 * The side's hands (base game only) after `play`: its cards out of the theater's hand, `drawn` unknown cards more
 * there, and Brilliant Strategy's two (one of each deck when both theaters are contested, docs/rules.md#tactic-cards).
 */
function withCards(
  scenario: Scenario,
  side: SideKey,
  theater: "space" | "ground",
  now: SideInProgress,
  drawn: number,
  play: CardPlay,
): SideInProgress {
  if (scenario.tactics.mode !== "base") return now;
  const other: "space" | "ground" = theater === "space" ? "ground" : "space";
  const split = play.brilliant > 0 && bothContested(scenario);
  const more = {
    [theater]: drawn + play.brilliant * (split ? 1 : 2),
    [other]: split ? play.brilliant : 0,
  } as Record<"space" | "ground", number>;
  let out = now;
  for (const t of [theater, other] as const) {
    const played = t === theater ? play.cards : [];
    if (more[t] === 0 && played.length === 0) continue;
    const opening = Math.max(0, ...scenario[side].leaders.map((id) => leaderDef(id)[t]));
    const hand = out.hand?.[t] ?? { cards: [], unknown: opening };
    const cards = [...hand.cards];
    for (const c of played) cards.splice(cards.indexOf(c), 1);
    out = { ...out, hand: { ...out.hand, [t]: { cards, unknown: hand.unknown + more[t] } } };
  }
  return out;
}
