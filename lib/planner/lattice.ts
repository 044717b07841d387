import { UNIT_IDS, leaderDef, unitDef, type LeaderId, type UnitId } from "@/lib/data";
import type { Scenario, SideKey, SideSetup } from "@/lib/scenario/types";
import { unitStrength } from "@/lib/data";
import { shipCapacity } from "@/lib/scenario/moving-in";
import type { PlanForce } from "./types";

/**
 * The sub-forces of a pool as a lattice: a point is a count of each unit type of the pool (0..pool count)
 * and one of the pool's leader options, ordered by "has at least as much of everything". The planner leans
 * on the win chance rising along that order (more units, better leaders: never worse), so a point below a
 * losing one loses and a point above a winning one wins.
 */
export interface Point {
  readonly counts: readonly number[];
  /** Index into `Lattice.leaderOptions`. */
  readonly leader: number;
}

/**
 * A choice of leaders, reduced to what changes a combat: the best space and ground tactic values (only
 * where both sides can fight in that theater, and only with tactic cards) and whether any leader is there
 * (a side may retreat only with one).
 */
export interface LeaderOption {
  readonly leaders: readonly LeaderId[];
  readonly space: number;
  readonly ground: number;
  readonly any: boolean;
  /** The options left when one of its leaders stays home (one per leader): what minimality checks. */
  readonly drops: readonly number[];
}

export interface Lattice {
  readonly types: readonly UnitId[];
  /** Pool count of each type. */
  readonly max: readonly number[];
  /** A rough strength per unit (`unitStrength`), to try strong forces first. */
  readonly strength: readonly number[];
  readonly leaderOptions: readonly LeaderOption[];
  /** leaderLeq[a * L + b]: option a is at most option b in every respect. */
  readonly leaderLeq: readonly boolean[];
  readonly size: number;
  readonly poolUnits: number;
  /**
   * Only forces whose ships carry what rides with them count (the attacker moving in, docs/rules.md#moving-in):
   * `places[i]` is what one unit of type i carries, `rides[i]` whether it needs a place.
   */
  readonly transport: boolean;
  readonly places: readonly number[];
  readonly rides: readonly boolean[];
}

/** What the planner must respect beyond winning (docs/planner.md#legal-forces). */
export interface Constraints {
  /** The planning side is attacking with units already in the system: no transport needed. */
  readonly inSystem?: boolean;
}

/** More sub-forces than this and the planner refuses (6 unit types of 6 each, with 4 leader options, is 470,596). */
export const MAX_LATTICE = 4_000_000;

function hasTheater(side: SideSetup, theater: "space" | "ground"): boolean {
  return Object.entries(side.units).some(
    ([id, n]) => (n ?? 0) > 0 && unitDef(id as UnitId).theater === theater,
  );
}

/**
 * The leader options worth telling apart: every set of at most two pool leaders (only the best value per
 * theater counts, so a third never adds anything), reduced to what changes the combat, each distinct
 * effect kept once with its fewest leaders (earliest in the pool's order on ties).
 */
export function leaderOptions(scenario: Scenario, side: SideKey): LeaderOption[] {
  // An attack has the leader who activated the system: an attacker's force keeps one of its pool's leaders.
  const needsLeader = side === "attacker" && scenario.attacker.leaders.length > 0;
  const own = scenario[side];
  const enemy = scenario[side === "attacker" ? "defender" : "attacker"];
  // (tactic values draw cards in the base game and give rerolls in Cinematic Combat)
  const cards = scenario.tactics.mode !== "none";
  const space = cards && hasTheater(own, "space") && hasTheater(enemy, "space");
  const ground = cards && hasTheater(own, "ground") && hasTheater(enemy, "ground");
  const retreats = own.retreat.policy !== "never";
  const singles = own.leaders.map((a) => [a]);
  const pairs = own.leaders.flatMap((a, i) => own.leaders.slice(i + 1).map((b) => [a, b]));
  const effect = (leaders: readonly LeaderId[]) => {
    const defs = leaders.map(leaderDef);
    return {
      space: space ? Math.max(0, ...defs.map((d) => d.space)) : 0,
      ground: ground ? Math.max(0, ...defs.map((d) => d.ground)) : 0,
      any: retreats && leaders.length > 0,
    };
  };
  const keyOf = (e: { space: number; ground: number; any: boolean }) => `${e.space}/${e.ground}/${e.any}`;
  // Fewest leaders first: each effect is kept with its smallest set, and an option comes after its drops.
  const kept: { leaders: LeaderId[]; key: string }[] = [];
  for (const leaders of [...(needsLeader ? [] : [[]]), ...singles, ...pairs]) {
    const key = keyOf(effect(leaders));
    if (!kept.some((k) => k.key === key)) kept.push({ leaders, key });
  }
  // (an attacker's lone leader cannot stay home; a drop that changes nothing is no drop)
  return kept.map(({ leaders }, self) => ({
    leaders,
    ...effect(leaders),
    drops: leaders
      .filter(() => !needsLeader || leaders.length > 1)
      .map((l) => {
        const key = keyOf(effect(leaders.filter((x) => x !== l)));
        return kept.findIndex((k) => k.key === key);
      })
      .filter((o) => o >= 0 && o !== self),
  }));
}

