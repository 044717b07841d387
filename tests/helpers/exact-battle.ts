import {
  BLACK_DIE_NO_DIRECT,
  DICE,
  DICE_CAP,
  unitDef,
  type DieColour,
  type FaceCounts,
  type UnitDef,
  type UnitId,
} from "@/lib/data";
import type { Scenario, SideSetup, UnitCounts } from "@/lib/scenario";

/** Probabilities of the five outcomes of docs/rules.md#outcomes; they sum to 1. */
export interface ExactOutcomes {
  attacker: number;
  defender: number;
  mutual: number;
  split: number;
  stalemate: number;
  /** Who holds each theater once the combat is over (docs/rules.md#holds); still contested at the cap: none of these. */
  holds: Record<Theater, { attacker: number; defender: number; none: number }>;
}

/** One unit type of one side in one theater: the damage on each of its units in the system, most first. */
interface Group {
  readonly def: UnitDef;
  readonly damage: readonly number[];
}
/** One theater: the attacker's groups, then the defender's (fixed type order, so equal states share a key). */
type Sides = readonly [readonly Group[], readonly Group[]];
type Theater = "space" | "ground";
/** Dice results that can do damage: hits by die colour, and direct hits (green dice only have those). */
interface Damage {
  red: number;
  black: number;
  direct: number;
}
type Faces = Readonly<Record<DieColour, FaceCounts>>;

const UNSUPPORTED: readonly UnitId[] = ["death-star-under-construction", "rebel-transport"];
const FIGHTERS: readonly string[] = ["x-wing", "y-wing", "u-wing"];

/**
 * Exact outcome probabilities of a dice-only battle (`tactics: "none"`), written from docs/rules.md#dice, #units and #a-combat
 * and §7 and the README's interpretations, independently of the engine: the probability mass over battle
 * states is carried forward round by round up to the round cap, and whatever is still contested then is a
 * stalemate. It handles many units on both sides, both theaters, the dice caps, ion cannons, structures (a Golan
 * Arms Turret that rolls stands), the Death Star with its plans rolled every round and the silenced Death Star,
 * `after-round` retreats (when the retreating ships carry nobody), and damage already on units, for battles whose
 * damage assignment is forced or fixed by the README's `threat` policy (see `targetOrder`); any other choice throws
 * instead of guessing.
 *
 * `joint: true` carries space and ground together even when nothing links them (a check of the faster
 * path, which solves the two theaters apart when nothing ties them: no ion cannon facing a contested ground or a
 * Death Star, no retreat).
 */
export function exactBattle(scenario: Scenario, options: { joint?: boolean } = {}): ExactOutcomes {
  // (the battle as it stands, docs/rules.md#in-progress: the round, retreats used or stopped, a step under way)
  if (scenario.tactics.mode !== "none") throw new Error("exactBattle: dice only (tactics: none)");
  const sides = [scenario.attacker, scenario.defender] as const;
  for (const s of sides) {
    if (s.retreat.policy !== "never" && s.retreat.policy !== "after-round")
      throw new Error("exactBattle: no retreats but after-round");
    if (s.targeting.policy !== "threat") throw new Error("exactBattle: threat targeting only");
  }
  const solver = new Solver(scenario, [sides[0].faction, sides[1].faction]);
  const lethal = [
    scenario.inProgress?.attacker.lethal ?? {},
    scenario.inProgress?.defender.lethal ?? {},
  ] as const;
  const space = startTheater(sides, "space", lethal);
  const ground = startTheater(sides, "ground", lethal);
  const ions = solver.ionCannons(ground);
  const cap = scenario.roundCap;
  const hasDeathStar = space.some((gs) => gs.some((g) => g.def.id === "death-star"));
  const retreats = sides.some((s) => s.retreat.policy !== "never");
  const inProgress = scenario.inProgress;
  if (inProgress && (inProgress.step || inProgress.attacker.noEscape || inProgress.defender.noEscape))
    options = { ...options, joint: true };
  if (scenario.deathStarPlans && ground.some((gs) => gs.some((g) => g.def.id === "shield-bunker")))
    throw new Error("exactBattle: no Death Star Plans behind a shield bunker");
  // Ion cannons tie the ground to space while the ground is contested, and to a Death Star they may silence; a
  // retreat takes a side's ships whatever the theater.
  const settled =
    options.joint || (ions > 0 && (contested(ground) || hasDeathStar)) || retreats
      ? solver.settle(space, ground, cap, null)
      : combine(solver.settle(space, NOBODY, cap, ions), solver.settle(NOBODY, ground, cap, 0));
  const out: ExactOutcomes = {
    attacker: 0,
    defender: 0,
    mutual: 0,
    split: 0,
    stalemate: 1,
    holds: {
      space: { attacker: 0, defender: 0, none: 0 },
      ground: { attacker: 0, defender: 0, none: 0 },
    },
  };
  const HOLDER = { a: "attacker", d: "defender", "-": "none" } as const;
  for (const [holders, p] of settled) {
    out[outcome(holders)] += p;
    out.stalemate -= p;
    out.holds.space[HOLDER[holders[0] as keyof typeof HOLDER]] += p;
    out.holds.ground[HOLDER[holders[1] as keyof typeof HOLDER]] += p;
  }
  out.stalemate = Math.max(0, out.stalemate);
  return out;
}

