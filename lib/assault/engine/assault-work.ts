import type { AttackContext } from "./attack-context";
import type { Assault } from "./assault";
import { Sequence } from "./sequence";

/**
 * What one answer costs (docs/assault.md#speed), counted from the attack alone, before any pass runs. Each part
 * counts the inner steps of one piece of lib/assault/engine/ (numbers read or added), and `assaultWork` weighs
 * them by a time per step fitted on the 336 bench pools and heavier attacks (scripts/fit-assault-work.ts), in
 * units of about 10 ns of one core of the shared test machine: WORK_LIMIT (100 M) is about 1 s. The API, the
 * page and the previews refuse more with a message; the CLI runs anything.
 */
export const WORK_LIMIT = 100_000_000;

export interface WorkParts {
  /** Passes of playAttack: one per context an answer builds (a step in a state: its tokens, Weakened, Focused),
   * and for rerolls played for the defeat one per (step, state, damage the attacks before can have dealt). */
  readonly passes: number;
  /** Per pass (averaged over the passes): the kept-face graph's nodes and links, walked once per block of eight
   * defence lanes. */
  readonly keptFaces: number;
  /** Per pass: the defender's choices, each reroll choice's rolls per (clipped attack total, defence position). */
  readonly defender: number;
  /** Per pass: the rows of reroll values, per (reroll set within the rerolls, clipped attack total), each built
   * from one die's faces and read per defence position. */
  readonly rows: number;
  /** Per pass: what a pass sets up and reads whatever the rolls (the worth of each outcome, the rows' index). */
  readonly passSetup: number;
  /** Once: the outcome of each (clipped attack total, defence total), each trying every set of surge abilities. */
  readonly outcomes: number;
  /** Once: the condition pass over (attack, total damage, conditions so far, all missed) × outcomes. */
  readonly conditionPass: number;
}

/** Reroll sets of at most `rerolls` dice: count vectors x (x_t ≤ dice of kind t) with Σ x ≤ rerolls. */
function rerollSets(ctx: AttackContext): number {
  const { attackRerolls: ar } = ctx;
  const counts = new Map<number, number>();
  for (const first of ar.firstOfKind) counts.set(first, (counts.get(first) ?? 0) + 1);
  let ways = [1]; // ways[s]: vectors of the kinds so far with sum s
  for (const c of counts.values()) {
    const next = new Array<number>(Math.min(ar.rerolls, ways.length - 1 + c) + 1).fill(0);
    ways.forEach((w, s) => {
      for (let x = 0; x <= c && s + x < next.length; x++) next[s + x]! += w;
    });
    ways = next;
  }
  return ways.reduce((sum, w) => sum + w, 0);
}

function passCost(ctx: AttackContext) {
  const { attackPositions: fa, defensePositions: fd, attackRerolls: ar, defenseChoices: dc } = ctx;
  const dice = fa.dice;
  let rolls = 0;
  for (const r of dc.rerolled) rolls += r.keys.length;
  return {
    // (the graph is walked eight defence lanes at a time: its nodes and links once per block of eight)
    keptFaces: (ar.rerolls > 0 ? ar.faceSets * (dice + 1) : fa.count) * Math.ceil(fd.count / 8),
    defender: ctx.clippedKeys.length * fd.count * rolls,
    rows: ar.rerolls > 0 ? ctx.clippedKeys.length * rerollSets(ctx) * (fd.count + 6) : 0,
    passSetup: ctx.outcomes + ctx.clippedKeys.length * (ar.kindSets + fd.count),
  };
}

export function workParts(a: Assault): WorkParts {
  const seq = new Sequence(a);
  // The contexts an answer can build: each step against a target Weakened or not (after a first attack that can
  // Weaken it), by an attacker Focused or not (after an earlier attack of its own that can Focus it).
  const variants = seq.steps.map((step, k) => {
    const weakened = seq.start.weakened ? [true] : seq.weakenBit !== 0 && k > 0 ? [false, true] : [false];
    const earlier = seq.steps.slice(0, k).some((s) => s.figure === step.figure);
    // (a figure's first attack is Focused when it starts so; a later one when an earlier one can Focus it)
    if (!earlier && (seq.start.focus >> step.figure) & 1) return weakened.map((w) => seq.context(k, w, true));
    const focusable = seq.focusBit !== 0 && earlier;
    return weakened.flatMap((w) => (focusable ? [false, true] : [false]).map((f) => seq.context(k, w, f)));
  });
  const contexts = [...new Set(variants.flat())];
  const ctx = contexts[0]!;
  const maxDamage = Math.max(...contexts.map((c) => (c.outcomes - 1) / c.conditionMasks - 1));
  const choices = contexts.some((c) => c.attackRerolls.rerolls > 0 || c.defenseChoices.masks.length > 1);
  const parts = { keptFaces: 0, defender: 0, rows: 0, passSetup: 0 };
  let passes = 0;
  const add = (c: AttackContext, times: number) => {
    const cost = passCost(c);
    passes += times;
    for (const key of Object.keys(parts) as (keyof typeof parts)[]) parts[key] += (cost[key] * times) / 1;
  };
  // One pass per context playing for damage; with a health played for the defeat, one per (step, its state, damage
  // the attacks before can have dealt): see lib/assault/engine/sequence.ts.
  for (const c of contexts) add(c, 1);
  if (choices && a.health !== null && a.rerollsFor === "defeat")
    variants.forEach((cs, k) => cs.forEach((c) => add(c, Math.min(a.health!, k * maxDamage + 1))));
  // (the parts are per pass: the heaviest context's share of them, times the passes)
  const per = (key: keyof typeof parts) => (passes === 0 ? 0 : parts[key] / passes);
  const span = seq.steps.length * maxDamage + 1;
  const states = 2 * (1 << Math.max(1, ...seq.steps.map((s) => s.figure + 1)));
  return {
    passes,
    keptFaces: per("keptFaces"),
    defender: per("defender"),
    rows: per("rows"),
    passSetup: per("passSetup"),
    outcomes: contexts.reduce((sum, c) => sum + c.clippedKeys.length * c.defenseKeys * c.spend.count, 0),
    conditionPass:
      seq.steps.length * span * (1 << seq.conditionNames.length) * ctx.outcomes * (states > 4 ? states : 1),
  };
}

/**
 * Time per step of each part, in units of 10 ns of one core (WORK_LIMIT = 1 s), fitted by least relative
 * error on the CPU time of 832 attacks (scripts/fit-assault-work.ts: the 336 bench pools in both sweeps and
 * 160 heavier ones) and then raised 1.25x so that attacks over 100 ms are not underestimated (by a median 0.65x,
 * they were): docs/assault.md#speed gives the spread.
 */
export const WORK_WEIGHTS = {
  keptFaces: 1.17,
  defender: 0.14,
  rows: 0.42,
  passSetup: 1,
  outcomes: 0.05,
  conditionPass: 0.017,
  /** Building the contexts and the answer: about 70 µs whatever the attack. */
  call: 6700,
} as const;

export function assaultWork(a: Assault): number {
  const p = workParts(a);
  const w = WORK_WEIGHTS;
  const pass =
    w.keptFaces * p.keptFaces + w.defender * p.defender + w.rows * p.rows + w.passSetup * p.passSetup;
  return p.passes * pass + w.outcomes * p.outcomes + w.conditionPass * p.conditionPass + w.call;
}
