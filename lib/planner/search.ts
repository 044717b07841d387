import { wilson } from "@/lib/engine";
import { fewestAdditions } from "./additions";
import { ForceEvaluator } from "./force-evaluator";
import { KnownForces } from "./known-forces";
import {
  MAX_LATTICE,
  below,
  buildLattice,
  forceOf,
  legal,
  level,
  levelPoints,
  type Lattice,
  type Point,
} from "./lattice";
import type { Additions, Plan, PlanInput, PlanProgress, PlanResult } from "./types";
import { resolveScenario } from "@/lib/results/auto-goal";

/** Plans reported: the smallest few (the level that reaches this many is finished, then the list cut). */
export const MAX_PLANS = 5;
/**
 * Trials a force is screened with, in turn, until it is clearly above or below the target (a force's run is
 * continued, not repeated, so a fine schedule costs nothing: a force costs the trials it finally needed).
 */
export const SCREEN_TRIALS = [30, 100, 200, 400, 800, 1600, 3200, 6400, 12800] as const;
/** At most this many screening trials when growing a losing force or trimming the pool. */
const GROW_TRIALS = 1600;
/** "Clearly" above or below: outside the score interval at this many standard errors (one-sided 0.13%). */
const Z = 3;

function bounds(wins: number, n: number): { low: number; high: number } {
  const p = wins / n;
  const z2 = Z * Z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { low: center - half, high: center + half };
}

export class PlanError extends Error {}

/**
 * The smallest forces from a pool that reach a target chance to win (the planner, docs/planner.md).
 *
 * A plan is minimal: removing any unit, or any of its leaders, brings it below the target. The search leans
 * on the chance rising with every unit added (lattice.ts), so one losing force rules out everything below
 * it and one winning force everything above it:
 *  1. the whole pool must reach the target (else there is no plan);
 *  2. a greedy descent from the whole pool (drop whichever unit costs least) suggests how few units can do;
 *  3. from there, level by level downwards (a level: forces of one size), find the lowest level holding a
 *     winning force. A losing force is first grown to a largest losing force above it, which rules out its
 *     whole down-set at once; strong forces are tried first, so a level that has a winner shows it early;
 *  4. level by level upwards from that one, every force not already ruled in or out is tried: the winners
 *     whose every one-smaller force loses are the plans; stop once a level brings the count to MAX_PLANS.
 * Forces are screened with few trials first (SCREEN_TRIALS, the same random numbers for all) and only those
 * not clearly losing are run at the full `trials`, whose estimate decides and is what a plan shows.
 * A generator: it yields its progress after each force it settles, so a worker can report and stop it.
 */
