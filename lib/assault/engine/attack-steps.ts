import { attackersOf, conditionsOf, type Assault } from "./assault";

/**
 * The attacks of an answer, one step each, in order (docs/assault.md#several-attacks): each step is its attack
 * played alone (`attacks` 1, no health, the power tokens spent on it first in each side's list) and the figure that
 * makes it (a Focus it earns is its own). A condition an attack applies changes the steps after it: the target
 * Weakened applies −1 evade while it defends, an attacker Focused adds 1 green die to its next attack (`inState`).
 * The conditions a setup starts with (`attack.focused`, `defense.weakened`) are the state of the first step.
 */
export interface Step {
  readonly single: Assault;
  readonly figure: number;
}

/** The condition names that carry from one attack to the next (surge abilities name them freely). */
export const isWeaken = (name: string) => /^weaken(ed)?$/i.test(name);
export const isFocus = (name: string) => /^focus(ed)?$/i.test(name);

export function attackSteps(a: Assault): Step[] {
  const steps: Step[] = [];
  attackersOf(a).forEach((line, figure) => {
    for (let i = 0; i < line.attacks; i++) {
      const attackToken = line.attack.powerTokens[i] ?? null;
      // (the target's tokens are listed over every attack of the activation, in order)
      const defenseToken = a.defense.powerTokens[steps.length] ?? null;
      steps.push({
        single: {
          ...a,
          // (the names are the page's: an attack's context is its numbers alone)
          attack: {
            ...line.attack,
            powerTokens: attackToken ? [attackToken] : [],
            focused: false,
            figure: null,
            weapon: null,
          },
          defense: {
            ...a.defense,
            powerTokens: defenseToken ? [defenseToken] : [],
            weakened: false,
            figure: null,
          },
          range: line.range,
          attacks: 1,
          health: null,
          more: [],
        },
        figure,
      });
    }
  });
  return steps;
}

/**
 * A step as played in a state: against a Weakened target (−1 evade while it defends, the condition card's effect;
 * a figure has one of each condition, so a Weaken surge then buys nothing and the spending leaves it), by a Focused
 * attacker (+1 green die, the condition then discarded).
 */
export function inState(single: Assault, weakened: boolean, focused: boolean): Assault {
  if (!weakened && !focused) return single;
  const { attack } = single;
  return {
    ...single,
    defense: { ...single.defense, weakened },
    attack: {
      ...attack,
      dice: focused ? [...attack.dice, "green"] : attack.dice,
      ...(weakened
        ? {
            surges: attack.surges.map((s) => {
              const kept = conditionsOf(s).filter((c) => !isWeaken(c));
              if (kept.length === conditionsOf(s).length) return s;
              const { condition: _, ...rest } = s;
              return kept.length > 0 ? { ...rest, condition: kept.join(" + ") } : rest;
            }),
            playFor: attack.playFor !== null && isWeaken(attack.playFor) ? null : attack.playFor,
          }
        : {}),
    },
  };
}
