import {
  ATTACK_DICE,
  ATTACK_DIE_NAMES,
  DEFENSE_DICE,
  DEFENSE_DIE_NAMES,
  type AttackDie,
  type AttackFace,
  type DefenseFace,
} from "./dice";
import {
  convolve,
  faceGroups,
  facePositions,
  type Distribution,
  type FaceGroup,
  totalPositions,
  type Positions,
} from "./pool";
import { attackRerolls, type AttackRerolls } from "./attack-rerolls";
import type { Assault } from "./assault";
import { appliedConditions, buildSpendTable, chooseSpend, type SpendTable } from "./surge-spend";

/**
 * Everything about one attack that does not depend on the question asked (docs/assault.md#engine): key
 * layouts, the positions each side can roll, reroll choices, and the outcome of every (attack, defence) total
 * after modifiers, surge spending, accuracy and blocks. Built once per attack, read by the policy passes.
 */
export interface AttackContext {
  readonly assault: Assault;
  readonly spend: SpendTable;
  /** The flat modifiers this attack adds, power tokens included when they are spent on it. */
  readonly mods: Modifiers;
  /** The condition bit the surges buy first ("play for Stun"), or 0 for damage first. */
  readonly playFor: number;
  /** Attack key = (damage · aN + accuracy) · sN + surge; defence key = (block · eN + evade) · oN + dodge. */
  readonly aN: number;
  readonly sN: number;
  readonly attackKeys: number;
  readonly eN: number;
  readonly oN: number;
  readonly defenseKeys: number;
  /** Attack key with accuracy and surges cut where more cannot matter (same layout). */
  readonly clip: Int32Array;
  /** The clipped attack keys in order, and each one's place in that list (-1 for a key that is not clipped). */
  readonly clippedKeys: Int32Array;
  readonly clippedIndex: Int32Array;
  readonly attackPositions: Positions;
  /** Kind of each attack die as positions list them (dice of one kind side by side). */
  readonly attackKinds: readonly number[];
  readonly defensePositions: Positions;
  /** The totals the defence dice can show (every kept total plus a rerolled one is one of them). */
  readonly defenseTotals: Int32Array;
  readonly attackRerolls: AttackRerolls;
  readonly defenseChoices: Choices;
  /** Outcome index: 0 = miss, 1 + damage · conditionMasks + mask otherwise. */
  readonly conditionMasks: number;
  readonly outcomes: number;
  readonly outcomeOf: Int32Array;
}

/** The defender's reroll choices: die masks with at most `rerolls` dice (fewest first), and what each rerolls. */
export interface Choices {
  readonly masks: Int32Array;
  readonly rerolled: readonly Distribution[];
}

function choices(dice: readonly (readonly FaceGroup[])[], rerolls: number, size: number): Choices {
  const bits = (mask: number) => {
    let n = 0;
    for (let m = mask; m; m >>>= 1) n += m & 1;
    return n;
  };
  // Fewer dice first (a tie keeps the fewer rerolls), then in die order.
  const masks = Array.from({ length: 1 << dice.length }, (_, mask) => mask)
    .filter((mask) => bits(mask) <= rerolls)
    .sort((x, y) => bits(x) - bits(y) || x - y);
  const rerolled = masks.map((mask) =>
    convolve(
      dice.filter((_, i) => (mask & (1 << i)) !== 0),
      size,
    ),
  );
  return { masks: Int32Array.from(masks), rerolled };
}

/** Flat +damage, +surge, +block and +evade of one attack, and the evade a Weakened target loses. */
export interface Modifiers {
  readonly damage: number;
  readonly surge: number;
  readonly block: number;
  readonly evade: number;
  readonly evadeLost: number;
}

/**
 * The modifiers of one attack: the side's numbers, plus each side's power token spent on it (the first of its
 * lists: a context is one attack; a token adds exactly what the same +1 modifier adds:
 * docs/assault.md#power-tokens).
 */
