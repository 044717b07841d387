// How a combat ends, as codes: what `fightCombat` returns and the tally counts. Like codes.ts this file imports
// nothing and its codes are literals (esbuild inlines them).

/** Outcome codes, in the order of OUTCOMES. */
export const OUTCOME_ATTACKER = 0;
export const OUTCOME_DEFENDER = 1;
export const OUTCOME_MUTUAL = 2;
export const OUTCOME_SPLIT = 3;
export const OUTCOME_STALEMATE = 4;

/** Why a stalemate was called: 1 no one can damage anyone, 2 the round cap (0: no stalemate). */
export const STALEMATE_STRUCTURAL = 1;
export const STALEMATE_ROUND_CAP = 2;

/** The outcomes by code, as the result names them. */
export const OUTCOMES = ["attacker", "defender", "mutual", "split", "stalemate"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Result of the last `fightCombat`: rounds fought and, for a stalemate, why (STALEMATE_*). */
export interface CombatEnd {
  rounds: number;
  stalemate: number;
}