/** One way a combat can end: the units of each type each side has left (destroyed ones gone), and its chance. */
export interface ExactEndState {
  readonly attacker: Readonly<Partial<Record<UnitId, number>>>;
  readonly defender: Readonly<Partial<Record<UnitId, number>>>;
  readonly p: number;
}

/**
 * The exact distribution of how a dice-only battle ends (`exactBattle`'s solver, both theaters carried together):
 * every end position with its chance, a stalemate's where it stands at the cap. No retreats (a retreated unit
 * would read as destroyed here).
 */
export function exactEndStates(scenario: Scenario): ExactEndState[] {
  if (scenario.tactics.mode !== "none") throw new Error("exactEndStates: dice only (tactics: none)");
  const sides = [scenario.attacker, scenario.defender] as const;
  for (const s of sides) {
    if (s.retreat.policy !== "never") throw new Error("exactEndStates: no retreats");
    if (s.targeting.policy !== "threat") throw new Error("exactEndStates: threat targeting only");
  }
  const solver = new Solver(scenario, [sides[0].faction, sides[1].faction]);
  const ends = new Map<string, ExactEndState>();
  const left = (groups: readonly Group[]): Partial<Record<UnitId, number>> => {
    const out: Partial<Record<UnitId, number>> = {};
    for (const g of groups) out[g.def.id as UnitId] = (out[g.def.id as UnitId] ?? 0) + g.damage.length;
    return out;
  };
  const onEnd = (space: Sides, ground: Sides, p: number) => {
    const attacker = left([...space[0], ...ground[0]]);
    const defender = left([...space[1], ...ground[1]]);
    const key = JSON.stringify([attacker, defender]);
    const old = ends.get(key);
    ends.set(key, { attacker, defender, p: (old?.p ?? 0) + p });
  };
  const lethal = [
    scenario.inProgress?.attacker.lethal ?? {},
    scenario.inProgress?.defender.lethal ?? {},
  ] as const;
  const space = startTheater(sides, "space", lethal);
  solver.settle(space, startTheater(sides, "ground", lethal), scenario.roundCap, null, onEnd);
  return [...ends.values()];
}

const NOBODY: Sides = [[], []];

/** Who holds a theater nobody contests: "a" the attacker, "d" the defender, "-" nobody. */
function holder(t: Sides): string {
  if (count(t[0]) > 0) return "a";
  return count(t[1]) > 0 ? "d" : "-";
}

/** Two independent theaters: the combat is over once both are settled (space holder, then ground holder). */
function combine(space: Map<string, number>, ground: Map<string, number>): Map<string, number> {
  const both = new Map<string, number>();
  for (const [s, ps] of space)
    for (const [g, pg] of ground) both.set(s[0]! + g[1]!, (both.get(s[0]! + g[1]!) ?? 0) + ps * pg);
  return both;
}

