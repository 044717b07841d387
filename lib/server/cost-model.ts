import { DICE, DICE_CAP, DIE_COLOURS, UNITS, type DieColour, type Theater, type UnitDef } from "@/lib/data";
import type { Scenario, SideSetup, TacticsMode } from "@/lib/scenario/types";

/**
 * What a trial of a battle costs, estimated before running it (issue 25): each theater lasts about as many
 * rounds as the weaker side's health over the other's expected hits per round (dice capped as the rules cap
 * them, docs/rules.md#one-attack), at most the round cap; a round costs a fixed part plus a part per unit type. The
 * coefficients were fitted on measured battles (`npx tsx scripts/fit-cost-model.ts`: presets and random
 * battles, one core, Node 20); tests/server/cost-model.test.ts checks the model against fresh measurements.
 */
export const COST_MODEL = {
  /** Microseconds per trial whatever the battle (setup, tally), by tactics mode. */
  perTrialUs: { none: 0.2, base: 0.5, cinematic: 1 },
  /** Microseconds per round, and per unit type in the battle per round, by tactics mode. */
  perRoundUs: { none: 0.3, base: 0.9, cinematic: 0.3 },
  perTypeRoundUs: { none: 0.017, base: 0.08, cinematic: 0.19 },
} as const satisfies Record<string, Record<TacticsMode["mode"], number>>;

/** Health counted for a unit that cannot be damaged (the Death Star): it ends a battle only by the round cap. */
const UNDAMAGEABLE_HEALTH = 1e6;
const UNIT_BY_ID = new Map<string, UnitDef>(UNITS.map((u) => [u.id, u]));

interface Force {
  units: number;
  health: number;
  /** Capped dice per attack, by colour. */
  dice: Record<DieColour, number>;
  /** Health colours present (a hit damages only a unit of its die's colour; a direct hit any). */
  colours: Set<string>;
}

function force(side: SideSetup, theater: Theater): Force {
  const dice = { red: 0, black: 0, green: 0 };
  const colours = new Set<string>();
  let units = 0;
  let health = 0;
  for (const [id, count] of Object.entries(side.units)) {
    const def = UNIT_BY_ID.get(id);
    if (!def || def.theater !== theater || !count) continue;
    units += count;
    health += count * (def.health === 0 ? UNDAMAGEABLE_HEALTH : def.health);
    if (def.healthColour) colours.add(def.healthColour);
    dice.red += count * def.red;
    dice.black += count * def.black;
    dice.green += count * def.green;
  }
  for (const c of DIE_COLOURS) dice[c] = Math.min(dice[c], DICE_CAP[c]);
  return { units, health, dice, colours };
}

/** Expected damage per round that `from` deals to `to`. */
function hitsOn(from: Force, to: Force): number {
  let hits = 0;
  for (const c of DIE_COLOURS) {
    const faces = DICE[c];
    hits += (from.dice[c] * (faces.direct + (to.colours.has(c) ? faces.hit : 0))) / 6;
  }
  return hits;
}

/** Rounds a battle is expected to last: its longest theater, at least 1, at most the round cap. */
export function expectedRounds(scenario: Scenario): number {
  let rounds = 1;
  for (const theater of ["space", "ground"] as const) {
    const a = force(scenario.attacker, theater);
    const d = force(scenario.defender, theater);
    // Nothing to fight, or nothing can hurt anything: a structural stalemate ends it in the first round.
    const onA = hitsOn(d, a);
    const onD = hitsOn(a, d);
    if (a.units === 0 || d.units === 0 || (onA === 0 && onD === 0)) continue;
    // The weaker side falls first; hits on it come from the other side's capped dice.
    const toA = a.health / Math.max(onA, 1e-9);
    const toD = d.health / Math.max(onD, 1e-9);
    rounds = Math.max(rounds, Math.min(toA, toD));
  }
  return Math.min(scenario.roundCap, rounds);
}

/** Unit types in the battle, both sides (the engine keeps units by type, so a round costs per type). */
export function unitTypes(scenario: Scenario): number {
  return Object.keys(scenario.attacker.units).length + Object.keys(scenario.defender.units).length;
}

/** Estimated microseconds per trial of `scenario` on one idle core. */
export function modelCostUs(scenario: Scenario): number {
  const rounds = expectedRounds(scenario);
  const t = scenario.tactics.mode;
  const perRound = COST_MODEL.perRoundUs[t] + COST_MODEL.perTypeRoundUs[t] * unitTypes(scenario);
  return COST_MODEL.perTrialUs[t] + rounds * perRound;
}
