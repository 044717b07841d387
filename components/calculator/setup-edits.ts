import { leaderDef, unitDef, type LeaderId, type UnitId } from "@/lib/data";
import {
  MAX_UNITS_IGNORING_LIMITS,
  type Scenario,
  type SideKey,
  type SideSetup,
  type UnitCounts,
} from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";

/** Pure edits of a setup, one per control. Each returns a new setup and keeps it canonical (no zero counts). */

export function maxCount(scenario: Scenario, unit: UnitId): number {
  return scenario.ignoreLimits ? MAX_UNITS_IGNORING_LIMITS : unitDef(unit).limit;
}

function withSide(setup: Setup, side: SideKey, patch: Partial<SideSetup>): Setup {
  return { ...setup, scenario: { ...setup.scenario, [side]: { ...setup.scenario[side], ...patch } } };
}

export function editSide(setup: Setup, side: SideKey, patch: Partial<SideSetup>): Setup {
  return withSide(setup, side, patch);
}

export function editScenario(setup: Setup, patch: Partial<Scenario>): Setup {
  const scenario = { ...setup.scenario, ...patch };
  // Turning limits back on pulls every count down to the component limit.
  if (patch.ignoreLimits === false) {
    let next: Setup = { ...setup, scenario };
    for (const side of ["attacker", "defender"] as const) {
      for (const [id, n] of Object.entries(scenario[side].units)) {
        next = setUnitCount(next, side, id as UnitId, n ?? 0);
      }
    }
    return next;
  }
  return { ...setup, scenario };
}

export function setUnitCount(setup: Setup, side: SideKey, unit: UnitId, count: number): Setup {
  const s = setup.scenario[side];
  const n = Math.max(0, Math.min(maxCount(setup.scenario, unit), Math.floor(count)));
  const units: Record<string, number> = { ...(s.units as Record<string, number>) };
  if (n === 0) delete units[unit];
  else units[unit] = n;
  const damaged: Record<string, readonly number[]> = { ...(s.damaged as Record<string, readonly number[]>) };
  const list = damaged[unit];
  if (list && list.length > n) {
    if (n === 0) delete damaged[unit];
    else damaged[unit] = list.slice(0, n);
  }
  return withSide(setup, side, { units: units as UnitCounts, damaged });
}

/** Damage on each unit of a type, one entry per unit (0 = undamaged). */
export function damageList(side: SideSetup, unit: UnitId): number[] {
  const count = side.units[unit] ?? 0;
  const list = side.damaged[unit] ?? [];
  return Array.from({ length: count }, (_, i) => list[i] ?? 0);
}

/** Sets the damage on the i-th unit of a type; damaged units are kept first, most damaged first. */
export function setDamage(setup: Setup, side: SideKey, unit: UnitId, index: number, damage: number): Setup {
  const s = setup.scenario[side];
  const list = damageList(s, unit);
  list[index] = damage;
  const kept = list.filter((d) => d > 0).sort((a, b) => b - a);
  const damaged: Record<string, readonly number[]> = { ...(s.damaged as Record<string, readonly number[]>) };
  if (kept.length === 0) delete damaged[unit];
  else damaged[unit] = kept;
  return withSide(setup, side, { damaged });
}

/** Toggles a leader; Luke and Jedi Luke are one person, so choosing one removes the other (rules §3). */
export function toggleLeader(setup: Setup, side: SideKey, leader: LeaderId): Setup {
  const current = setup.scenario[side].leaders;
  if (current.includes(leader))
    return withSide(setup, side, { leaders: current.filter((l) => l !== leader) });
  const person = leaderDef(leader).person;
  const others = person ? current.filter((l) => leaderDef(l).person !== person) : current;
  return withSide(setup, side, { leaders: [...others, leader] });
}

/** The other faction attacks: the two forces trade places with everything they carry. */
export function swapSides(setup: Setup): Setup {
  const { attacker, defender } = setup.scenario;
  return { ...setup, scenario: { ...setup.scenario, attacker: defender, defender: attacker } };
}

export function moveInOrder<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const next = [...list];
  const j = index + delta;
  if (j < 0 || j >= next.length) return next;
  [next[index], next[j]] = [next[j]!, next[index]!];
  return next;
}
