import {
  BLACK_DIE_NO_DIRECT,
  DICE,
  FACES,
  UNITS,
  isRebelFighter,
  leaderDef,
  unitStrength,
  type FaceCounts,
  type UnitDef,
  type UnitId,
} from "@/lib/data";
import type { Scenario, SideSetup, UnitCounts } from "@/lib/scenario/types";
import { startPosition } from "./start-position";
import { ROLE_BY_ID, TYPE_COUNT, packDice, typeIndex, type Battle } from "./battle";
import { CARD_PLAY_CODE, RETREAT_CODE, TARGETING_CODE, retreatParam as retreatParamOf } from "./policy-codes";
import type { RuleMode } from "./rule-mode";
import { targetLists } from "./target-lists";
import { blockRanks, threatTables } from "./threat";
import {
  ATTACKER,
  BITS_PER_FACE,
  COLOUR_BLACK,
  COLOUR_NONE,
  COLOUR_RED,
  DAMAGE_BLACK_SHIFT,
  DAMAGE_LEVELS,
  DAMAGE_SINGLES_SHIFT,
  DEFENDER,
  DICE_SUM_BITS,
  FACE_DIRECT,
  FACE_HIT,
  GROUND,
  ROLE_COUNT,
  ROLE_DEATH_STAR,
  ROLE_DSUC,
  ROLE_SHIELD_BUNKER,
  SPACE,
  sideTheater,
} from "./codes";

function faces(counts: FaceCounts): number[] {
  const out: number[] = [];
  FACES.forEach((face, code) => {
    for (let i = 0; i < counts[face]; i++) out.push(code);
  });
  return out;
}

/** A face of a die of colour `die` (0 red, 1 black, 2 green) as a `Battle.damageCounter` entry. */
function damageCount(face: number, die: number): number {
  if (face === FACE_DIRECT || (face === FACE_HIT && die === 2)) return 1 << DAMAGE_SINGLES_SHIFT;
  if (face === FACE_HIT) return die === 0 ? 1 : 1 << DAMAGE_BLACK_SHIFT;
  return 0;
}

interface GroupSpec {
  side: number;
  def: UnitDef;
  /** Damage of each unit at the start. */
  damage: number[];
  /** Units lethally damaged in the step under way (not in `damage`). */
  lethal: number;
}

/** The groups of one side: its unit types present, and those that may join it (`joining`), with none at the start. */
function sideGroups(
  sideIndex: number,
  setup: SideSetup,
  joining: ReadonlyMap<UnitId, number>,
  lethalCounts: UnitCounts,
): GroupSpec[] {
  const out: GroupSpec[] = [];
  for (const theater of ["space", "ground"] as const) {
    for (const def of UNITS) {
      if (def.theater !== theater) continue;
      const n = setup.units[def.id] ?? 0;
      if (n === 0 && !joining.has(def.id)) continue;
      const damaged = setup.damaged[def.id] ?? [];
      const lethal = lethalCounts[def.id] ?? 0;
      out.push({
        side: sideIndex,
        def,
        damage: Array.from({ length: n - lethal }, (_, i) => damaged[i] ?? 0),
        lethal,
      });
    }
  }
  return out;
}

/**
 * Compiles a scenario into the flat tables of a Battle, for the rule mode `mode` (modes/index.ts picks it: the
 * engine's door exports `compileBattle(scenario)`, which does).
 */