export function modifiers(assault: Assault): Modifiers {
  const { attack, defense } = assault;
  const a = attack.powerTokens[0] ?? null;
  const d = defense.powerTokens[0] ?? null;
  return {
    damage: attack.damage + (a === "damage" ? 1 : 0),
    surge: attack.surge + (a === "surge" ? 1 : 0),
    block: defense.block + (d === "block" ? 1 : 0),
    evade: defense.evade + (d === "evade" ? 1 : 0),
    // (the Weakened condition card: −1 evade while defending; a negative symbol cancels a positive one, no more)
    evadeLost: defense.weakened ? 1 : 0,
  };
}

/**
 * The attacker's half of a context: its keys, the positions it can roll, its reroll choices and the clipping. It
 * depends only on the dice, the rerolls, the accuracy needed and the surges that can matter, so the contexts of one
 * step against a target Weakened or not share it, and with it their graph of kept faces (kept-faces.ts).
 */
type AttackSide = Pick<
  AttackContext,
  | "aN"
  | "sN"
  | "attackKeys"
  | "clip"
  | "clippedKeys"
  | "clippedIndex"
  | "attackPositions"
  | "attackKinds"
  | "attackRerolls"
> & { readonly dN: number };

/** Attack sides by what makes them (`buildAttackContext`'s `sides`). */
export type AttackSides = Map<string, AttackSide>;

function attackSide(
  attackDice: readonly AttackDie[],
  rerolls: number,
  accuracyNeed: number,
  surgeCap: number,
): AttackSide {
  const aDice = attackDice.map((c) => ATTACK_DICE[c]);
  const max = (f: (x: AttackFace) => number) => aDice.reduce((sum, die) => sum + Math.max(...die.map(f)), 0);
  const dN = max((f) => f.damage) + 1;
  const aN = max((f) => f.accuracy) + 1;
  const sN = max((f) => f.surge) + 1;
  const attackKeys = dN * aN * sN;
  const aGroups = aDice.map((die) => faceGroups(die.map((f) => (f.damage * aN + f.accuracy) * sN + f.surge)));
  const clip = new Int32Array(attackKeys);
  for (let k = 0; k < attackKeys; k++) {
    const s = k % sN;
    const a = Math.floor(k / sN) % aN;
    const d = Math.floor(k / (sN * aN));
    clip[k] = (d * aN + Math.min(a, accuracyNeed)) * sN + Math.min(s, surgeCap);
  }
  const clippedIndex = new Int32Array(attackKeys).fill(-1);
  const clippedKeys = Int32Array.from(new Set(clip)).sort();
  clippedKeys.forEach((key, i) => (clippedIndex[key] = i));
  const attackKinds = attackDice.map((c) => ATTACK_DIE_NAMES.indexOf(c));
  const attackPositions =
    rerolls > 0
      ? facePositions(aGroups, attackKinds)
      : totalPositions(convolve(aGroups, attackKeys), (k) => clip[k]!);
  return {
    dN,
    aN,
    sN,
    attackKeys,
    clip,
    clippedKeys,
    clippedIndex,
    attackPositions,
    attackKinds,
    attackRerolls: attackRerolls(aGroups, attackKinds, rerolls),
  };
}

/**
 * The context of one attack (`assault.attacks` is not read): the tokens spent on it are the first of each side's
 * list (lib/assault/engine/attack-steps.ts makes one such attack per step of an activation). `sides`: attack sides
 * other contexts made, to share.
 */
