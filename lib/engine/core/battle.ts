import { UNITS, type UnitId } from "@/lib/data";
import type { Scenario } from "@/lib/scenario/types";
import type { RuleMode } from "./rule-mode";
import type { StartPosition } from "./start-position";
import {
  DICE_SUM_BITS,
  ROLE_DEATH_STAR,
  ROLE_DSUC,
  ROLE_INTERDICTOR,
  ROLE_ION_CANNON,
  ROLE_SHIELD_BUNKER,
  ROLE_SHIELD_GENERATOR,
  ROLE_TRANSPORT,
  ROLE_TURRET,
} from "./codes";

/** Unit ids with a special role (codes.ts ROLE_*). */
export const ROLE_BY_ID: Partial<Record<UnitId, number>> = {
  "death-star": ROLE_DEATH_STAR,
  "death-star-under-construction": ROLE_DSUC,
  "ion-cannon": ROLE_ION_CANNON,
  "shield-generator": ROLE_SHIELD_GENERATOR,
  "shield-bunker": ROLE_SHIELD_BUNKER,
  interdictor: ROLE_INTERDICTOR,
  "rebel-transport": ROLE_TRANSPORT,
  "golan-arms-turret": ROLE_TURRET,
};

/**
 * A scenario compiled once into flat typed arrays, read-only during simulation. Units are kept as
 * groups, one per (side, unit type) present; identical units are interchangeable, so the state only
 * counts them by damage level. Groups are ordered by (side, theater), then in UNITS order, so the
 * groups of sideTheater(side, theater) are a contiguous range.
 */
