import { DICE, DICE_CAP, DIE_COLOURS, UNITS, type DieColour, type Theater, type UnitDef } from "@/lib/data";
import type { Scenario, SideSetup } from "@/lib/scenario/types";

// The rounds a battle is expected to last, for the cost model (cost-model.ts): each theater lasts about as many
// rounds as the weaker side's health over the other's expected hits per round (dice capped as the rules cap them,
// docs/rules.md#one-attack), knowing what dice can never take (a Death Star; a DSUC behind a shield bunker,
// docs/rules.md#dsuc) and the rules that end a side's stay at the end of a round (docs/rules.md#end-of-round-checks).

const UNIT_BY_ID = new Map<string, UnitDef>(UNITS.map((u) => [u.id, u]));
/** The Death Star Plans' chance to destroy a Death Star in one round: a direct hit on one of 3 red dice. */
const PLANS_HIT = 1 - (1 - DICE.red.direct / 6) ** 3;
const DSUC = "death-star-under-construction";

interface Force {
  units: number;
  /** Health dice can take: not a Death Star, nor a DSUC while a shield bunker stands (docs/rules.md#dsuc). */
  health: number;
  /** Capped dice per attack, by colour. */
  dice: Record<DieColour, number>;
  /** Colours of the health that can be taken (a hit damages only a unit of its die's colour; a direct hit any). */
  colours: Set<string>;
  /**
   * Units that are neither structures, nor Rebel transports, nor DSUCs open to damage: what keeps a side in the
   * theater (every unit dice cannot take is one).
   */
  holders: number;
  /** The part of `health` that holders have. */
  holderHealth: number;
  /** Units dice can never take (a Death Star; a DSUC behind a shield bunker): the side never falls. */
  untouchable: number;
  /** Whether those units roll dice (once the rest are gone, a side whose untouchable units roll none hurts no one). */
  untouchableArmed: boolean;
  /**
   * Rounds until the Death Star Plans destroy the untouchable units (Death Stars facing a Rebel fighter, the plans on,
   * no shield bunker: docs/rules.md#death-star-plans, a roll every round that hits with 1 − (5/6)³); else Infinity.
   */
  plansRounds: number;
  structures: number;
  /** Structures that roll dice (a Golan Arms turret). */
  armedStructures: number;
}

function force(scenario: Scenario, side: SideSetup, theater: Theater, bunker: boolean): Force {
  const dice = { red: 0, black: 0, green: 0 };
  const colours = new Set<string>();
  const enemy = side === scenario.attacker ? scenario.defender : scenario.attacker;
  let units = 0;
  let health = 0;
  let holders = 0;
  let holderHealth = 0;
  let untouchable = 0;
  const untouchableDice = { red: 0, black: 0, green: 0 };
  let structures = 0;
  let armedStructures = 0;
  for (const [id, count] of Object.entries(side.units)) {
    const def = UNIT_BY_ID.get(id);
    if (!def || def.theater !== theater || !count) continue;
    units += count;
    const touchable = def.health > 0 && !(id === DSUC && bunker);
    if (touchable) {
      health += count * def.health;
      if (def.healthColour) colours.add(def.healthColour);
    } else {
      untouchable += count;
      for (const c of DIE_COLOURS) untouchableDice[c] += count * def[c];
    }
    if (def.structure) {
      structures += count;
      if (def.red + def.black + def.green > 0) armedStructures += count;
    } else if (id !== "rebel-transport" && (id !== DSUC || !touchable)) {
      holders += count;
      if (touchable) holderHealth += count * def.health;
    }
    dice.red += count * def.red;
    dice.black += count * def.black;
    dice.green += count * def.green;
  }
  // docs/rules.md#units: each ion cannon takes 2 red dice from every Imperial space attack, before the cap.
  if (theater === "space" && side.faction === "empire") {
    const ions = 2 * (enemy.units["ion-cannon"] ?? 0);
    dice.red = Math.max(0, dice.red - ions);
    untouchableDice.red = Math.max(0, untouchableDice.red - ions);
  }
  const untouchableArmed = DIE_COLOURS.some((c) => untouchableDice[c] > 0);
  const fighters = ["x-wing", "y-wing", "u-wing"].some((id) => (enemy.units[id as never] ?? 0) > 0);
  const deathStars = side.units["death-star"] ?? 0;
  const plansOn = scenario.deathStarPlans && theater === "space" && fighters && !bunker;
  const plansRounds =
    plansOn && untouchable === deathStars && deathStars > 0 ? deathStars / PLANS_HIT : Infinity;
  for (const c of DIE_COLOURS) dice[c] = Math.min(dice[c], DICE_CAP[c]);
  return {
    units,
    health,
    dice,
    colours,
    holders,
    holderHealth,
    untouchable,
    untouchableArmed,
    plansRounds,
    structures,
    armedStructures,
  };
}