export function buildAttackContext(assault: Assault, sides: AttackSides = new Map()): AttackContext {
  const { attack, defense } = assault;
  const mods = modifiers(assault);
  // Dice of one kind side by side: positions enumerate each kind's faces as a multiset.
  const attackDice = [...attack.dice].sort(
    (x, y) => ATTACK_DIE_NAMES.indexOf(x) - ATTACK_DIE_NAMES.indexOf(y),
  );
  const defenseDice = [...defense.dice].sort(
    (x, y) => DEFENSE_DIE_NAMES.indexOf(x) - DEFENSE_DIE_NAMES.indexOf(y),
  );
  const dDice = defenseDice.map((c) => DEFENSE_DICE[c]);
  const max = (f: (x: DefenseFace) => number) => dDice.reduce((sum, die) => sum + Math.max(...die.map(f)), 0);
  const bN = max((f) => f.block) + 1;
  const eN = max((f) => f.evade) + 1;
  const oN = max((f) => f.dodge) + 1;
  const defenseKeys = bN * eN * oN;
  const dGroups = dDice.map((die) => faceGroups(die.map((f) => (f.block * eN + f.evade) * oN + f.dodge)));

  const spend = buildSpendTable(attack.surges);
  const accuracyNeed = assault.range === null ? 0 : Math.max(0, assault.range - attack.accuracy);
  const surgeCap = spend.totalCost + (eN - 1) + mods.evade;
  const sideKey = `${attackDice.join()} ${attack.rerolls} ${accuracyNeed} ${surgeCap}`;
  let side = sides.get(sideKey);
  if (!side) sides.set(sideKey, (side = attackSide(attackDice, attack.rerolls, accuracyNeed, surgeCap)));
  const { dN, ...attackFields } = side;

  const defenseDist = convolve(dGroups, defenseKeys);
  const defenseKinds = defenseDice.map((c) => DEFENSE_DIE_NAMES.indexOf(c));
  const defensePositions =
    defense.rerolls > 0 ? facePositions(dGroups, defenseKinds) : totalPositions(defenseDist, (k) => k);

  const conditionMasks = 1 << spend.conditionNames.length;
  const maxDamage = dN - 1 + mods.damage + attack.surges.reduce((sum, a) => sum + (a.damage ?? 0), 0);
  const playFor = attack.playFor === null ? -1 : spend.conditionNames.indexOf(attack.playFor);
  const outcomeOf = new Int32Array(side.clippedKeys.length * defenseKeys).fill(-1);
  return {
    assault,
    spend,
    mods,
    playFor: playFor < 0 ? 0 : 1 << playFor,
    ...attackFields,
    eN,
    oN,
    defenseKeys,
    defensePositions,
    defenseTotals: defenseDist.keys,
    defenseChoices: choices(dGroups, defense.rerolls, defenseKeys),
    conditionMasks,
    outcomes: 1 + (maxDamage + 1) * conditionMasks,
    outcomeOf,
  };
}

/**
 * The outcome of the clipped attack total `clippedKeys[clipped]` against a defence total: modifiers (each evade cancels a surge, a
 * dodge is a miss unless the defender cannot dodge), surge spending, accuracy, then damage − (blocks − pierce).
 */
export function outcomeIndex(ctx: AttackContext, clipped: number, defenseKey: number): number {
  const at = clipped * ctx.defenseKeys + defenseKey;
  const known = ctx.outcomeOf[at]!;
  if (known >= 0) return known;
  const attackKey = ctx.clippedKeys[clipped]!;
  const { attack, defense, range } = ctx.assault;
  const mods = ctx.mods;
  const dodge = defenseKey % ctx.oN;
  const evade = Math.floor(defenseKey / ctx.oN) % ctx.eN;
  const block = Math.floor(defenseKey / (ctx.oN * ctx.eN));
  const surge = attackKey % ctx.sN;
  const accuracy = Math.floor(attackKey / ctx.sN) % ctx.aN;
  const damage = Math.floor(attackKey / (ctx.sN * ctx.aN));
  let result = 0;
  if (dodge === 0 || defense.noDodge) {
    const evades = Math.max(0, evade + mods.evade - mods.evadeLost);
    const surges = Math.max(0, surge + mods.surge - evades);
    const short = range === null ? 0 : Math.max(0, range - attack.accuracy - accuracy);
    // Pierce from the attack's modifiers and from surges both ignore blocks.
    const blocks = block + mods.block - attack.pierce;
    const set = chooseSpend(ctx.spend, surges, short, damage + mods.damage, blocks, ctx.playFor);
    if (set >= 0) {
      const t = ctx.spend;
      const dealt = Math.max(0, damage + mods.damage + t.damage[set]! - Math.max(0, blocks - t.pierce[set]!));
      result = 1 + dealt * ctx.conditionMasks + appliedConditions(t, set, dealt);
    }
  }
  ctx.outcomeOf[at] = result;
  return result;
}