/** docs/rules.md#outcomes, from who holds space and who holds the ground once neither is contested. */
function outcome(holders: string): Exclude<keyof ExactOutcomes, "holds"> {
  const attacker = holders.includes("a");
  const defender = holders.includes("d");
  if (attacker && defender) return "split";
  if (attacker) return "attacker";
  return defender ? "defender" : "mutual";
}

function startTheater(
  sides: readonly [SideSetup, SideSetup],
  theater: Theater,
  lethal: readonly [UnitCounts, UnitCounts] = [{}, {}],
): Sides {
  const groups = (s: SideSetup, side: 0 | 1): Group[] =>
    Object.entries(s.units)
      .filter(([id, n]) => (n ?? 0) > 0 && unitDef(id as UnitId).theater === theater)
      .map(([id, n]) => {
        const def = unitDef(id as UnitId);
        if (UNSUPPORTED.includes(def.id as UnitId)) throw new Error(`exactBattle: ${def.id} not supported`);
        const hurt = s.damaged[def.id as UnitId] ?? [];
        // (a unit lethally damaged in the step under way carries damage equal to its health until the step ends)
        const dead = lethal[side][def.id as UnitId] ?? 0;
        const damage = [
          ...Array<number>(dead).fill(def.health),
          ...hurt,
          ...Array<number>((n ?? 0) - hurt.length - dead).fill(0),
        ];
        return { def, damage: damage.sort((a, b) => b - a) };
      })
      .sort((a, b) => (a.def.id < b.def.id ? -1 : 1));
  return [groups(sides[0], 0), groups(sides[1], 1)];
}

const count = (gs: readonly Group[]) => gs.reduce((n, g) => n + g.damage.length, 0);
const contested = (t: Sides) => count(t[0]) > 0 && count(t[1]) > 0;
const keyOf = (t: Sides) => t.map((gs) => gs.map((g) => g.damage.join(".")).join("/")).join("|");
/** Units with damage at least their health leave the system (end of the battle step for those not yet rolled). */
const removeLethal = (gs: readonly Group[]): Group[] =>
  gs.map((g) => ({ def: g.def, damage: g.damage.filter((d) => g.def.health === 0 || d < g.def.health) }));
/** Dice a side's units roll before the caps (a Death Star's 4 red included). */
const diceOf = (gs: readonly Group[], colour: "red" | "black" | "green") =>
  gs.reduce((n, g) => n + g.def[colour] * g.damage.length, 0);
const has = (gs: readonly Group[], test: (def: UnitDef) => boolean) =>
  gs.some((g) => g.damage.length > 0 && test(g.def));

class Solver {
  private readonly stepMemo = new Map<string, [Sides, number][]>();
  private readonly rollMemo = new Map<string, [Damage, number][]>();
  private readonly faces: Faces;

  constructor(
    private readonly scenario: Scenario,
    private readonly factions: readonly [string, string],
  ) {
    const noDirect = scenario.variants.blackDie === "no-direct";
    this.faces = { ...DICE, black: noDirect ? BLACK_DIE_NO_DIRECT : DICE.black };
  }

