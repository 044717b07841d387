import { UNITS, type DieColour, type UnitId } from "@/lib/data";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import { BattleState } from "./core/battle-state";
import { attackPool } from "./core/dice-pool";
import { assignDamage } from "./core/targeting";
import { threatKey } from "./core/threat";
import { BITS_PER_FACE, DAMAGE_LEVELS, LOG_NONE, sideTheater } from "./core/codes";
import { compileBattle } from "./modes";

/** A roll as faces counted per die colour (what a player reads off the table; blanks are the rest of the dice). */
export type RolledDice = Readonly<
  Record<DieColour, { readonly hit: number; readonly direct: number; readonly special: number }>
>;

/** A side's units of one type in a theater after damage: the damage on each standing unit (0 included), and the lethal ones. */
export interface TypeAfter {
  readonly damage: readonly number[];
  readonly lethal: number;
}

const THEATER = { space: 0, ground: 1 } as const;
const SIDE = { attacker: 0, defender: 1 } as const;
const FACE = { hit: 1, direct: 2, special: 3 } as const;

function standing(scenario: Scenario) {
  const b = compileBattle(scenario);
  const s = new BattleState(b);
  s.reset();
  s.round = scenario.inProgress?.round ?? 1;
  return { b, s };
}

/**
 * The dice `side` rolls in `theater` in the battle as it stands (docs/rules.md#one-attack: its units there, lethal ones
 * included, 2 red fewer per ion cannon for the Empire in space, then the caps).
 */
export function attackDice(
  scenario: Scenario,
  side: SideKey,
  theater: "space" | "ground",
): Record<DieColour, number> {
  const { b, s } = standing(scenario);
  attackPool(b, s, SIDE[side], THEATER[theater]);
  return { red: s.pool[0]!, black: s.pool[1]!, green: s.pool[2]! };
}

/**
 * Where `side`'s targeting policy puts the damage of `rolled` in `theater` (the engine's default, dice alone: no card
 * played): the enemy's units of that theater afterwards, by type.
 */
export function defaultAssignment(
  scenario: Scenario,
  side: SideKey,
  theater: "space" | "ground",
  rolled: RolledDice,
): Partial<Record<UnitId, TypeAfter>> {
  const { b, s } = standing(scenario);
  const pack = (c: DieColour) =>
    (rolled[c].hit << (BITS_PER_FACE * FACE.hit)) |
    (rolled[c].direct << (BITS_PER_FACE * FACE.direct)) |
    (rolled[c].special << (BITS_PER_FACE * FACE.special));
  s.rollRed = pack("red");
  s.rollBlack = pack("black");
  s.rollGreen = pack("green");
  const own = SIDE[side];
  const t = THEATER[theater];
  threatKey(b, s, own, t);
  s.log = LOG_NONE;
  assignDamage(b, s, own, t);
  const out: Partial<Record<UnitId, TypeAfter>> = {};
  const k = sideTheater(1 - own, t);
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    const damage: number[] = [];
    for (let d = DAMAGE_LEVELS - 1; d >= 0; d--)
      for (let n = s.count[g * DAMAGE_LEVELS + d]!; n > 0; n--) damage.push(d);
    out[UNITS[b.type[g]!]!.id as UnitId] = { damage, lethal: s.lethal[g]! };
  }
  return out;
}
