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
import type { Scenario, SideSetup } from "@/lib/scenario";

/** Probabilities of the five outcomes of docs/rules.md#outcomes; they sum to 1. */
export interface ExactOutcomes {
  attacker: number;
  defender: number;
  mutual: number;
  split: number;
  stalemate: number;
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

const UNSUPPORTED: readonly UnitId[] = [
  "death-star",
  "death-star-under-construction",
  "rebel-transport",
  "golan-arms-turret",
];

/**
 * Exact outcome probabilities of a dice-only battle (`tactics: "none"`), written from docs/rules.md#dice, #units and #a-combat
 * and §7 and the README's interpretations, independently of the engine: the probability mass over battle
 * states is carried forward round by round up to the round cap, and whatever is still contested then is a
 * stalemate. It handles many units on both sides, both theaters, the dice caps, ion cannons, structures and
 * damage already on units, for battles whose damage assignment is forced or fixed by the README's `threat`
 * policy (see `targetOrder`); any other choice throws instead of guessing.
 *
 * `joint: true` carries space and ground together even when nothing links them (a check of the faster
 * path, which solves the two theaters apart when no ion cannon ties the ground to space).
 */
export function exactBattle(scenario: Scenario, options: { joint?: boolean } = {}): ExactOutcomes {
  if (scenario.tactics.mode !== "none") throw new Error("exactBattle: dice only (tactics: none)");
  if (scenario.deathStarPlans) throw new Error("exactBattle: no Death Star Plans");
  const sides = [scenario.attacker, scenario.defender] as const;
  for (const s of sides) {
    if (s.retreat.policy !== "never") throw new Error("exactBattle: no retreats");
    if (s.targeting.policy !== "threat") throw new Error("exactBattle: threat targeting only");
  }
  const solver = new Solver(scenario, [sides[0].faction, sides[1].faction]);
  const space = startTheater(sides, "space");
  const ground = startTheater(sides, "ground");
  const ions = solver.ionCannons(ground);
  const cap = scenario.roundCap;
  // Ion cannons are the only link between the theaters; they change only while the ground is contested.
  const settled =
    options.joint || (ions > 0 && contested(ground))
      ? solver.settle(space, ground, cap, null)
      : combine(solver.settle(space, NOBODY, cap, ions), solver.settle(NOBODY, ground, cap, 0));
  const out: ExactOutcomes = { attacker: 0, defender: 0, mutual: 0, split: 0, stalemate: 1 };
  for (const [holders, p] of settled) {
    out[outcome(holders)] += p;
    out.stalemate -= p;
  }
  out.stalemate = Math.max(0, out.stalemate);
  return out;
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
function outcome(holders: string): keyof ExactOutcomes {
  const attacker = holders.includes("a");
  const defender = holders.includes("d");
  if (attacker && defender) return "split";
  if (attacker) return "attacker";
  return defender ? "defender" : "mutual";
}

function startTheater(sides: readonly [SideSetup, SideSetup], theater: Theater): Sides {
  const groups = (s: SideSetup): Group[] =>
    Object.entries(s.units)
      .filter(([id, n]) => (n ?? 0) > 0 && unitDef(id as UnitId).theater === theater)
      .map(([id, n]) => {
        const def = unitDef(id as UnitId);
        if (UNSUPPORTED.includes(def.id as UnitId)) throw new Error(`exactBattle: ${def.id} not supported`);
        const hurt = s.damaged[def.id as UnitId] ?? [];
        const damage = [...hurt, ...Array<number>((n ?? 0) - hurt.length).fill(0)];
        return { def, damage: damage.sort((a, b) => b - a) };
      })
      .sort((a, b) => (a.def.id < b.def.id ? -1 : 1));
  return [groups(sides[0]), groups(sides[1])];
}

const count = (gs: readonly Group[]) => gs.reduce((n, g) => n + g.damage.length, 0);
const contested = (t: Sides) => count(t[0]) > 0 && count(t[1]) > 0;
const keyOf = (t: Sides) => t.map((gs) => gs.map((g) => g.damage.join(".")).join("/")).join("|");
/** Units with damage at least their health leave the system (end of the battle step for those not yet rolled). */
const removeLethal = (gs: readonly Group[]): Group[] =>
  gs.map((g) => ({ def: g.def, damage: g.damage.filter((d) => d < g.def.health) }));

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
   * docs/rules.md#a-round: each round a space step, then a ground step, then the end-of-round checks; the mass
   * is carried forward for at most `roundCap` rounds. Returns the probability of each pair of holders
   * (space, ground) once neither theater is contested; what is missing is still fighting at the cap.
   * `ions` fixes the ion cannons for space; null reads them from the ground state each round.
   */
  settle(space: Sides, ground: Sides, roundCap: number, ions: number | null): Map<string, number> {
    const settled = new Map<string, number>();
    let states = new Map<string, { space: Sides; ground: Sides; p: number }>();
    const add = (m: typeof states, s: Sides, g: Sides, p: number) => {
      if (!contested(s) && !contested(g)) {
        const key = holder(s) + holder(g);
        settled.set(key, (settled.get(key) ?? 0) + p);
        return;
      }
      const key = `${keyOf(s)}#${keyOf(g)}`;
      const old = m.get(key);
      if (old) old.p += p;
      else m.set(key, { space: s, ground: g, p });
    };
    add(states, space, ground, 1);
    for (let round = 1; round <= roundCap && states.size > 0; round++) {
      const next: typeof states = new Map();
      for (const { space: s, ground: g, p } of states.values()) {
        // The ion cannons standing at the start of the round: the ground step comes after the space step.
        const spaceNext = this.step(s, "space", ions ?? this.ionCannons(g));
        const groundNext = this.step(g, "ground", 0).map(([t, q]): [Sides, number] => [endOfRound(t), q]);
        for (const [s2, ps] of spaceNext) for (const [g2, pg] of groundNext) add(next, s2, g2, p * ps * pg);
      }
      states = next;
    }
    return settled;
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
  private step(t: Sides, theater: Theater, ions: number): [Sides, number][] {
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

  /** docs/rules.md#one-attack: pool the dice, 2 red fewer per ion cannon for the Empire in space, then the caps. */
  private roll(gs: readonly Group[], side: 0 | 1, theater: Theater, ions: number): [Damage, number][] {
    const sum = (colour: "red" | "black" | "green") =>
      gs.reduce((n, g) => n + g.def[colour] * g.damage.length, 0);
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
 * docs/rules.md#end-of-round-checks with the README's reading: a side whose only ground units are structures, facing enemy
 * ground units at the end of a round, loses those structures (the README applies it to both factions).
 */
function endOfRound(t: Sides): Sides {
  const onlyStructures = (side: 0 | 1) =>
    count(t[side]) > 0 && t[side].every((g) => g.def.structure || g.damage.length === 0);
  const doomed = [0, 1].map((side) => onlyStructures(side as 0 | 1) && count(t[1 - side]!) > 0);
  if (doomed[0] && doomed[1])
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