/** Expected damage per round that `from` deals to `to` (none to a force with no health dice can take). */
function hitsOn(from: Force, to: Force, cards: number): number {
  if (to.health === 0) return 0;
  let hits = cards;
  for (const c of DIE_COLOURS) {
    const faces = DICE[c];
    hits += (from.dice[c] * (faces.direct + (to.colours.has(c) ? faces.hit : 0))) / 6;
  }
  return hits;
}

/**
 * Whether a side's units other than its holders leave the theater at the end of a round once the holders are gone,
 * by a rule (docs/rules.md#end-of-round-checks): lone structures facing ground units (unless they roll dice: a Golan
 * Arms Turret stands), a lone DSUC with no shield bunker, lone Rebel transports
 * facing an Imperial ship. A side with no holders then leaves at the end of the first round.
 */
function othersLeave(scenario: Scenario, own: Force, theater: Theater, side: SideSetup): boolean {
  // (a DSUC behind a standing bunker is a holder: it never leaves)
  if (theater === "ground") return own.armedStructures === 0;
  if (side.faction === "rebel") return own.units - own.holders === (side.units["rebel-transport"] ?? 0);
  return own.units - own.holders === (side.units[DSUC] ?? 0);
}

/** Rounds until `own` is out of the theater under `hits` a round (Infinity: it never falls). */
function roundsToFall(own: Force, hits: number, leave: boolean): number {
  const health = leave ? own.holderHealth : own.health;
  if (own.untouchable > 0)
    return Number.isFinite(own.plansRounds)
      ? Math.max(own.plansRounds, health > 0 ? health / hits : 0)
      : Infinity;
  if (health === 0) return leave ? 0 : Infinity;
  return hits > 0 ? health / hits : Infinity;
}

/** Rounds until `own`'s health dice can take is gone (what is left then can never be hurt). */
const roundsToBare = (own: Force, hits: number) => (own.health === 0 || hits === 0 ? 0 : own.health / hits);

/** How a theater goes: the rounds it lasts, and the rounds until the Empire's side of it falls (Infinity: never). */
interface TheaterRun {
  readonly rounds: number;
  readonly empireFalls: number;
}

/** Expected card damage a round in Cinematic Combat, where a side's tactic cards hurt even when its dice cannot. */
const CINEMATIC_CARD_HITS = 0.3;

function theaterRun(scenario: Scenario, theater: Theater, bunker: boolean): TheaterRun {
  const { attacker, defender } = scenario;
  const a = force(scenario, attacker, theater, bunker);
  const d = force(scenario, defender, theater, bunker);
  if (a.units === 0 || d.units === 0) return { rounds: 0, empireFalls: Infinity };
  const cards = scenario.tactics.mode === "cinematic" ? CINEMATIC_CARD_HITS : 0;
  const onA = hitsOn(d, a, cards);
  const onD = hitsOn(a, d, cards);
  // Nothing can hurt anything: a structural stalemate ends it in the first round.
  if (onA === 0 && onD === 0) return { rounds: 1, empireFalls: Infinity };
  // The weaker side falls first (or leaves by a rule once its holders fall); hits on it come from the other
  // side's capped dice. When neither can fall, the combat ends as a stalemate once neither can be hurt.
  const toA = Math.max(1, roundsToFall(a, onA, othersLeave(scenario, a, theater, attacker)));
  const toD = Math.max(1, roundsToFall(d, onD, othersLeave(scenario, d, theater, defender)));
  // A side that never falls but whose untouchable units roll no dice hurts no one once the rest of it is gone:
  // a stalemate then (or the silenced Death Star rule), whatever the other side's health.
  // (Not in Cinematic Combat, where a side's cards hurt without dice.)
  const silent = (f: Force, on: number) =>
    f.untouchable > 0 && !f.untouchableArmed && cards === 0 && !Number.isFinite(f.plansRounds)
      ? roundsToBare(f, on)
      : Infinity;
  const ends = Math.max(1, Math.min(toA, toD, silent(a, onA), silent(d, onD)));
  const toEmpire = attacker.faction === "empire" ? toA : toD;
  return {
    rounds: Number.isFinite(ends) ? ends : Math.max(1, roundsToBare(a, onA), roundsToBare(d, onD)),
    empireFalls: toEmpire <= ends ? toEmpire : Infinity,
  };
}

/**
 * Rounds a battle is expected to last: its longest theater, at least 1, at most the round cap. A shield bunker
 * keeps the DSUCs untouchable while the Empire's ground force stands: when that falls first, space is counted
 * without it from then on.
 */
export function expectedRounds(scenario: Scenario): number {
  const empire = scenario.attacker.faction === "empire" ? scenario.attacker : scenario.defender;
  const ground = theaterRun(scenario, "ground", false);
  const hasBunker = (empire.units["shield-bunker"] ?? 0) > 0;
  let space = theaterRun(scenario, "space", hasBunker).rounds;
  if (hasBunker && ground.empireFalls < space)
    space = Math.max(ground.empireFalls, theaterRun(scenario, "space", false).rounds);
  return Math.min(scenario.roundCap, Math.max(1, ground.rounds, space));
}