export function compileBattleWith(scenario: Scenario, mode: RuleMode): Battle {
  const { variants } = scenario;
  const joiners = mode.joiners?.(scenario) ?? [];
  const joining = [ATTACKER, DEFENDER].map(
    (side) => new Map(joiners.filter((j) => j.side === side).map((j) => [j.unit, j.most])),
  ) as [Map<UnitId, number>, Map<UnitId, number>];
  const specs = [
    ...sideGroups(ATTACKER, scenario.attacker, joining[0], scenario.inProgress?.attacker.lethal ?? {}),
    ...sideGroups(DEFENDER, scenario.defender, joining[1], scenario.inProgress?.defender.lethal ?? {}),
  ];
  const n = specs.length;
  const u8 = () => new Uint8Array(n);
  const b = {
    side: u8(),
    theater: u8(),
    type: u8(),
    health: u8(),
    colour: u8(),
    red: u8(),
    black: u8(),
    green: u8(),
    structure: u8(),
    capacity: u8(),
    needsTransport: u8(),
    fighter: u8(),
    role: u8(),
    size: new Float64Array(n),
    initialCounts: new Int32Array(n * DAMAGE_LEVELS),
    initialMask: new Int32Array(n),
    groupSize: new Int32Array(n),
    initialLethal: new Int32Array(n),
    maxUnits: new Int32Array(n),
  };
  const rangeStart = new Int32Array(4).fill(0);
  const rangeEnd = new Int32Array(4).fill(0);
  const seen = [false, false, false, false];
  specs.forEach((spec, g) => {
    const def = spec.def;
    if (def.health >= DAMAGE_LEVELS)
      throw new Error(`${def.id}: health ${def.health} is too large for the engine`);
    const theater = def.theater === "space" ? SPACE : GROUND;
    const k = sideTheater(spec.side, theater);
    if (!seen[k]) {
      seen[k] = true;
      rangeStart[k] = g;
    }
    rangeEnd[k] = g + 1;
    b.side[g] = spec.side;
    b.theater[g] = theater;
    b.type[g] = typeIndex(def.id as UnitId);
    b.health[g] = def.health;
    let colour =
      def.healthColour === "red" ? COLOUR_RED : def.healthColour === "black" ? COLOUR_BLACK : COLOUR_NONE;
    if (def.id === "death-star-under-construction" && variants.dsucHealth === "red") colour = COLOUR_RED;
    b.colour[g] = colour;
    b.red[g] = def.red;
    b.black[g] = def.black;
    b.green[g] = def.green;
    b.structure[g] = def.structure ? 1 : 0;
    b.capacity[g] = def.id === "mon-calamari-cruiser" ? variants.monCalCapacity : def.capacity;
    b.needsTransport[g] = def.needsTransport ? 1 : 0;
    b.fighter[g] = isRebelFighter(def) ? 1 : 0;
    b.role[g] = ROLE_BY_ID[def.id as UnitId] ?? 0;
    b.size[g] = def.red + def.black + def.green + def.health * 0.5 + (def.structure ? 0 : 0.01);
    b.groupSize[g] = spec.damage.length + spec.lethal;
    b.initialLethal[g] = spec.lethal;
    b.maxUnits[g] = b.groupSize[g] + (joining[spec.side as 0 | 1].get(def.id as UnitId) ?? 0);
    for (const d of spec.damage) {
      b.initialCounts[g * DAMAGE_LEVELS + d]!++;
      b.initialMask[g]! |= 1 << d;
    }
  });
  // Empty ranges go at the end so loops over them do nothing.
  for (let k = 0; k < 4; k++) if (!seen[k]) rangeStart[k] = rangeEnd[k] = n;

  const sides = [scenario.attacker, scenario.defender] as const;
  const hasLeader = new Uint8Array(2);
  const tacticValue = new Uint8Array(4);
  const targeting = new Uint8Array(2);
  const priorityRank = new Int16Array(2 * TYPE_COUNT).fill(1000);
  const retreatPolicy = new Uint8Array(2);
  const retreatParam = new Float64Array(2);
  const cardPlay = new Uint8Array(2);
  sides.forEach((setup, s) => {
    hasLeader[s] = setup.leaders.length > 0 ? 1 : 0;
    for (const id of setup.leaders) {
      const l = leaderDef(id);
      tacticValue[sideTheater(s, SPACE)] = Math.max(tacticValue[sideTheater(s, SPACE)] ?? 0, l.space);
      tacticValue[sideTheater(s, GROUND)] = Math.max(tacticValue[sideTheater(s, GROUND)] ?? 0, l.ground);
    }
    targeting[s] = TARGETING_CODE[setup.targeting.policy];
    if (setup.targeting.policy === "priority") {
      setup.targeting.order.forEach((id, rank) => {
        priorityRank[s * TYPE_COUNT + typeIndex(id)] = rank;
      });
    }
    retreatPolicy[s] = RETREAT_CODE[setup.retreat.policy];
    retreatParam[s] = retreatParamOf(setup.retreat);
    cardPlay[s] = CARD_PLAY_CODE[setup.cardPlay];
  });

  const blackFaces = variants.blackDie === "no-direct" ? BLACK_DIE_NO_DIRECT : DICE.black;
  const faceTable = Uint8Array.from([...faces(DICE.red), ...faces(blackFaces), ...faces(DICE.green)]);
  const share = (face: number) =>
    Float64Array.from(
      [0, 1, 2],
      (c) => faceTable.subarray(c * 6, c * 6 + 6).filter((f) => f === face).length / 6,
    );

  const typesBySide = sides.map((setup, side) =>
    UNITS.filter((u) => (setup.units[u.id] ?? 0) > 0 || joining[side]!.has(u.id)).map((u) => u.id as UnitId),
  ) as unknown as [UnitId[], UnitId[]];
  const startCount: [Int32Array, Int32Array] = [new Int32Array(TYPE_COUNT), new Int32Array(TYPE_COUNT)];
  const strength2BySide = typesBySide.map((ids) => Int32Array.from(ids, (id) => 2 * unitStrength(id))) as [
    Int32Array,
    Int32Array,
  ];
  const groupOfType = new Int32Array(2 * TYPE_COUNT).fill(-1);
  const initial = {
    inCount: new Int32Array(4),
    colourCount: new Int32Array(12),
    roleCount: new Int32Array(2 * ROLE_COUNT),
    diceSum: new Int32Array(4),
  };
  const red = new Int32Array(4);
  const black = new Int32Array(4);
  const green = new Int32Array(4);
  for (let g = 0; g < n; g++) {
    const side = b.side[g]!;
    const count = b.groupSize[g]!;
    startCount[side as 0 | 1][b.type[g]!] = count;
    groupOfType[side * TYPE_COUNT + b.type[g]!] = g;
    const k = side * 2 + b.theater[g]!;
    initial.inCount[k]! += count;
    initial.colourCount[k * 3 + b.colour[g]!]! += count;
    initial.roleCount[side * ROLE_COUNT + b.role[g]!]! += count;
    red[k]! += count * b.red[g]!;
    black[k]! += count * b.black[g]!;
    green[k]! += count * b.green[g]!;
  }
  for (let k = 0; k < 4; k++) {
    // (MAX_UNITS_IGNORING_LIMITS of every unit type, the most a scenario may hold, stays far below this; a test
    // checks it)
    if (Math.max(red[k]!, black[k]!, green[k]!) >= 1 << DICE_SUM_BITS)
      throw new Error("too many dice for the packed dice sums");
    initial.diceSum[k] = packDice(red[k]!, black[k]!, green[k]!);
  }

  const hitShare = share(FACES.indexOf("hit"));
  const directShare = share(FACES.indexOf("direct"));
  const specialShare = share(FACES.indexOf("special"));
  const shielded = Uint8Array.from(b.role, (r) => (r === ROLE_DEATH_STAR || r === ROLE_DSUC ? 1 : 0));

  const threat = threatTables(b, mode.specialWorth, hitShare, directShare, specialShare);
  return {
    scenario,
    groups: n,
    shielded,
    ...targetLists(b.colour, rangeStart, rangeEnd),
    ...threat,
    blockRank: blockRanks(threat.threat, b.size),
    dsucColour: variants.dsucHealth === "red" ? COLOUR_RED : COLOUR_BLACK,
    hasBunker: b.role.includes(ROLE_SHIELD_BUNKER),
    initial,
    groupOfType,
    typeIndexBySide: [
      Int32Array.from(typesBySide[0].map(typeIndex)),
      Int32Array.from(typesBySide[1].map(typeIndex)),
    ],
    strength2BySide,
    startStrength2: [0, 1].map((side) =>
      typesBySide[side]!.reduce(
        (sum, id, j) => sum + strength2BySide[side]![j]! * startCount[side]![typeIndex(id)]!,
        0,
      ),
    ) as [number, number],
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
    cardPlay,
    mode,
    joins: joiners.length > 0,
    roundCap: scenario.roundCap,
    start: startPosition(scenario),
    deathStarPlans: scenario.deathStarPlans,
    faceTable,
    faceCounter: Int32Array.from(faceTable, (f) => 1 << (BITS_PER_FACE * f)),
    damageCounter: Int32Array.from(faceTable, (f, i) => damageCount(f, Math.floor(i / 6))),
    hitShare,
    directShare,
    specialShare,
    typesBySide,
    startCount,
  };
}
