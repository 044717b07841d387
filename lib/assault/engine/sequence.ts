import { buildAttackContext, type AttackContext, type AttackSides } from "./attack-context";
import { attackersOf, conditionsOf, type Assault } from "./assault";
import { attackSteps, inState, isFocus, isWeaken, type Step } from "./attack-steps";
import { playAttack } from "./single-attack";

/**
 * The attacks of an answer played in turn (docs/assault.md#several-attacks): each step's context in each state it
 * can be played in (the target Weakened or not, its attacker Focused or not), and the chance of each of its
 * outcomes under the reroll policy (`rerollsFor`). Contexts and answers are made as the states are reached.
 */

/** What the outcomes of a context mean across the steps: damage, and the conditions applied as global bits. */
export interface OutcomeInfo {
  readonly damage: Int32Array;
  readonly mask: Int32Array;
}

/**
 * What several answers on the same target may share (the orders of an activation's figures): each attack's context
 * by its numbers, the attack sides the contexts share, and each context's outcomes played for its own damage.
 */
export interface SharedContexts {
  readonly contexts: Map<string, AttackContext>;
  readonly attackSides: AttackSides;
  readonly byDamage: Map<AttackContext, Float64Array>;
}

export const sharedContexts = (): SharedContexts => ({
  contexts: new Map(),
  attackSides: new Map(),
  byDamage: new Map(),
});

/** Weight of one point of damage when two choices give the same chance of defeating the target. */
const DAMAGE_TIE_BREAK = 1e-9;

export class Sequence {
  readonly steps: readonly Step[];
  /** Every condition the steps' surge abilities apply, in order of first listing: bit i is conditionNames[i]. */
  readonly conditionNames: readonly string[];
  /** The bit of a condition that Weakens the target (0: none), and of one that Focuses the attacker. */
  readonly weakenBit: number;
  readonly focusBit: number;
  /** The state of the first step: the conditions the setup starts with. */
  readonly start: { readonly weakened: boolean; readonly focus: number };
  /** Per step: its figure attacks again later, so a Focus it earns carries. */
  private readonly focusCarries: readonly boolean[];
  private readonly contexts: Map<string, AttackContext>;
  private readonly attackSides: AttackSides;
  /** Step k's context by its state ("k,weakened,focused"): the forward pass asks for it in every state it reaches. */
  private readonly byState = new Map<string, AttackContext>();
  private readonly infos = new Map<AttackContext, OutcomeInfo>();
  private readonly byDamage: Map<AttackContext, Float64Array>;
  private readonly defeat = new Map<string, { value: number; answer: Float64Array }>();

  constructor(
    readonly assault: Assault,
    shared: SharedContexts = sharedContexts(),
  ) {
    this.contexts = shared.contexts;
    this.attackSides = shared.attackSides;
    this.byDamage = shared.byDamage;
    this.steps = attackSteps(assault);
    const names: string[] = [];
    for (const step of this.steps)
      for (const s of step.single.attack.surges)
        for (const c of conditionsOf(s)) if (!names.includes(c)) names.push(c);
    this.conditionNames = names;
    const bit = (test: (name: string) => boolean) => {
      const i = names.findIndex(test);
      return i < 0 || this.steps.length < 2 ? 0 : 1 << i;
    };
    this.weakenBit = bit(isWeaken);
    this.focusBit = bit(isFocus);
    // (each attacking figure that starts Focused has its bit)
    const focused = attackersOf(assault).reduce(
      (bits, line, f) => bits | (line.attack.focused ? 1 << f : 0),
      0,
    );
    this.start = { weakened: assault.defense.weakened, focus: focused };
    this.focusCarries = this.steps.map((s, k) => this.steps.slice(k + 1).some((t) => t.figure === s.figure));
  }

  /** Step k's context against a target Weakened or not, by an attacker Focused or not. */
  context(k: number, weakened: boolean, focused: boolean): AttackContext {
    const state = `${k},${weakened},${focused}`;
    const known = this.byState.get(state);
    if (known) return known;
    const single = inState(this.steps[k]!.single, weakened, focused);
    const key = JSON.stringify(single);
    let ctx = this.contexts.get(key);
    if (!ctx) this.contexts.set(key, (ctx = buildAttackContext(single, this.attackSides)));
    this.byState.set(state, ctx);
    return ctx;
  }

