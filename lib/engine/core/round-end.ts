import type { Battle } from "./battle";
import type { BattleState } from "./battle-state";
import { attackPool } from "./dice-pool";
import { countRole, hasUnitsIn } from "./presence";
import { canRetreat } from "./retreat";
import { bunkerUp } from "./pick-target";
import {
  GROUND,
  ROLE_DEATH_STAR,
  ROLE_DSUC,
  ROLE_TRANSPORT,
  SPACE,
  STATUS_GONE,
  STATUS_RETREATED,
  sideTheater,
} from "./codes";

function removeAll(
  b: Battle,
  s: BattleState,
  side: number,
  theater: number,
  to: number,
  onlyStructures: boolean,
): void {
  const k = sideTheater(side, theater);
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    if (s.live[g]! > 0 && (!onlyStructures || b.structure[g])) s.removeStanding(g, s.live[g]!, to);
  }
}

/**
 * Whether the side's ground units in the system are all structures (and there is at least one). What a structure
 * is comes from the unit data (`UnitDef.structure`, compiled into `Battle.structure`).
 */
function onlyStructures(b: Battle, s: BattleState, side: number): boolean {
  const k = sideTheater(side, GROUND);
  if (s.inCount[k] === 0) return false;
  for (let g = b.rangeStart[k]!, end = b.rangeEnd[k]!; g < end; g++) {
    if (s.live[g]! > 0 && !b.structure[g]) return false;
  }
  return true;
}

/** Rebel ships that must leave or die: retreat them if the Rebels can, else destroy them. */
function forceShipsOut(b: Battle, s: BattleState): void {
  const rebel = b.rebel;
  const leave = canRetreat(b, s, rebel);
  if (leave) s.retreated[rebel] = 1;
  removeAll(b, s, rebel, SPACE, leave ? STATUS_RETREATED : STATUS_GONE, false);
}

/**
 * End-of-round checks (docs/rules.md#end-of-round-checks): structures alone against enemy ground units are destroyed;
 * a DSUC alone against Rebel ships is destroyed (not while a shield bunker stands); lone Rebel
 * transports facing Imperial ships retreat or are destroyed; a Death Star silenced by ion cannons
 * with no Imperial ground support forces the Rebel ships out.
 */
export function endOfRoundChecks(b: Battle, s: BattleState): void {
  const empire = b.empire;
  const rebel = b.rebel;
  // Structures apply to both factions (the base game only has Rebel ones, RotE adds the Shield Bunker), in every mode:
  // they stand only if they rolled dice in this round's ground battle (a Golan Arms Turret; base ones roll none).
  for (let side = 0; side < 2; side++) {
    if (hasUnitsIn(b, s, 1 - side, GROUND) && onlyStructures(b, s, side) && s.rolledGround[side] === 0)
      removeAll(b, s, side, GROUND, STATUS_GONE, true);
  }
  const rebelShips = hasUnitsIn(b, s, rebel, SPACE);
  if (!rebelShips) return;
  const imperialShips = countShips(b, s, empire);
  const dsuc = countRole(b, s, empire, ROLE_DSUC);
  if (dsuc > 0 && imperialShips === dsuc && !bunkerUp(b, s))
    removeAll(b, s, empire, SPACE, STATUS_GONE, false);
  if (countShips(b, s, empire) > 0) {
    const rebelCount = countShips(b, s, rebel);
    if (rebelCount > 0 && countRole(b, s, rebel, ROLE_TRANSPORT) === rebelCount) {
      forceShipsOut(b, s);
      return;
    }
  }
  // (the silenced Death Star forces nobody out in a round the Rebels revealed the Death Star Plans: FAQ)
  const deathStars = countRole(b, s, empire, ROLE_DEATH_STAR);
  if (
    s.plansRound !== s.round &&
    deathStars > 0 &&
    countShips(b, s, empire) === deathStars &&
    !hasUnitsIn(b, s, empire, GROUND) &&
    attackPool(b, s, empire, SPACE) === 0
  ) {
    forceShipsOut(b, s);
  }
}

function countShips(_b: Battle, s: BattleState, side: number): number {
  return s.inCount[sideTheater(side, SPACE)]!;
}