export interface Battle {
  readonly scenario: Scenario;
  /** Number of groups. */
  readonly groups: number;
  readonly side: Uint8Array;
  readonly theater: Uint8Array;
  readonly type: Uint8Array;
  readonly health: Uint8Array;
  readonly colour: Uint8Array;
  readonly red: Uint8Array;
  readonly black: Uint8Array;
  readonly green: Uint8Array;
  readonly structure: Uint8Array;
  readonly capacity: Uint8Array;
  readonly needsTransport: Uint8Array;
  readonly fighter: Uint8Array;
  readonly role: Uint8Array;
  /** A fixed size measure (dice + health) used by `biggest-first`, blocks and retreat choices. */
  readonly size: Float64Array;
  /** Units of each group at the start, by damage level: index group * DAMAGE_LEVELS + damage. */
  readonly initialCounts: Int32Array;
  /** Bit d of initialMask[g] is set when group g starts with a unit at damage d. */
  readonly initialMask: Int32Array;
  /** Units of each group at the start (lethal ones included). */
  readonly groupSize: Int32Array;
  /** Units of each group lethally damaged at the start (a battle step under way: `start`). */
  readonly initialLethal: Int32Array;
  /** Where the combat starts: round 1, or the battle as it stands (docs/rules.md#in-progress). */
  readonly start: StartPosition;
  /** The most units a group can hold: its start, plus those that may join it (`RuleMode.joiners`). */
  readonly maxUnits: Int32Array;
  /** Units may join during combat (some group's maxUnits exceeds its start). */
  readonly joins: boolean;
  /** Threat score of group g for score key k (see `threatKey`): index k * groups + g. */
  readonly threat: Float64Array;
  /**
   * The threat policy's order: rank of (threat divided by the damage still needed to destroy, threat) among
   * all groups and needs of score key k, index (k * groups + g) * DAMAGE_LEVELS + need (bigger: better target).
   */
  readonly threatRank: Int32Array;
  /** The block step's order of the units worth saving (`blockRanks`), index k * groups + g. */
  readonly blockRank: Int32Array;
  /** The battle has a shield bunker (`bunkerUp` asks no further when not). */
  readonly hasBunker: boolean;
  /** Health colour of the Death Star under construction (codes.ts COLOUR_*; variant `dsucHealth`, docs/rules.md#dsuc). */
  readonly dsucColour: number;
  /** A Death Star or DSUC: no damage while a shield bunker stands. */
  readonly shielded: Uint8Array;
  /**
   * Target lists: list sideTheater * 3 + c holds the groups of sideTheater(side, theater) with health of colour c (red,
   * black; COLOUR_NONE: any colour), in group order, at targetList[targetStart[l] .. targetStart[l + 1]).
   */
  readonly targetList: Int32Array;
  readonly targetStart: Int32Array;
  /** Range [rangeStart[sideTheater], rangeEnd[sideTheater]) of groups for sideTheater(side, theater). */
  readonly rangeStart: Int32Array;
  readonly rangeEnd: Int32Array;
  /** Which side (0 attacker, 1 defender) is the Empire. */
  readonly empire: number;
  readonly rebel: number;
  readonly hasLeader: Uint8Array;
  /** Best tactic value, indexed sideTheater(side, theater). */
  readonly tacticValue: Uint8Array;
  /** Each side's policies as codes (codes.ts TARGET_*, RETREAT_* with its parameter, CARD_PLAY_*; policy-codes.ts). */
  readonly targeting: Uint8Array;
  /** For the priority policy: rank of each unit type per side (index side * typeCount + type); lower first. */
  readonly priorityRank: Int16Array;
  readonly retreatPolicy: Uint8Array;
  readonly retreatParam: Float64Array;
  readonly cardPlay: Uint8Array;
  /** The combat system (base game's tactic cards, dice only, …) that plays what the unit core leaves open. */
  readonly mode: RuleMode;
  readonly roundCap: number;
  readonly deathStarPlans: boolean;
  /** Face of each side of each die colour: index colour * 6 + side (0 red, 1 black, 2 green). */
  readonly faceTable: Uint8Array;
  /** The same faces as counters for a roll: 1 << (8 * face), so summing them counts each face in its own byte. */
  readonly faceCounter: Int32Array;
  /**
   * The same faces as damage counters for `rollDamage`: a red hit 1, a black hit 1 << 8, a direct hit or a
   * green hit (both single points any unit can take) 1 << 16, anything else 0.
   */
  readonly damageCounter: Int32Array;
  /** Share of each die colour's sides showing a hit / direct hit / special (index = colour). */
  readonly hitShare: Float64Array;
  readonly directShare: Float64Array;
  readonly specialShare: Float64Array;
  /** Unit types present on each side (for per-type statistics), in UNITS order. */
  readonly typesBySide: readonly [readonly UnitId[], readonly UnitId[]];
  readonly startCount: readonly [Int32Array, Int32Array];
  /** Group of each (side, unit type), index side * TYPE_COUNT + type (-1: none). */
  readonly groupOfType: Int32Array;
  /** Type index of each entry of typesBySide. */
  readonly typeIndexBySide: readonly [Int32Array, Int32Array];
  /**
   * Twice each entry of typesBySide's strength (lib/data/unit-strength.ts: dice + health / 2, so twice it is a whole
   * number), and twice each side's strength at the start: what the `keep-half` goal weighs (docs/rules.md#goals).
   */
  readonly strength2BySide: readonly [Int32Array, Int32Array];
  readonly startStrength2: readonly [number, number];
  /** Starting values of the BattleState running totals. */
  readonly initial: {
    readonly inCount: Int32Array;
    readonly colourCount: Int32Array;
    readonly roleCount: Int32Array;
    /** Packed dice sums, index sideTheater: red | black << 10 | green << 20 (see `packDice`). */
    readonly diceSum: Int32Array;
  };
}

export const TYPE_COUNT = UNITS.length;

/** Red, black and green dice packed in one integer, 10 bits each, so a group's removal updates one sum. */
export function packDice(red: number, black: number, green: number): number {
  return red | (black << DICE_SUM_BITS) | (green << (2 * DICE_SUM_BITS));
}
const TYPE_INDEX = new Map<string, number>(UNITS.map((u, i) => [u.id, i]));

export function typeIndex(id: UnitId): number {
  return TYPE_INDEX.get(id) ?? -1;
}