export function* planSearch(input: PlanInput): Generator<PlanProgress, PlanResult> {
  const { side, target, trials: T, seed } = input;
  // (`auto` is resolved once, on the whole pool's first battles: every force is measured on that goal)
  const { scenario } = resolveScenario(input.scenario, seed, T);
  const lattice = buildLattice(scenario, side, { inSystem: input.inSystem === true });
  if (lattice.size > MAX_LATTICE)
    throw new PlanError(
      `the pool has ${lattice.size.toLocaleString("en-US")} sub-forces to choose from; the planner handles at most ${MAX_LATTICE.toLocaleString("en-US")} (fewer unit types or fewer of each)`,
    );
  const ev = new ForceEvaluator(scenario, side, lattice, seed);
  const screens = SCREEN_TRIALS.filter((n) => n < T);
  const known = new KnownForces(lattice);
  const plans: Point[] = [];
  let stage = "Checking the whole pool";
  let fraction = 0;
  const progress = (): PlanProgress => ({
    stage,
    fraction,
    forcesTried: ev.forcesTried,
    plansFound: plans.length,
  });

  /** Screens `p`: "below" / "above" the target clearly, or "unsure"; with its estimate. */
  const screen = (p: Point, upTo: number) => {
    let p0 = 0;
    for (const n of screens) {
      if (n > upTo) break;
      const c = ev.count(p, n);
      p0 = c.wins / c.trials;
      const b = bounds(c.wins, c.trials);
      if (b.high < target) return { verdict: "below" as const, p: p0 };
      if (b.low >= target) return { verdict: "above" as const, p: p0 };
    }
    return { verdict: "unsure" as const, p: p0 };
  };
  /** Whether `p` reaches the target: screened, then decided at the full trials. */
  const reaches = (p: Point) => screen(p, Infinity).verdict !== "below" && ev.count(p, T).wins / T >= target;

  /** The largest losing force above a losing `p`, adding the weakest units first (rules out the most). */
  const growLosing = (start: Point): Point => {
    let p = start;
    const order = lattice.types.map((_, i) => i).sort((a, b) => lattice.strength[a]! - lattice.strength[b]!);
    for (const i of order) {
      while (p.counts[i]! < lattice.max[i]!) {
        const counts = [...p.counts];
        counts[i]!++;
        const q = { counts, leader: p.leader };
        if (known.wins(q)) break;
        if (!known.loses(q) && screen(q, GROW_TRIALS).verdict !== "below") break;
        p = q;
      }
    }
    for (let o = 0; o < lattice.leaderOptions.length; o++) {
      if (o === p.leader || !lattice.leaderLeq[p.leader * lattice.leaderOptions.length + o]) continue;
      const q = { counts: p.counts, leader: o };
      if (known.wins(q)) continue;
      if (known.loses(q) || screen(q, GROW_TRIALS).verdict === "below") p = q;
    }
    return p;
  };

  // 1. The whole pool, with its best leaders.
  const L = lattice.leaderOptions.length;
  let top = 0;
  for (let o = 0; o < L; o++) if (lattice.leaderLeq[top * L + o]) top = o;
  const whole: Point = { counts: [...lattice.max], leader: top };
  const wholeWins = ev.count(whole, T).wins;
  const wholeEstimate = wilson(wholeWins, T);
  const finish = (found: Point[], additions?: Additions | null): PlanResult => {
    const list = found
      .map((p): Plan => {
        // (screening never runs past T, so this is exactly the first T trials)
        const wins = ev.count(p, T).wins;
        const { p: chance, low, high } = wilson(wins, T);
        return { ...forceOf(lattice, p), p: chance, low, high, wins, trials: T };
      })
      .sort((a, b) => units(a) - units(b) || b.p - a.p || a.leaders.length - b.leaders.length)
      .slice(0, MAX_PLANS);
    return {
      side,
      target,
      leaderKept: side === "attacker" && scenario.attacker.leaders.length > 0,
      transport: lattice.transport,
      pool: forceOf(lattice, whole),
      plans: list,
      whole: { p: wholeEstimate.p, low: wholeEstimate.low, high: wholeEstimate.high },
      trials: T,
      seed,
      forcesTried: ev.forcesTried,
      battles: ev.battles,
      ...(additions === undefined ? {} : { additions }),
    };
  };
  if (wholeWins / T < target) {
    // A dead end says what would reach the target (docs/answer-first.md#on-a-phone): the fewest units to add, within the limits.
    stage = "Looking for the fewest units to add";
    const adding = fewestAdditions(scenario, side, target, T, seed, input.inSystem === true);
    for (;;) {
      const step = adding.next();
      if (step.done) return finish([], step.value);
      fraction = step.value;
      yield progress();
    }
  }
  known.addWinning(whole);
  fraction = 0.05;
  yield progress();

  // 2. Greedy descent: a guess at how small a winning force can be.
  stage = "Trimming the pool";
  let current = whole;
  for (;;) {
    let best: Point | null = null;
    let bestP = -1;
    const steps: Point[] = [];
    current.counts.forEach((c, i) => {
      if (c === 0 || level(current) === 1) return;
      const counts = [...current.counts];
      counts[i]!--;
      steps.push({ counts, leader: current.leader });
    });
    for (const o of lattice.leaderOptions[current.leader]!.drops)
      steps.push({ counts: current.counts, leader: o });
    for (const q of steps) {
      if (known.loses(q)) continue;
      const s = screen(q, GROW_TRIALS);
      if (s.verdict === "below") known.addLosing(q);
      else if (s.p > bestP) {
        best = q;
        bestP = s.p;
      }
    }
    if (!best) break;
    current = best;
    fraction = 0.05 + 0.15 * (1 - level(current) / lattice.poolUnits);
    yield progress();
  }
  const guess = level(current);

  // 3. The lowest level with a winning force. Here a force screened clearly above the target is taken as
  // winning without the full run: it only says "look one level lower"; step 4 decides every plan at T.
  let k = guess - 1;
  for (; k >= 1; k--) {
    stage = `Looking for a winning force of ${k} unit${k === 1 ? "" : "s"}`;
    let found = false;
    const points = levelPoints(lattice, k, true);
    for (const [i, p] of points.entries()) {
      if (known.loses(p)) continue;
      const s = known.wins(p) ? "above" : screen(p, Infinity).verdict;
      if (s === "above" || (s === "unsure" && ev.count(p, T).wins / T >= target)) {
        found = true;
        break;
      }
      known.addLosing(growLosing(p));
      fraction = 0.2 + 0.2 * (i / points.length);
      yield progress();
    }
    if (!found) break;
  }
  const lowest = k + 1;

  // 4. Upwards from there: every force whose one-smaller forces all lose, and which wins, is a plan.
  for (let size = lowest; size <= lattice.poolUnits; size++) {
    stage = `Checking every force of ${size} unit${size === 1 ? "" : "s"}`;
    const points = lattice.transport
      ? byLeaders(lattice, levelPoints(lattice, size))
      : levelPoints(lattice, size);
    for (const [i, p] of points.entries()) {
      if (lattice.transport) {
        // Only forces whose ships carry their riders: a plan is a legal winner with no legal winner below
        // it. Every such smaller winner came earlier (lower levels, then weaker leaders first) and is a plan
        // or lies above one, so comparing with the plans found is enough.
        if (!legal(lattice, p) || plans.some((q) => below(lattice, q, p)) || known.loses(p)) continue;
        if (known.wins(p) || reaches(p)) {
          known.addWinning(p);
          plans.push(p);
        } else known.addLosing(p);
        fraction = 0.4 + 0.6 * Math.min(1, (plans.length + i / points.length) / MAX_PLANS);
        yield progress();
        continue;
      }
      const smaller: Point[] = lattice.leaderOptions[p.leader]!.drops.map((o) => ({
        counts: p.counts,
        leader: o,
      }));
      p.counts.forEach((c, t) => {
        if (c === 0) return;
        const counts = [...p.counts];
        counts[t]!--;
        smaller.push({ counts, leader: p.leader });
      });
      if (smaller.some((q) => known.wins(q))) continue; // wins, but is not minimal
      if (known.loses(p)) continue;
      const smallest = known.isSmallestWinner(p);
      // (dominated by a winner with other, no better leaders: wins, but a plan with fewer leaders exists)
      if (!smallest && known.wins(p)) continue;
      if (smallest || reaches(p)) {
        known.addWinning(p);
        plans.push(p);
      } else {
        // (not grown: the search usually stops at this level, and growing costs more than it saves here)
        known.addLosing(p);
      }
      fraction = 0.4 + 0.6 * Math.min(1, (plans.length + i / points.length) / MAX_PLANS);
      yield progress();
    }
    if (plans.length >= MAX_PLANS) break;
  }
  fraction = 1;
  return finish(plans);
}

/** A level's points with each leader option after every option it is at most (fewer, weaker leaders first). */
function byLeaders(l: Lattice, points: Point[]): Point[] {
  const weight = (o: number) => {
    const option = l.leaderOptions[o]!;
    return option.space + option.ground + (option.any ? 1 : 0);
  };
  return points
    .map((p) => ({ p, w: weight(p.leader) }))
    .sort((a, b) => a.w - b.w)
    .map((x) => x.p);
}

function units(p: { units: Readonly<Partial<Record<string, number>>> }): number {
  return Object.values(p.units).reduce((a: number, b) => a + (b ?? 0), 0);
}

/** Runs the whole search at once (the command line; tests). */
export function planForces(input: PlanInput): PlanResult {
  const it = planSearch(input);
  for (;;) {
    const step = it.next();
    if (step.done) return step.value;
  }
}

export type { Lattice };
