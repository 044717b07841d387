// Small integer codes of the unit core, used inside the hot loop instead of strings. (Each rule mode keeps its own
// codes beside it: modes/base/card-codes.ts for the base game's tactic cards.)
//
// This file imports nothing and its integer codes are literals: esbuild (which `npm run bench` and
// `npm run simulate` bundle with, minifySyntax on) then writes them into the engine's code as numbers, where V8
// would otherwise load each one from module scope on every use (what that costs: docs/performance.md). esbuild
// stops at the first constant it cannot inline (a non-integer), so those stay at the end.
// tests/engine/codes.test.ts checks the codes that mirror lib/data (faces, dice caps) and the packed layouts.

export const ATTACKER = 0;
export const DEFENDER = 1;
export const SPACE = 0;
export const GROUND = 1;

/** Health colour of a unit (COLOUR_NONE: it cannot be damaged). */
export const COLOUR_NONE = 0;
export const COLOUR_RED = 1;
export const COLOUR_BLACK = 2;

/** Die faces, in the order of FACES in lib/data. */
export const FACE_BLANK = 0;
export const FACE_HIT = 1;
export const FACE_DIRECT = 2;
export const FACE_SPECIAL = 3;

/** Most dice of each colour one attack rolls (DICE_CAP in lib/data). */
export const DICE_CAP_RED = 5;
export const DICE_CAP_BLACK = 5;
export const DICE_CAP_GREEN = 3;

/**
 * How an attack writes its damage down (`BattleState.log`): LOG_NONE straight onto the units (nobody plays cards);
 * LOG_LIGHT as entries too, so the card policy can take a plan back; LOG_FULL also telling this attack's damage
 * apart, because the opponent may block it (see assignment.ts).
 */
export const LOG_NONE = 0;
export const LOG_LIGHT = 1;
export const LOG_FULL = 2;

/** Targeting policies (docs/rules.md#policies; from the scenario's names: policy-codes.ts). */
export const TARGET_THREAT = 0;
export const TARGET_MAX_KILLS = 1;
export const TARGET_BIGGEST = 2;
export const TARGET_PRIORITY = 3;

/** Retreat policies (docs/rules.md#policies). */
export const RETREAT_NEVER = 0;
export const RETREAT_AFTER_ROUND = 1;
export const RETREAT_OUTGUNNED = 2;
export const RETREAT_LOSING_UNITS = 3;

/** Card-play policies (docs/rules.md#policies): the strong one, the first card that does something, none. */
export const CARD_PLAY_SMART = 0;
export const CARD_PLAY_FIRST_USEFUL = 1;
export const CARD_PLAY_NONE = 2;

/** Per-unit special roles the rules single out (0: none). */
export const ROLE_DEATH_STAR = 1;
export const ROLE_DSUC = 2;
export const ROLE_ION_CANNON = 3;
export const ROLE_SHIELD_GENERATOR = 4;
export const ROLE_SHIELD_BUNKER = 5;
export const ROLE_INTERDICTOR = 6;
export const ROLE_TRANSPORT = 7;
export const ROLE_TURRET = 8;
export const ROLE_COUNT = 9;

/** Stride of the per-damage-level counts: every unit's health is below it (the largest is 6). */
export const DAMAGE_LEVELS = 8;
/** Bits per die colour in a packed dice sum (`BattleState.diceSum`: red | black << 10 | green << 20). */
export const DICE_SUM_BITS = 10;
export const DICE_SUM_MASK = 1023;
/** Added to a target's threat rank when the damage destroys it (above any rank: `Battle.threatRank`). */
export const KILL_FIRST = 1048576;

/**
 * Small counts packed a byte each into one integer (docs/engine.md, "Packed layouts and what checks them"): `(x >>> SHIFT) & BYTE` reads
 * one. A colour's roll (`BattleState.rollRed` …) counts each face at 8 × its face code: blanks at 0, then
 * ROLL_HIT_SHIFT, ROLL_DIRECT_SHIFT, ROLL_SPECIAL_SHIFT. A pool of dice (`cappedDice`): red at 0, POOL_BLACK_SHIFT,
 * POOL_GREEN_SHIFT. Damage counted by `rollDamage`: red hits at 0, DAMAGE_BLACK_SHIFT (black hits),
 * DAMAGE_SINGLES_SHIFT (single points any unit can take).
 */
export const BYTE = 255;
export const BITS_PER_FACE = 8;
export const ROLL_HIT_SHIFT = 8;
export const ROLL_DIRECT_SHIFT = 16;
export const ROLL_SPECIAL_SHIFT = 24;
export const POOL_BLACK_SHIFT = 8;
export const POOL_GREEN_SHIFT = 16;
export const DAMAGE_BLACK_SHIFT = 8;
export const DAMAGE_SINGLES_SHIFT = 16;

/**
 * An entry of `BattleState.ent` (assignment.ts): ENTRY_STRIDE integers from its offset e, e = index << ENTRY_SHIFT.
 * At e + ENTRY_GROUP the group; + ENTRY_FROM the damage its units stood at before this attack; + ENTRY_ADDED the
 * damage this attack assigned them; + ENTRY_UNITS how many units.
 */
export const ENTRY_GROUP = 0;
export const ENTRY_FROM = 1;
export const ENTRY_ADDED = 2;
export const ENTRY_UNITS = 3;
export const ENTRY_STRIDE = 4;
export const ENTRY_SHIFT = 2;

/** Where a unit is at the end of a combat. */
export const STATUS_GONE = 0;
export const STATUS_IN = 1;
export const STATUS_RETREATED = 2;

/** Turns a uniform 32-bit integer into a die face index: floor(u * 6 / 2^32) (exact: 2^32 is a power of two). */
export const SIX_OVER_2_32 = 1.3969838619232178e-9;
/** 1 / 2^32. */
export const U32_TO_UNIT = 2.3283064365386963e-10;

/**
 * The index of a (side, theater) pair in the arrays kept per side and theater (side × 2 + theater): a side's units
 * of one theater, its deck of one theater. Variables holding one are usually `k`.
 */
export function sideTheater(side: number, theater: number): number {
  return side * 2 + theater;
}