function leq(a: LeaderOption, b: LeaderOption): boolean {
  return a.space <= b.space && a.ground <= b.ground && (!a.any || b.any);
}

export function buildLattice(scenario: Scenario, side: SideKey, constraints: Constraints = {}): Lattice {
  const own = scenario[side];
  const types = UNIT_IDS.filter((id) => (own.units[id] ?? 0) > 0);
  const max = types.map((id) => own.units[id] ?? 0);
  const strength = types.map(unitStrength);
  const options = leaderOptions(scenario, side);
  const leaderLeq = options.flatMap((a) => options.map((b) => leq(a, b)));
  const size = max.reduce((n, m) => n * (m + 1), 1) * options.length;
  return {
    transport: side === "attacker" && !constraints.inSystem,
    places: types.map((id) => (unitDef(id).theater === "space" ? shipCapacity(id, scenario.variants) : 0)),
    rides: types.map((id) => unitDef(id).needsTransport),
    types,
    max,
    strength,
    leaderOptions: options,
    leaderLeq,
    size,
    poolUnits: max.reduce((a, b) => a + b, 0),
  };
}

/** Whether the force may be proposed: its ships carry its riders, unless transport does not count. */
export function legal(l: Lattice, p: Point): boolean {
  if (!l.transport) return true;
  let room = 0;
  for (let i = 0; i < p.counts.length; i++) room += p.counts[i]! * (l.rides[i]! ? -1 : l.places[i]!);
  return room >= 0;
}

export function level(p: Point): number {
  return p.counts.reduce((a, b) => a + b, 0);
}

/** x ≤ y in every unit count and leader respect. */
export function below(l: Lattice, x: Point, y: Point): boolean {
  if (!l.leaderLeq[x.leader * l.leaderOptions.length + y.leader]) return false;
  for (let i = 0; i < x.counts.length; i++) if (x.counts[i]! > y.counts[i]!) return false;
  return true;
}

export function pointKey(p: Point): string {
  return `${p.counts.join(",")}/${p.leader}`;
}

/**
 * Every point with exactly `total` units, strongest first: with `leadersFirst`, the best leader options first
 * (to find a winner soon); otherwise by leader option in the lattice's order (each after its drops).
 */
export function levelPoints(l: Lattice, total: number, leadersFirst = false): Point[] {
  const out: Point[] = [];
  const counts = new Array<number>(l.types.length).fill(0);
  const rest = l.max.map((_, i) => l.max.slice(i).reduce((a, b) => a + b, 0));
  const walk = (i: number, left: number) => {
    if (i === l.types.length) {
      if (left === 0)
        for (let o = 0; o < l.leaderOptions.length; o++) out.push({ counts: [...counts], leader: o });
      return;
    }
    if (left > rest[i]!) return;
    for (let c = Math.min(l.max[i]!, left); c >= 0; c--) {
      counts[i] = c;
      walk(i + 1, left - c);
    }
    counts[i] = 0;
  };
  walk(0, total);
  const strength = (p: Point) => p.counts.reduce((s, c, i) => s + c * l.strength[i]!, 0);
  const rank = (o: number) => {
    const option = l.leaderOptions[o]!;
    return leadersFirst ? -(option.space + option.ground + (option.any ? 1 : 0)) : o;
  };
  // (stable sort: among equal keys the walk's order, which is fixed)
  return out
    .map((p) => ({ p, r: rank(p.leader), s: strength(p) }))
    .sort((a, b) => a.r - b.r || b.s - a.s)
    .map((x) => x.p);
}

/** The damage on the `n` units of a type a side brings from its pool: the fittest (undamaged first, then the least damaged). */
export function fittestDamage(own: SideSetup, id: UnitId, n: number): number[] {
  const list = [...(own.damaged[id] ?? [])].sort((a, b) => a - b);
  const undamaged = (own.units[id] ?? 0) - list.length;
  return list.slice(0, Math.max(0, n - undamaged)).sort((a, b) => b - a);
}

/** A force from a side's pool as that side's setup: the chosen counts and leaders, the fittest units of each type. */
export function sideWithForce(own: SideSetup, force: PlanForce): SideSetup {
  const units: Partial<Record<UnitId, number>> = {};
  const damaged: Partial<Record<UnitId, readonly number[]>> = {};
  for (const [id, n] of Object.entries(force.units) as [UnitId, number][]) {
    if (n <= 0) continue;
    units[id] = n;
    const take = fittestDamage(own, id, n);
    if (take.length > 0) damaged[id] = take;
  }
  return { ...own, units, damaged, leaders: force.leaders };
}

/** The point's force as the planning side's setup. */
export function forceSide(scenario: Scenario, side: SideKey, l: Lattice, p: Point): SideSetup {
  return sideWithForce(scenario[side], forceOf(l, p));
}

export function forceOf(l: Lattice, p: Point): PlanForce {
  const units: Partial<Record<UnitId, number>> = {};
  l.types.forEach((id, i) => {
    if (p.counts[i]! > 0) units[id] = p.counts[i]!;
  });
  return { units, leaders: l.leaderOptions[p.leader]!.leaders };
}
