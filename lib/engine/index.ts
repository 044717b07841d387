/** The engine's only door: the UI, the workers, the API and the CLI import from here. */
export type { Battle } from "./core/battle";
export { compileBattle, ruleModeFor, RULE_MODES } from "./modes";
export { BattleState } from "./core/battle-state";
export { fightCombat, type RoundObserver } from "./core/combat";
export { OUTCOMES, type Outcome, type CombatEnd } from "./core/outcomes";
export type { CardStats, CombatRules, RuleMode } from "./core/rule-mode";
export {
  CHUNK_SIZE,
  MAX_TRIALS,
  chunkCount,
  runChunks,
  runTrials,
  simulate,
  simulateTraced,
  type SimulateOptions,
} from "./monte-carlo";
export { Sfc32, TrialStreams, chunkRng, type RandomSource } from "./core/rng";
export { TRACE_MAX_TRIALS, emptyTrace, joinTraces, type TrialTrace } from "./trial-trace";
export * from "./paired";
export { summarize, wilson } from "./stats";
export type * from "./simulation-result";
export { emptyTally, mergeTallies, type Tally } from "./tally";
export { goalTest, type GoalTest } from "./goal-met";
export { attackDice, defaultAssignment, type RolledDice, type TypeAfter } from "./after-roll";
