import {
  BLACK_DIE_NO_DIRECT,
  DICE,
  FACES,
  GROUND_DECK,
  SPACE_DECK,
  SPACE_DECK_TWO_ONSLAUGHT,
  TACTIC_CARD_IDS,
  UNITS,
  leaderDef,
  type DeckList,
  type FaceCounts,
  type UnitDef,
  type UnitId,
} from "@/lib/data";
import type { RetreatPolicy, Scenario, SideSetup, TargetingPolicy } from "@/lib/scenario/types";
import { ATTACKER, COLOUR_BLACK, COLOUR_NONE, COLOUR_RED, DEFENDER, GROUND, SPACE, st } from "./codes";

export const TARGET_THREAT = 0;
export const TARGET_MAX_KILLS = 1;
export const TARGET_BIGGEST = 2;
export const TARGET_PRIORITY = 3;

export const RETREAT_NEVER = 0;
export const RETREAT_AFTER_ROUND = 1;
export const RETREAT_OUTGUNNED = 2;
export const RETREAT_LOSING_UNITS = 3;

/** Per-unit special roles the rules single out. */
export const ROLE_NONE = 0;
export const ROLE_DEATH_STAR = 1;
export const ROLE_DSUC = 2;
export const ROLE_ION_CANNON = 3;
export const ROLE_SHIELD_GENERATOR = 4;
export const ROLE_SHIELD_BUNKER = 5;
export const ROLE_INTERDICTOR = 6;
export const ROLE_TRANSPORT = 7;
export const ROLE_TURRET = 8;
export const ROLE_COUNT = 9;

const ROLE_BY_ID: Partial<Record<UnitId, number>> = {
  "death-star": ROLE_DEATH_STAR,
  "death-star-under-construction": ROLE_DSUC,
  "ion-cannon": ROLE_ION_CANNON,
  "shield-generator": ROLE_SHIELD_GENERATOR,
  "shield-bunker": ROLE_SHIELD_BUNKER,
  interdictor: ROLE_INTERDICTOR,
  "rebel-transport": ROLE_TRANSPORT,
  "golan-arms-turret": ROLE_TURRET,
};

/**
 * A scenario compiled once into flat typed arrays: one slot per physical unit, grouped by
 * (side, theater) so each group is a contiguous range. Read-only during simulation.
 */
export interface Battle {
  readonly scenario: Scenario;
  readonly slots: number;
  readonly side: Uint8Array;
  readonly theater: Uint8Array;
  readonly type: Uint8Array;
  readonly health: Uint8Array;
  readonly colour: Uint8Array;
  readonly red: Uint8Array;
  readonly black: Uint8Array;
  readonly green: Uint8Array;
  readonly structure: Uint8Array;
  readonly capacity: Uint8Array;
  readonly needsTransport: Uint8Array;
  readonly fighter: Uint8Array;
  readonly role: Uint8Array;
  readonly initialDamage: Uint8Array;
  /** A fixed size measure (dice + health) used by `biggest-first`, blocks and retreat choices. */
  readonly size: Float64Array;
  /** Range [rangeStart[st], rangeEnd[st]) of slots for st(side, theater). */
  readonly rangeStart: Int32Array;
  readonly rangeEnd: Int32Array;
  /** Which side (0 attacker, 1 defender) is the Empire. */
  readonly empire: number;
  readonly rebel: number;
  readonly hasLeader: Uint8Array;
  /** Best tactic value, indexed st(side, theater). */
  readonly tacticValue: Uint8Array;
  readonly targeting: Uint8Array;
  /** For the priority policy: rank of each unit type per side (index side * typeCount + type); lower first. */
  readonly priorityRank: Int16Array;
  readonly retreatPolicy: Uint8Array;
  readonly retreatParam: Float64Array;
  readonly playsCards: Uint8Array;
  readonly tactics: boolean;
  readonly roundCap: number;
  readonly deathStarPlans: boolean;
  /** Face of each side of each die colour: index colour * 6 + side (0 red, 1 black, 2 green). */
  readonly faceTable: Uint8Array;
  /** Share of each die colour's sides showing a hit / direct hit / special (index = colour). */
  readonly hitShare: Float64Array;
  readonly directShare: Float64Array;
  readonly specialShare: Float64Array;
  /** The card codes of each deck, in list order, indexed by theater. */
  readonly decks: readonly [Uint8Array, Uint8Array];
  /** Unit types present on each side (for per-type statistics), in UNITS order. */
  readonly typesBySide: readonly [readonly UnitId[], readonly UnitId[]];
  readonly startCount: readonly [Int32Array, Int32Array];
  /** First slot of each (side, unit type), index side * TYPE_COUNT + type (-1: none). */
  readonly firstSlotOfType: Int32Array;
  /** Type index of each entry of typesBySide. */
  readonly typeIndexBySide: readonly [Int32Array, Int32Array];
  /** 0, 1, …, slots − 1: the starting order of BattleState.members. */
  readonly identity: Int32Array;
  /** Starting values of the BattleState running totals. */
  readonly initial: {
    readonly inCount: Int32Array;
    readonly colourCount: Int32Array;
    readonly roleCount: Int32Array;
    readonly diceSum: Int32Array;
  };
}