  /**
   * docs/rules.md#a-round: each round a space step (then the Death Star Plans), then a ground step, then the
   * retreats, then the end-of-round checks; the mass is carried forward for at most `roundCap` rounds. Returns the
   * probability of each pair of holders (space, ground) once neither theater is contested; what is missing is still
   * fighting at the cap. `ions` fixes the ion cannons for space; null reads them from the ground state each round.
   */
  settle(
    space: Sides,
    ground: Sides,
    roundCap: number,
    ions: number | null,
    onEnd: ((space: Sides, ground: Sides, p: number) => void) | null = null,
  ): Map<string, number> {
    const settled = new Map<string, number>();
    type State = { space: Sides; ground: Sides; retreated: string; p: number };
    let states = new Map<string, State>();
    const add = (m: Map<string, State>, s: Sides, g: Sides, retreated: string, p: number) => {
      if (p === 0) return;
      if (!contested(s) && !contested(g)) {
        const key = holder(s) + holder(g);
        settled.set(key, (settled.get(key) ?? 0) + p);
        onEnd?.(s, g, p);
        return;
      }
      const key = `${keyOf(s)}#${keyOf(g)}#${retreated}`;
      const old = m.get(key);
      if (old) old.p += p;
      else m.set(key, { space: s, ground: g, retreated, p });
    };
    const p0 = this.scenario.inProgress;
    const first = p0?.round ?? 1;
    const used = (side: "attacker" | "defender") => (p0?.[side].retreated ? "r" : "-");
    add(states, space, ground, used("attacker") + used("defender"), 1);
    for (let round = first; round <= roundCap && states.size > 0; round++) {
      const next: Map<string, State> = new Map();
      const step = round === first ? p0?.step : undefined;
      for (const { space: s, ground: g, retreated, p } of states.values()) {
        // The ion cannons standing at the start of the round: the ground step comes after the space step.
        const ionsNow = ions ?? this.ionCannons(g);
        // (a side's structures stand at the end of the round if they rolled in its ground battle; in a ground
        // step under way, the side that has rolled rolled)
        const rolled = [0, 1].map((side) => contested(g) && this.rollsStructureDice(g[side]!));
        const spaceSteps =
          step?.theater === "ground" ? [[s, 1] as [Sides, number]] : this.step(s, "space", ionsNow, step);
        for (const [s1, ps] of spaceSteps)
          for (const [s2, plans, pp] of step?.theater === "ground"
            ? [[s1, false, 1] as const]
            : this.plans(s1, s))
            for (const [g1, pg] of this.step(g, "ground", 0, step?.theater === "ground" ? step : undefined)) {
              let after = { space: s2, ground: g1, retreated };
              after = this.retreats(after, round, round === first);
              after = this.endOfRound(after, rolled, plans);
              add(next, after.space, after.ground, after.retreated, p * ps * pp * pg);
            }
      }
      states = next;
    }
    // (still contested at the cap: a stalemate ends where it stands)
    if (onEnd) for (const st of states.values()) onEnd(st.space, st.ground, st.p);
    return settled;
  }

  /**
   * docs/rules.md#death-star-plans: after the space step, while a Rebel fighter and a Death Star are there, the Rebels
   * reveal the plans and roll 3 red dice (every round); a direct hit destroys one Death Star. Each result says
   * whether the plans were revealed this round (the silenced Death Star's rule).
   */
  private plans(s: Sides, before: Sides): [Sides, boolean, number][] {
    const rebel = this.factions.indexOf("rebel");
    const empire = 1 - rebel;
    // (the space step happened only if space was contested at its start; the plans follow a space step)
    if (!this.scenario.deathStarPlans || rebel < 0 || !contested(before)) return [[s, false, 1]];
    if (!has(s[rebel]!, (d) => FIGHTERS.includes(d.id)) || !has(s[empire]!, (d) => d.id === "death-star"))
      return [[s, false, 1]];
    const q = 1 - (1 - this.faces.red.direct / 6) ** 3;
    const destroyed = s[empire]!.map((g) =>
      g.def.id === "death-star" ? { def: g.def, damage: g.damage.slice(1) } : g,
    );
    const sides = (e: Group[]): Sides => (rebel === 0 ? [s[0]!, e] : [e, s[1]!]) as unknown as Sides;
    return [
      [sides(destroyed), true, q],
      [s, true, 1 - q],
    ];
  }

  /** Whether a side's ground units include a structure with dice (a Golan Arms Turret). */
  private rollsStructureDice(gs: readonly Group[]): boolean {
    return has(gs, (d) => d.structure && d.red + d.black + d.green > 0);
  }

