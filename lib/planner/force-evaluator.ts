import {
  BattleState,
  CHUNK_SIZE,
  TrialStreams,
  compileBattle,
  fightCombat,
  goalTest,
  type Battle,
  type CombatEnd,
  type GoalTest,
} from "@/lib/engine";
import { goalOf } from "@/lib/scenario/goals";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import { forceSide, pointKey, type Lattice, type Point } from "./lattice";

/** A force's run so far: trials 0..done of the seed's sequence, and where to go on from. */
interface Entry {
  readonly battle: Battle;
  readonly state: BattleState;
  readonly end: CombatEnd;
  /** The planning side's goal, read off each combat's end. */
  readonly met: GoalTest;
  streams: TrialStreams;
  done: number;
  wins: number;
}

/** Forces kept with their runs: a search comes back to a force as it asks for more trials. */
const CACHE = 1024;

/** The combats over the first `trials` trials of a force in which the planning side reached its goal. */
export interface Count {
  readonly wins: number;
  readonly trials: number;
}

/**
 * Runs sub-forces of the pool against the fixed enemy and counts the combats the planning side reaches its goal
 * in (docs/rules.md#goals; `wins` is that count, the outright win when the goal is `win`). Every force
 * fights the seed's sequence of combats (trial i of chunk k on its own stream, `TrialStreams`, as `simulate`
 * does): force x and force y fight their i-th combats from the same random numbers, so their difference is measured with far
 * less noise than two independent runs would give (common random numbers), and a force's first n trials are
 * exactly the first n of `simulate(force, { trials ≥ n, seed })`. A force's run is kept and continued, so
 * asking for more trials only fights the ones not yet fought.
 */
export class ForceEvaluator {
  /** Distinct forces run, and combats fought. */
  forcesTried = 0;
  battles = 0;
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly scenario: Scenario,
    private readonly side: SideKey,
    private readonly lattice: Lattice,
    private readonly seed: string,
  ) {}

  private entry(p: Point): Entry {
    const key = pointKey(p);
    let e = this.cache.get(key);
    if (e) {
      // (most recently used last, so the oldest is dropped first)
      this.cache.delete(key);
      this.cache.set(key, e);
      return e;
    }
    const own = forceSide(this.scenario, this.side, this.lattice, p);
    const battle = compileBattle({ ...this.scenario, [this.side]: own });
    e = {
      battle,
      state: new BattleState(battle),
      end: { rounds: 0, stalemate: 0 },
      met: goalTest(battle, this.side, goalOf(this.scenario[this.side])),
      streams: new TrialStreams(this.seed, 0),
      done: 0,
      wins: 0,
    };
    this.cache.set(key, e);
    if (this.cache.size > CACHE) this.cache.delete(this.cache.keys().next().value as string);
    this.forcesTried++;
    return e;
  }

  /** The force's count over at least its first `trials` trials (more when it has already run more). */
  count(p: Point, trials: number): Count {
    const e = this.entry(p);
    while (e.done < trials) {
      const inChunk = e.done % CHUNK_SIZE;
      if (inChunk === 0 && e.done > 0) e.streams = new TrialStreams(this.seed, e.done / CHUNK_SIZE);
      const n = Math.min(trials - e.done, CHUNK_SIZE - inChunk);
      for (let i = 0; i < n; i++)
        if (e.met(e.state, fightCombat(e.streams.next(), e.battle, e.state, e.end))) e.wins++;
      e.done += n;
      this.battles += n;
    }
    return { wins: e.wins, trials: e.done };
  }
}