export const TYPE_COUNT = UNITS.length;
const TYPE_INDEX = new Map<string, number>(UNITS.map((u, i) => [u.id, i]));

export function typeIndex(id: UnitId): number {
  return TYPE_INDEX.get(id) ?? -1;
}

function faces(counts: FaceCounts): number[] {
  const out: number[] = [];
  FACES.forEach((face, code) => {
    for (let i = 0; i < counts[face]; i++) out.push(code);
  });
  return out;
}

function deckCodes(list: DeckList): Uint8Array {
  const codes: number[] = [];
  TACTIC_CARD_IDS.forEach((id, code) => {
    for (let i = 0; i < (list[id] ?? 0); i++) codes.push(code);
  });
  return Uint8Array.from(codes);
}

function targetingCode(t: TargetingPolicy): number {
  switch (t.policy) {
    case "threat":
      return TARGET_THREAT;
    case "max-kills":
      return TARGET_MAX_KILLS;
    case "biggest-first":
      return TARGET_BIGGEST;
    case "priority":
      return TARGET_PRIORITY;
  }
}

function retreatCode(r: RetreatPolicy): [number, number] {
  switch (r.policy) {
    case "never":
      return [RETREAT_NEVER, 0];
    case "after-round":
      return [RETREAT_AFTER_ROUND, r.round];
    case "when-outgunned":
      return [RETREAT_OUTGUNNED, r.ratio];
    case "when-losing-units":
      return [RETREAT_LOSING_UNITS, r.below];
  }
}

interface SlotSpec {
  side: number;
  def: UnitDef;
  damage: number;
}

function sideSlots(sideIndex: number, setup: SideSetup): SlotSpec[] {
  const out: SlotSpec[] = [];
  for (const theater of ["space", "ground"] as const) {
    for (const def of UNITS) {
      if (def.theater !== theater) continue;
      const n = setup.units[def.id] ?? 0;
      const damaged = setup.damaged[def.id] ?? [];
      for (let i = 0; i < n; i++) out.push({ side: sideIndex, def, damage: damaged[i] ?? 0 });
    }
  }
  return out;
}

