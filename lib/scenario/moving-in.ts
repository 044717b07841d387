import { UNIT_IDS, unitDef, type UnitId } from "@/lib/data";
import { joinWords, unitCount } from "./unit-words";
import type { RuleVariants, Scenario, UnitCounts } from "./types";

/**
 * Moving in (docs/rules.md#moving-in): the attacker's units arrive with the ships that carry them. Ground
 * units, TIE Fighters and TIE Strikers each need a place on a ship moving with them (capacities as for a
 * retreat, the Mon Calamari Cruiser's by the variant); structures never move. An attack has the leader who
 * activated the system. Neither check blocks a run: the units may already have been in the system.
 */
export interface TransportNeed {
  /** Places needed: every unit that must ride. */
  readonly need: number;
  /** Places the ships offer. */
  readonly capacity: number;
  /** Riders by type, in table order. */
  readonly riders: UnitCounts;
}

/** One ship's places: the table's capacity, the Mon Calamari Cruiser's by the rule variant. */
export function shipCapacity(id: UnitId, variants: Pick<RuleVariants, "monCalCapacity">): number {
  return id === "mon-calamari-cruiser" ? variants.monCalCapacity : unitDef(id).capacity;
}

/** What `units` need in places and what their ships carry. */
export function transportNeed(
  units: UnitCounts,
  variants: Pick<RuleVariants, "monCalCapacity">,
): TransportNeed {
  let need = 0;
  let capacity = 0;
  const riders: Partial<Record<UnitId, number>> = {};
  for (const id of UNIT_IDS) {
    const n = units[id] ?? 0;
    if (n <= 0) continue;
    const def = unitDef(id);
    if (def.needsTransport) {
      need += n;
      riders[id] = n;
    } else if (def.theater === "space") capacity += n * shipCapacity(id, variants);
  }
  return { need, capacity, riders };
}

/** Whether the ships of `units` carry every unit that must ride with them. */
export function carriesItsRiders(units: UnitCounts, variants: Pick<RuleVariants, "monCalCapacity">): boolean {
  const t = transportNeed(units, variants);
  return t.need <= t.capacity;
}

/** "5 ground units and 2 TIE Fighters": ground units counted together, TIEs by name. */
function ridersInWords(riders: UnitCounts): string {
  let ground = 0;
  const named: string[] = [];
  for (const [id, n] of Object.entries(riders) as [UnitId, number][]) {
    if (unitDef(id).theater === "ground") ground += n;
    else named.push(unitCount(id, n));
  }
  const words = ground > 0 ? [`${ground} ground unit${ground === 1 ? "" : "s"}`, ...named] : named;
  return joinWords(words);
}

/**
 * The attacker's moving-in line, or null when its ships carry everything that rides:
 * "5 ground units and 2 TIE Fighters need 7 places; your ships carry 6 (fine if they are already in the
 * system)."
 */
export function transportLine(scenario: Pick<Scenario, "attacker" | "variants">): string | null {
  const t = transportNeed(scenario.attacker.units, scenario.variants);
  if (t.need <= t.capacity) return null;
  const verb = t.need === 1 ? "needs" : "need";
  const places = `${t.need} place${t.need === 1 ? "" : "s"}`;
  const carry = t.capacity === 0 ? "your ships carry none" : `your ships carry ${t.capacity}`;
  const text = `${ridersInWords(t.riders)} ${verb} ${places}; ${carry}`;
  return `${text} (fine if they are already in the system).`;
}

/** The attacker's leader line, or null when it has a leader. */
export function leaderLine(scenario: Pick<Scenario, "attacker">): string | null {
  return scenario.attacker.leaders.length === 0
    ? "An attack has the leader who activated the system; this attacker has none, so it cannot retreat."
    : null;
}

/** Both lines for the attacker, in the order shown (empty when the force is one the rules let move in). */
export function movingInNotes(scenario: Pick<Scenario, "attacker" | "variants">): string[] {
  return [transportLine(scenario), leaderLine(scenario)].filter((l): l is string => l !== null);
}
