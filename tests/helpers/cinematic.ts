import { cinematicCards, type UnitId } from "@/lib/data";
import { compileBattle } from "@/lib/engine";
import { TYPE_COUNT, typeIndex } from "@/lib/engine/core/battle";
import { BattleState } from "@/lib/engine/core/battle-state";
import { sideTheater } from "@/lib/engine/core/codes";
import { CinematicRules } from "@/lib/engine/modes/cinematic/cinematic-rules";
import type { ScenarioInput } from "@/lib/scenario";
import { scenario } from "./scenarios";
import { unitsOf } from "./units";

type Side = ScenarioInput["attacker"];
export type Ability = "top" | "bottom" | "neither";
const ABILITY = { top: 1, bottom: 0, neither: -1 } as const;

/**
 * A Cinematic Combat battle at the start of round 1, with its rules and state at hand: `reveal` plays scripted
 * cards (as if both had chosen them) in the order the rules give; `units` reads a unit type's state.
 */
export function cinematic(attacker: Side, defender: Side, extra: Partial<ScenarioInput> = {}) {
  const b = compileBattle(scenario({ attacker, defender, tactics: "cinematic", ...extra } as ScenarioInput));
  const s = new BattleState(b);
  s.reset();
  const r = s.rules;
  if (!(r instanceof CinematicRules)) throw new Error("not a Cinematic Combat battle");
  r.openCombat();
  s.round = 1;
  const cs = r.cs;
  const faction = (side: number) => (side === 0 ? b.scenario.attacker.faction : b.scenario.defender.faction);
  /** Card `id`'s place in `side`'s deck of `theater` (0 space, 1 ground). */
  const cardIndex = (side: number, theater: number, id: string) => {
    const i = cinematicCards(faction(side), theater === 0 ? "space" : "ground").findIndex((c) => c.id === id);
    if (i < 0) throw new Error(`${id} is not in that deck`);
    return i;
  };
  /** Both sides reveal these cards for the step of `theater` (null: no card), then they resolve. */
  const reveal = (
    theater: number,
    attackerCard: [string, Ability] | null,
    defenderCard: [string, Ability] | null,
  ) => {
    [attackerCard, defenderCard].forEach((card, side) => {
      cs.chosen[side] = card ? cardIndex(side, theater, card[0]) : -1;
      cs.chosenTop[side] = card ? ABILITY[card[1]] : -1;
      cs.cancelled[side] = 0;
    });
    r.resolveStep(theater);
  };
  /** Scripts the cards each side picks in the combat loop (`picks[side]` in order; then the policy's). */
  const script = (picks: [[string, Ability][], [string, Ability][]], theater = 0) => {
    const queue = picks.map((list) => [...list]);
    const policy = r.pick.bind(r);
    r.pick = (side, t) => {
      const next = t === theater ? queue[side]!.shift() : undefined;
      if (!next) return policy(side, t);
      return (cardIndex(side, t, next[0]) << 2) | (ABILITY[next[1]] + 1);
    };
  };
  const inHand = (side: number, theater: number, id: string) =>
    ((cs.hand[sideTheater(side, theater)]! >>> cardIndex(side, theater, id)) & 1) === 1;
  const units = (side: 0 | 1, id: UnitId) => unitsOf(b, s, side, id);
  /** The group of `side`'s units of type `id` (−1: none). */
  const group = (side: number, id: UnitId) => b.groupOfType[side * TYPE_COUNT + typeIndex(id)]!;
  return { b, s, r, cs, cardIndex, reveal, script, inHand, units, group };
}