  /**
   * docs/rules.md#retreat, for `after-round` N: from round N on, a side with a leader that has not retreated leaves,
   * attacker first, while some theater is still contested and the enemy is still there, taking every ship (units
   * that need a place only when the ships carry nobody: they stay; any boarding throws). Structures stay.
   */
  private retreats(
    st: { space: Sides; ground: Sides; retreated: string },
    round: number,
    firstRound: boolean,
  ) {
    let { space, ground, retreated } = st;
    for (const side of [0, 1] as const) {
      const setup = side === 0 ? this.scenario.attacker : this.scenario.defender;
      // (a No Escape played on the side in the round the battle as it stands starts in)
      if (firstRound && this.scenario.inProgress?.[side === 0 ? "attacker" : "defender"].noEscape) continue;
      if (setup.retreat.policy !== "after-round" || round < setup.retreat.round) continue;
      if (retreated[side] === "r" || setup.leaders.length === 0) continue;
      if (!contested(space) && !contested(ground)) continue;
      const enemy = 1 - side;
      if (count(space[enemy]!) + count(ground[enemy]!) === 0) continue;
      const faction = this.factions[side];
      if (faction === "empire" && has(space[side]!, (d) => d.id === "death-star")) continue;
      if (faction === "rebel" && has(space[enemy]!, (d) => d.id === "interdictor")) continue;
      const ships = space[side]!.filter((g) => g.damage.length > 0 && !g.def.needsTransport);
      if (ships.length === 0) continue;
      const riders = [...space[side]!, ...ground[side]!].some(
        (g) => g.damage.length > 0 && g.def.needsTransport,
      );
      if (riders && ships.some((g) => g.def.capacity > 0))
        throw new Error("exactBattle: a retreat with units to board");
      const left = space[side]!.map((g) => (g.def.needsTransport ? g : { def: g.def, damage: [] }));
      space = (side === 0 ? [left, space[1]] : [space[0], left]) as unknown as Sides;
      retreated = side === 0 ? `r${retreated[1]}` : `${retreated[0]}r`;
    }
    return { space, ground, retreated };
  }

  /**
   * docs/rules.md#end-of-round-checks: lone structures that did not roll fall; a silenced Death Star (only Death
   * Stars, no dice for the ion cannons, no Imperial ground units) forces the Rebel ships out (a retreat if they may,
   * else destroyed), unless the Rebels revealed the plans this round.
   */
  private endOfRound(
    st: { space: Sides; ground: Sides; retreated: string },
    rolled: boolean[],
    plans: boolean,
  ) {
    const ground = endOfRound(st.ground, rolled);
    // (the ion cannons still standing once the lone structures are gone)
    const ions = this.ionCannons(ground);
    let { space, retreated } = st;
    const rebel = this.factions.indexOf("rebel");
    const empire = 1 - rebel;
    if (rebel >= 0 && !plans && count(space[rebel]!) > 0) {
      const ships = space[empire]!.filter((g) => g.damage.length > 0);
      const silenced =
        ships.length > 0 &&
        ships.every((g) => g.def.id === "death-star") &&
        count(ground[empire]!) === 0 &&
        Math.max(0, diceOf(ships, "red") - 2 * ions) + diceOf(ships, "black") + diceOf(ships, "green") === 0;
      if (silenced) {
        const setup = rebel === 0 ? this.scenario.attacker : this.scenario.defender;
        const mayRetreat = retreated[rebel] !== "r" && setup.leaders.length > 0;
        if (mayRetreat) retreated = rebel === 0 ? `r${retreated[1]}` : `${retreated[0]}r`;
        const gone = space[rebel]!.map((g) => ({ def: g.def, damage: [] }));
        space = (rebel === 0 ? [gone, space[1]] : [space[0], gone]) as unknown as Sides;
      }
    }
    return { space, ground, retreated };
  }

  ionCannons(ground: Sides): number {
    const rebel = this.factions.indexOf("rebel");
    if (rebel < 0) return 0;
    return ground[rebel]!.filter((g) => g.def.id === "ion-cannon").reduce((n, g) => n + g.damage.length, 0);
  }