export function compileBattle(scenario: Scenario): Battle {
  const { variants } = scenario;
  const specs = [...sideSlots(ATTACKER, scenario.attacker), ...sideSlots(DEFENDER, scenario.defender)];
  const n = specs.length;
  const u8 = () => new Uint8Array(n);
  const b = {
    side: u8(), theater: u8(), type: u8(), health: u8(), colour: u8(), red: u8(), black: u8(), green: u8(),
    structure: u8(), capacity: u8(), needsTransport: u8(), fighter: u8(), role: u8(), initialDamage: u8(),
    size: new Float64Array(n),
  };
  const rangeStart = new Int32Array(4).fill(0);
  const rangeEnd = new Int32Array(4).fill(0);
  const seen = [false, false, false, false];
  specs.forEach((spec, i) => {
    const def = spec.def;
    const theater = def.theater === "space" ? SPACE : GROUND;
    const k = st(spec.side, theater);
    if (!seen[k]) {
      seen[k] = true;
      rangeStart[k] = i;
    }
    rangeEnd[k] = i + 1;
    b.side[i] = spec.side;
    b.theater[i] = theater;
    b.type[i] = typeIndex(def.id as UnitId);
    b.health[i] = def.health;
    let colour = def.healthColour === "red" ? COLOUR_RED : def.healthColour === "black" ? COLOUR_BLACK : COLOUR_NONE;
    if (def.id === "death-star-under-construction" && variants.dsucHealth === "red") colour = COLOUR_RED;
    b.colour[i] = colour;
    b.red[i] = def.red;
    b.black[i] = def.black;
    b.green[i] = def.green;
    b.structure[i] = def.structure ? 1 : 0;
    b.capacity[i] = def.id === "mon-calamari-cruiser" ? variants.monCalCapacity : def.capacity;
    b.needsTransport[i] = def.needsTransport ? 1 : 0;
    b.fighter[i] = def.faction === "rebel" && def.theater === "space" && def.healthColour === "black" ? 1 : 0;
    b.role[i] = ROLE_BY_ID[def.id as UnitId] ?? 0;
    b.initialDamage[i] = spec.damage;
    b.size[i] = def.red + def.black + def.green + def.health * 0.5 + (def.structure ? 0 : 0.01);
  });
  // Empty groups get an empty range at the end so loops over them do nothing.
  for (let k = 0; k < 4; k++) if (!seen[k]) rangeStart[k] = rangeEnd[k] = n;

  const sides = [scenario.attacker, scenario.defender] as const;
  const hasLeader = new Uint8Array(2);
  const tacticValue = new Uint8Array(4);
  const targeting = new Uint8Array(2);
  const priorityRank = new Int16Array(2 * TYPE_COUNT).fill(1000);
  const retreatPolicy = new Uint8Array(2);
  const retreatParam = new Float64Array(2);
  const playsCards = new Uint8Array(2);
  sides.forEach((setup, s) => {
    hasLeader[s] = setup.leaders.length > 0 ? 1 : 0;
    for (const id of setup.leaders) {
      const l = leaderDef(id);
      tacticValue[st(s, SPACE)] = Math.max(tacticValue[st(s, SPACE)] ?? 0, l.space);
      tacticValue[st(s, GROUND)] = Math.max(tacticValue[st(s, GROUND)] ?? 0, l.ground);
    }
    targeting[s] = targetingCode(setup.targeting);
    if (setup.targeting.policy === "priority") {
      setup.targeting.order.forEach((id, rank) => {
        priorityRank[s * TYPE_COUNT + typeIndex(id)] = rank;
      });
    }
    const [code, param] = retreatCode(setup.retreat);
    retreatPolicy[s] = code;
    retreatParam[s] = param;
    playsCards[s] = setup.cardPlay === "smart" ? 1 : 0;
  });

  const blackFaces = variants.blackDie === "no-direct" ? BLACK_DIE_NO_DIRECT : DICE.black;
  const faceTable = Uint8Array.from([...faces(DICE.red), ...faces(blackFaces), ...faces(DICE.green)]);
  const share = (face: number) =>
    Float64Array.from([0, 1, 2], (c) => faceTable.subarray(c * 6, c * 6 + 6).filter((f) => f === face).length / 6);
  const spaceDeck = variants.spaceDeck === "two-onslaught" ? SPACE_DECK_TWO_ONSLAUGHT : SPACE_DECK;

  const typesBySide = sides.map((setup) =>
    UNITS.filter((u) => (setup.units[u.id] ?? 0) > 0).map((u) => u.id as UnitId),
  ) as unknown as [UnitId[], UnitId[]];
  const startCount: [Int32Array, Int32Array] = [new Int32Array(TYPE_COUNT), new Int32Array(TYPE_COUNT)];
  for (let i = 0; i < n; i++) {
    const counts = startCount[b.side[i] as 0 | 1];
    counts[b.type[i]!] = (counts[b.type[i]!] ?? 0) + 1;
  }

  const firstSlotOfType = new Int32Array(2 * TYPE_COUNT).fill(-1);
  for (let i = n - 1; i >= 0; i--) firstSlotOfType[b.side[i]! * TYPE_COUNT + b.type[i]!] = i;
  const initial = {
    inCount: new Int32Array(4),
    colourCount: new Int32Array(12),
    roleCount: new Int32Array(2 * ROLE_COUNT),
    diceSum: new Int32Array(12),
  };
  for (let i = 0; i < n; i++) {
    const k = b.side[i]! * 2 + b.theater[i]!;
    initial.inCount[k]!++;
    initial.colourCount[k * 3 + b.colour[i]!]!++;
    initial.roleCount[b.side[i]! * ROLE_COUNT + b.role[i]!]!++;
    initial.diceSum[k * 3]! += b.red[i]!;
    initial.diceSum[k * 3 + 1]! += b.black[i]!;
    initial.diceSum[k * 3 + 2]! += b.green[i]!;
  }

  return {
    scenario,
    slots: n,
    initial,
    identity: Int32Array.from({ length: n }, (_, i) => i),
    firstSlotOfType,
    typeIndexBySide: [Int32Array.from(typesBySide[0].map(typeIndex)), Int32Array.from(typesBySide[1].map(typeIndex))],
    ...b,
    rangeStart,
    rangeEnd,
    empire: scenario.attacker.faction === "empire" ? ATTACKER : DEFENDER,
    rebel: scenario.attacker.faction === "empire" ? DEFENDER : ATTACKER,
    hasLeader,
    tacticValue,
    targeting,
    priorityRank,
    retreatPolicy,
    retreatParam,
    playsCards,
    tactics: scenario.tactics === "base",
    roundCap: scenario.roundCap,
    deathStarPlans: scenario.deathStarPlans,
    faceTable,
    hitShare: share(FACES.indexOf("hit")),
    directShare: share(FACES.indexOf("direct")),
    specialShare: share(FACES.indexOf("special")),
    decks: [deckCodes(spaceDeck), deckCodes(GROUND_DECK)],
    typesBySide,
    startCount,
  };
}