  /** Step k's context in a state given by its Focus bits (its own figure's bit counts). */
  contextIn(k: number, weakened: boolean, focus: number): AttackContext {
    return this.context(k, weakened, ((focus >> this.steps[k]!.figure) & 1) === 1);
  }

  info(ctx: AttackContext): OutcomeInfo {
    let known = this.infos.get(ctx);
    if (known) return known;
    const local = ctx.spend.conditionNames.map((n) => 1 << this.conditionNames.indexOf(n));
    const damage = new Int32Array(ctx.outcomes);
    const mask = new Int32Array(ctx.outcomes);
    for (let o = 1; o < ctx.outcomes; o++) {
      damage[o] = Math.floor((o - 1) / ctx.conditionMasks);
      const m = (o - 1) % ctx.conditionMasks;
      local.forEach((b, i) => (mask[o]! |= m & (1 << i) ? b : 0));
    }
    this.infos.set(ctx, (known = { damage, mask }));
    return known;
  }

  /** The state after step k's outcome with conditions `mask`: Weakened stays, a Focus is used or earned. */
  next(k: number, weakened: boolean, focus: number, mask: number): { weakened: boolean; focus: number } {
    const own = 1 << this.steps[k]!.figure;
    let f = focus & ~own;
    if (mask & this.focusBit && this.focusCarries[k]) f |= own;
    return { weakened: weakened || (mask & this.weakenBit) !== 0, focus: f };
  }

  /** The chance of each outcome of step k played after `dealt` damage, the target Weakened or not, `focus` bits. */
  answer(k: number, dealt: number, weakened: boolean, focus: number): Float64Array {
    const ctx = this.contextIn(k, weakened, focus);
    const { health, rerollsFor } = this.assault;
    const choices = ctx.attackRerolls.rerolls > 0 || ctx.defenseChoices.masks.length > 1;
    if (health === null || rerollsFor === "damage" || !choices || dealt >= health) return this.damage(ctx);
    return this.forDefeat(k, dealt, weakened, focus).answer;
  }

  /** Every attack rerolling for its own damage (and the defender against it). */
  private damage(ctx: AttackContext): Float64Array {
    let answer = this.byDamage.get(ctx);
    if (!answer) {
      const worth = Float64Array.from(this.info(ctx).damage);
      this.byDamage.set(ctx, (answer = playAttack(ctx, worth).outcomes));
    }
    return answer;
  }

  /**
   * The chance that the target is defeated by the end when step k is played in this state, with both players
   * rerolling for it from here on (backward induction; ties broken by damage), and step k's outcomes then.
   */
  private forDefeat(k: number, dealt: number, weakened: boolean, focus: number) {
    const key = `${k},${dealt},${weakened ? 1 : 0},${focus}`;
    const known = this.defeat.get(key);
    if (known) return known;
    const health = this.assault.health!;
    const ctx = this.contextIn(k, weakened, focus);
    const { damage, mask } = this.info(ctx);
    const after = new Float64Array(ctx.outcomes);
    for (let o = 0; o < ctx.outcomes; o++) {
      const s = this.next(k, weakened, focus, mask[o]!);
      after[o] = this.valueAfter(k + 1, Math.min(health, dealt + damage[o]!), s.weakened, s.focus);
    }
    const choices = ctx.attackRerolls.rerolls > 0 || ctx.defenseChoices.masks.length > 1;
    let answer: Float64Array;
    if (!choices) answer = this.damage(ctx);
    else {
      const worth = new Float64Array(ctx.outcomes);
      for (let o = 0; o < ctx.outcomes; o++) worth[o] = after[o]! + DAMAGE_TIE_BREAK * damage[o]!;
      answer = playAttack(ctx, worth).outcomes;
    }
    let value = 0;
    for (let o = 0; o < ctx.outcomes; o++) value += answer[o]! * after[o]!;
    const result = { value, answer };
    this.defeat.set(key, result);
    return result;
  }

  /** The chance of a defeat by the end, with step k next (k past the last: whether the damage reached it). */
  private valueAfter(k: number, dealt: number, weakened: boolean, focus: number): number {
    const health = this.assault.health!;
    if (dealt >= health) return 1;
    if (k === this.steps.length) return 0;
    return this.forDefeat(k, dealt, weakened, focus).value;
  }
}
