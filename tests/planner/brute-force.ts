import { ForceEvaluator } from "@/lib/planner/force-evaluator";
import { below, buildLattice, forceOf, levelPoints, type Point } from "@/lib/planner/lattice";
import { carriesItsRiders } from "@/lib/scenario/moving-in";
import { MAX_PLANS } from "@/lib/planner";
import type { PlanInput } from "@/lib/planner";

/**
 * The planner's answer by brute force: every sub-force of the pool run at the full trials with the same
 * seed, the minimal winners picked by definition (every one-smaller force loses, and no winner with the same
 * units has leaders that do no more), sorted smallest first. An attacker moving in (not `inSystem`) may only
 * bring forces whose ships carry their riders (checked with the page's own rule): then a plan is such a force
 * that wins while no such force below it wins.
 */
export function bruteForcePlans(input: PlanInput) {
  const l = buildLattice(input.scenario, input.side, { inSystem: input.inSystem === true });
  const transport = input.side === "attacker" && input.inSystem !== true;
  const carried = (p: Point) => !transport || carriesItsRiders(forceOf(l, p).units, input.scenario.variants);
  const ev = new ForceEvaluator(input.scenario, input.side, l, input.seed);
  const wins = new Map<string, number>();
  const key = (p: Point) => `${p.counts.join(",")}/${p.leader}`;
  const chance = (p: Point) => {
    if (p.counts.every((c) => c === 0)) return 0;
    let w = wins.get(key(p));
    if (w === undefined) wins.set(key(p), (w = ev.count(p, input.trials).wins));
    return w / input.trials;
  };
  const reaches = (p: Point) => chance(p) >= input.target;
  const L = l.leaderOptions.length;
  const plans: { force: ReturnType<typeof forceOf>; p: number; units: number }[] = [];
  const every = Array.from({ length: l.poolUnits }, (_, i) => levelPoints(l, i + 1)).flat();
  for (let size = 1; size <= l.poolUnits; size++) {
    for (const p of levelPoints(l, size)) {
      if (!reaches(p)) continue;
      if (transport) {
        const smallerWinner = every.some(
          (q) => q !== p && key(q) !== key(p) && below(l, q, p) && carried(q) && reaches(q),
        );
        if (carried(p) && !smallerWinner) plans.push({ force: forceOf(l, p), p: chance(p), units: size });
        continue;
      }
      const smaller: Point[] = l.leaderOptions[p.leader]!.drops.map((o) => ({ counts: p.counts, leader: o }));
      p.counts.forEach((c, t) => {
        if (c === 0) return;
        const counts = [...p.counts];
        counts[t]!--;
        smaller.push({ counts, leader: p.leader });
      });
      if (smaller.some(reaches)) continue;
      let sameUnits = false;
      for (let o = 0; o < L; o++)
        if (o !== p.leader && l.leaderLeq[o * L + p.leader] && reaches({ counts: p.counts, leader: o }))
          sameUnits = true;
      if (sameUnits) continue;
      plans.push({ force: forceOf(l, p), p: chance(p), units: size });
    }
  }
  plans.sort((a, b) => a.units - b.units || b.p - a.p || a.force.leaders.length - b.force.leaders.length);
  return { plans: plans.slice(0, MAX_PLANS), forces: wins.size };
}