  /**
   * One battle step in a theater: the attacker rolls with every unit, then the defender with every unit,
   * the ones the attacker lethally damaged included (docs/rules.md#one-attack); removal at the end of the step. So
   * the defender's new state depends only on the attacker's roll and the reverse: two independent parts.
   */
  private step(
    t: Sides,
    theater: Theater,
    ions: number,
    underWay?: { theater: Theater; rolled: "attacker" | "defender" },
  ): [Sides, number][] {
    if (underWay && underWay.theater === theater) return this.finishStep(t, theater, ions, underWay.rolled);
    if (!contested(t)) return [[t, 1]];
    const key = `${theater}${ions}:${keyOf(t)}`;
    const memo = this.stepMemo.get(key);
    if (memo) return memo;
    const hurt = (roller: 0 | 1): Map<string, [Group[], number]> => {
      const target = t[1 - roller]!;
      const results = new Map<string, [Group[], number]>();
      for (const [damage, p] of this.roll(t[roller]!, roller, theater, ions)) {
        const after = removeLethal(assignDamage(target, damage, t[roller]!, this.faces));
        const k = after.map((g) => g.damage.join(".")).join("/");
        const old = results.get(k);
        if (old) old[1] += p;
        else results.set(k, [after, p]);
      }
      return results;
    };
    const defenders = hurt(0);
    const attackers = hurt(1);
    const result: [Sides, number][] = [];
    for (const [a, pa] of attackers.values())
      for (const [d, pd] of defenders.values()) result.push([[a, d], pa * pd]);
    this.stepMemo.set(key, result);
    return result;
  }

  /**
   * The rest of a step under way (docs/rules.md#in-progress): `rolled` has attacked; the defender attacks if the
   * attacker rolled (lethal units included), then the step's lethal units go.
   */
  private finishStep(
    t: Sides,
    theater: Theater,
    ions: number,
    rolled: "attacker" | "defender",
  ): [Sides, number][] {
    if (rolled === "defender" || count(t[1]) === 0 || count(t[0]) === 0)
      return [[[removeLethal(t[0]), removeLethal(t[1])], 1]];
    const out: [Sides, number][] = [];
    for (const [damage, p] of this.roll(t[1], 1, theater, ions)) {
      const a = removeLethal(assignDamage(t[0], damage, t[1], this.faces));
      out.push([[a, removeLethal(t[1])], p]);
    }
    return out;
  }

  /** docs/rules.md#one-attack: pool the dice, 2 red fewer per ion cannon for the Empire in space, then the caps. */
  private roll(gs: readonly Group[], side: 0 | 1, theater: Theater, ions: number): [Damage, number][] {
    const sum = (colour: "red" | "black" | "green") => diceOf(gs, colour);
    const ionLoss = theater === "space" && this.factions[side] === "empire" ? 2 * ions : 0;
    const red = Math.min(DICE_CAP.red, Math.max(0, sum("red") - ionLoss));
    const black = Math.min(DICE_CAP.black, sum("black"));
    const green = Math.min(DICE_CAP.green, sum("green"));
    const poolKey = `${red},${black},${green}`;
    const memo = this.rollMemo.get(poolKey);
    if (memo) return memo;
    const f = this.faces;
    // Each die: [red hit, black hit, direct hit] probabilities; a blank or a special does nothing without cards.
    const dice: [number, number, number][] = [
      ...Array<[number, number, number]>(red).fill([f.red.hit / 6, 0, f.red.direct / 6]),
      ...Array<[number, number, number]>(black).fill([0, f.black.hit / 6, f.black.direct / 6]),
      // Green dice have no hit faces (docs/rules.md#dice), so only their direct hits count.
      ...Array<[number, number, number]>(green).fill([0, 0, f.green.direct / 6]),
    ];
    let dist = new Map<string, [Damage, number]>([["0,0,0", [{ red: 0, black: 0, direct: 0 }, 1]]]);
    for (const [pr, pb, pd] of dice) {
      const next = new Map<string, [Damage, number]>();
      const put = (d: Damage, p: number) => {
        if (p === 0) return;
        const k = `${d.red},${d.black},${d.direct}`;
        const old = next.get(k);
        if (old) old[1] += p;
        else next.set(k, [d, p]);
      };
      for (const [d, p] of dist.values()) {
        put(d, p * (1 - pr - pb - pd));
        put({ ...d, red: d.red + 1 }, p * pr);
        put({ ...d, black: d.black + 1 }, p * pb);
        put({ ...d, direct: d.direct + 1 }, p * pd);
      }
      dist = next;
    }
    const result = [...dist.values()];
    this.rollMemo.set(poolKey, result);
    return result;
  }
}

