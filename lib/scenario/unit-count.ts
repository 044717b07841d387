import { leaderDef, unitDef, type LeaderId, type UnitId } from "@/lib/data";
import {
  MAX_UNITS_IGNORING_LIMITS,
  type DamagedUnits,
  type Scenario,
  type SideSetup,
  type UnitCounts,
} from "./types";

/**
 * How many of a unit type a side may field, and whether that cap is the game's component limit or one this
 * calculator chose: the rules the project plays from do not know the printed limits of the Rise of the Empire
 * units and cap each at 12 (docs/rules.md#units), which a player may lift by turning limits off.
 */
export function unitCap(
  scenario: Pick<Scenario, "ignoreLimits">,
  unit: UnitId,
): { max: number; chosen: boolean } {
  if (scenario.ignoreLimits) return { max: MAX_UNITS_IGNORING_LIMITS, chosen: false };
  const def = unitDef(unit);
  return { max: def.limit, chosen: def.expansion === "rote" };
}

/**
 * The damage list left when a unit type goes down to `count` units: undamaged units go first (they are not in
 * the list), then the least damaged. So the damage a player set stays on the units they set it on, and one
 * more then one fewer gives back the setup it started from.
 */
export function trimDamage(list: readonly number[], count: number): number[] {
  const kept = [...list];
  while (kept.length > Math.max(0, count)) {
    let least = 0;
    for (let i = 1; i < kept.length; i++) if (kept[i]! <= kept[least]!) least = i;
    kept.splice(least, 1);
  }
  return kept;
}

/**
 * A side with `count` units of a type (a whole number from 0 up; the caller checks the cap): zero counts
 * and empty damage lists are left out, so equal forces are equal objects. The − button, the count field,
 * the what-if list and the limits switch all change counts through here.
 */
export function withUnitCount(side: SideSetup, unit: UnitId, count: number): SideSetup {
  const units: Partial<Record<UnitId, number>> = { ...side.units };
  if (count > 0) units[unit] = count;
  else delete units[unit];
  const damaged: Partial<Record<UnitId, readonly number[]>> = { ...side.damaged };
  const list = damaged[unit];
  if (list && list.length > count) {
    const kept = trimDamage(list, count);
    if (kept.length > 0) damaged[unit] = kept;
    else delete damaged[unit];
  }
  return { ...side, units: units as UnitCounts, damaged: damaged as DamagedUnits };
}

/** docs/rules.md#leaders: Luke Skywalker and Luke Skywalker (Jedi) are one person, so a system holds at most one of them. */
export function samePerson(a: LeaderId, b: LeaderId): boolean {
  const person = leaderDef(a).person;
  return a !== b && person !== undefined && leaderDef(b).person === person;
}

/** The leader already in `leaders` who is the same person as `leader`, if any. */
export function samePersonIn(leaders: readonly LeaderId[], leader: LeaderId): LeaderId | undefined {
  return leaders.find((l) => samePerson(l, leader));
}

/**
 * Leaders after choosing or dropping one: choosing a leader whose other card is in play replaces that card
 * (Luke for Jedi Luke), since a player picking one clearly means that one.
 */
export function toggledLeaders(leaders: readonly LeaderId[], leader: LeaderId): LeaderId[] {
  if (leaders.includes(leader)) return leaders.filter((l) => l !== leader);
  return [...leaders.filter((l) => !samePerson(l, leader)), leader];
}

/**
 * Why `count` cannot be the number of `unit` in this battle, or null. A cap this calculator chose says so and
 * how to lift it, so a player never takes it for a rule of the game.
 */
export function countProblem(
  scenario: Pick<Scenario, "ignoreLimits">,
  unit: UnitId,
  count: number,
): string | null {
  const { max, chosen } = unitCap(scenario, unit);
  if (Number.isInteger(count) && count >= 0 && count <= max) return null;
  if (Number.isInteger(count) && count > max) {
    if (chosen) return `at most ${max}: ${capNote(max)}`;
    if (scenario.ignoreLimits) return `at most ${max}, even with component limits off`;
    return `at most ${max}, the number of pieces in the game (turn on "Ignore component limits" under Options for more)`;
  }
  return `must be a whole number from 0 to ${max}`;
}

/** What the page says when a Rise of the Empire unit reaches the cap this calculator chose. */
export function capNote(max: number): string {
  return `${max} is a cap this calculator sets for Rise of the Empire units, whose printed limits it does not know; turn on "Ignore component limits" under Options to allow up to ${MAX_UNITS_IGNORING_LIMITS}`;
}
