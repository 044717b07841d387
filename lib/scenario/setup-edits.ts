import { type LeaderId, type Theater, type UnitId } from "@/lib/data";
import { listed, withList, type CardListId } from "./card-lists";
import type { Setup } from "./setup";
import type { Scenario, SideKey, SideSetup } from "./types";
import { toggledLeaders, unitCap, withUnitCount } from "./unit-count";

/** A change a player asks about: `delta` more (or fewer, when negative) of a unit type on one side. */
export interface UnitChange {
  readonly side: SideKey;
  readonly unit: UnitId;
  readonly delta: number;
}

/**
 * Pure edits of a setup, one per control of the page. Each returns a new setup and keeps it canonical (no
 * zero counts, no empty damage lists), so a setup's share link is its identity.
 */

export function maxCount(scenario: Pick<Scenario, "ignoreLimits">, unit: UnitId): number {
  return unitCap(scenario, unit).max;
}

export function editSide(setup: Setup, side: SideKey, patch: Partial<SideSetup>): Setup {
  return { ...setup, scenario: { ...setup.scenario, [side]: { ...setup.scenario[side], ...patch } } };
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

/** A count from a control: the steppers never leave the range and the count field checks it before it asks. */
export function setUnitCount(setup: Setup, side: SideKey, unit: UnitId, count: number): Setup {
  const n = Math.max(0, Math.min(maxCount(setup.scenario, unit), Math.floor(count)));
  return editSide(setup, side, withUnitCount(setup.scenario[side], unit, n));
}

/** The side keeps its faction and policies and loses its units, damage and leaders: a fresh start for it. */
export function clearSide(setup: Setup, side: SideKey): Setup {
  return editSide(setup, side, { units: {}, damaged: {}, leaders: [] });
}

/** Damage on each unit of a type, one entry per unit (0 = undamaged), most damaged first. */
export function damageList(side: SideSetup, unit: UnitId): number[] {
  const count = side.units[unit] ?? 0;
  const list = [...(side.damaged[unit] ?? [])].sort((a, b) => b - a);
  return Array.from({ length: count }, (_, i) => list[i] ?? 0);
}

/** Sets the damage on the i-th unit of a type (as `damageList` orders them); damaged units are kept most damaged first. */
export function setDamage(setup: Setup, side: SideKey, unit: UnitId, index: number, damage: number): Setup {
  const s = setup.scenario[side];
  const list = damageList(s, unit);
  list[index] = damage;
  const kept = list.filter((d) => d > 0).sort((a, b) => b - a);
  const damaged: Partial<Record<UnitId, readonly number[]>> = { ...s.damaged };
  if (kept.length === 0) delete damaged[unit];
  else damaged[unit] = kept;
  return editSide(setup, side, { damaged });
}

/** Toggles a leader; Luke and Jedi Luke are one person, so choosing one removes the other (docs/rules.md#leaders). */
export function toggleLeader(setup: Setup, side: SideKey, leader: LeaderId): Setup {
  return editSide(setup, side, { leaders: toggledLeaders(setup.scenario[side].leaders, leader) });
}

/**
 * Ticks or unticks a Cinematic Combat card in one of the side's card lists (CARD_LISTS: already used, …). The lists
 * stay in the cards' order, and a side with none keeps no list, so the setup's link is its identity.
 */
export function toggleListedCard(
  setup: Setup,
  side: SideKey,
  list: CardListId,
  theater: Theater,
  card: string,
): Setup {
  const now = listed(setup.scenario[side], list, theater);
  const ids = now.includes(card) ? now.filter((c) => c !== card) : [...now, card];
  return setListedCards(setup, side, list, theater, ids);
}

/** One theater of one of the side's card lists set to `cards` (the other theater kept). */
export function setListedCards(
  setup: Setup,
  side: SideKey,
  list: CardListId,
  theater: Theater,
  cards: readonly string[],
): Setup {
  const s = setup.scenario[side];
  const now = { space: listed(s, list, "space"), ground: listed(s, list, "ground") };
  const patched = withList(s, list, { ...now, [theater]: cards });
  return { ...setup, scenario: { ...setup.scenario, [side]: patched } };
}

/** Marks a Cinematic Combat card as already used (in the discard pile at the start), or back in hand. */
export function toggleUsedCard(setup: Setup, side: SideKey, theater: Theater, card: string): Setup {
  return toggleListedCard(setup, side, "usedCards", theater, card);
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