/**
 * docs/rules.md#end-of-round-checks: a side whose only ground units are structures, facing enemy ground units at the
 * end of a round, loses those structures, unless they rolled dice in this round's ground battle (`rolled`: a Golan
 * Arms Turret; base structures roll none). Both factions (the README's reading).
 */
function endOfRound(t: Sides, rolled: readonly boolean[]): Sides {
  const onlyStructures = (side: 0 | 1) =>
    count(t[side]) > 0 && t[side].every((g) => g.def.structure || g.damage.length === 0);
  const doomed = [0, 1].map(
    (side) => onlyStructures(side as 0 | 1) && count(t[1 - side]!) > 0 && !rolled[side],
  );
  if (onlyStructures(0) && onlyStructures(1))
    throw new Error("exactBattle: structures against structures: the rules do not say");
  return [0, 1].map((side) =>
    doomed[side] ? t[side]!.map((g) => ({ def: g.def, damage: [] })) : t[side]!,
  ) as unknown as Sides;
}

/**
 * docs/rules.md#one-attack under the README's `threat` policy: colour hits first (only units of that health colour
 * can take them), then direct hits; within each, targets in `targetOrder`, and on a group the most damaged
 * unit not yet lethal first, until it is lethal (a damaged unit is finished before a new one is started).
 */
function assignDamage(
  target: readonly Group[],
  damage: Damage,
  rollers: readonly Group[],
  faces: Faces,
): Group[] {
  const gs = target.map((g) => ({ def: g.def, damage: [...g.damage] }));
  const spend = (points: number, canTake: (def: UnitDef) => boolean) => {
    const open = gs.filter((g) => canTake(g.def) && g.damage.some((d) => d < g.def.health));
    if (points === 0 || open.length === 0) return;
    for (const g of targetOrder(open, rollers, faces)) {
      for (let i = 0; i < g.damage.length && points > 0; i++) {
        const room = g.def.health - g.damage[i]!;
        if (room <= 0) continue;
        const put = Math.min(room, points);
        g.damage[i]! += put;
        points -= put;
      }
      g.damage.sort((a, b) => b - a);
    }
  };
  spend(damage.red, (def) => def.healthColour === "red");
  spend(damage.black, (def) => def.healthColour === "black");
  spend(damage.direct, (def) => def.health > 0);
  return gs;
}

/**
 * The order in which groups that can all take a point are damaged, only where the README's `threat` policy
 * leaves no doubt: one group; or groups of one-health units (every point kills one), ranked by how much
 * damage their dice can do to the rollers' units (the same strict order against every health colour the
 * rollers have), with at most one group that carries no dice (a structure) last. Anything else throws.
 */
function targetOrder<G extends Group>(open: G[], rollers: readonly Group[], faces: Faces): G[] {
  if (open.length === 1) return open;
  const colours = [...new Set(rollers.filter((g) => g.damage.length > 0).map((g) => g.def.healthColour))];
  const threat = (def: UnitDef, colour: UnitDef["healthColour"]) =>
    (["red", "black", "green"] as const).reduce(
      (sum, c) => sum + def[c] * ((c === colour ? faces[c].hit : 0) + faces[c].direct),
      0,
    );
  const killers = open.filter((g) => g.def.health === 1);
  const rest = open.filter((g) => g.def.health !== 1);
  const harmless = (g: Group) => colours.every((c) => threat(g.def, c) === 0);
  const ids = open.map((g) => g.def.id).join(", ");
  if (rest.length > 1 || rest.some((g) => !harmless(g)) || killers.some(harmless))
    throw new Error(`exactBattle: a real targeting choice among ${ids}`);
  const ranked = [...killers].sort((a, b) => threat(b.def, colours[0]!) - threat(a.def, colours[0]!));
  for (const c of colours)
    for (let i = 1; i < ranked.length; i++)
      if (threat(ranked[i - 1]!.def, c) <= threat(ranked[i]!.def, c))
        throw new Error(`exactBattle: no strict threat order among ${ids}`);
  return [...ranked, ...rest];
}
