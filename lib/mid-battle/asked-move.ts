import { CINEMATIC_CARDS, TACTIC_CARDS, type TacticCardId } from "@/lib/data";
import { attackDice, type RolledDice } from "@/lib/engine";
import type { FacesByColour } from "@/lib/scenario/in-progress";
import type { Scenario } from "@/lib/scenario/types";
import { cardName, PLAYABLE_NOW } from "./card-plays";
import { nextPicks } from "./next-picks";
import { readRolled } from "./rolled";
import { diceIn, leaderRerolls, withBlanks } from "./rerolls";

/** A move the player asks about (docs/rules.md#after-the-dice): it is always run, and the answer places it. */
export interface AskedMove {
  /** Base game: the cards played now. */
  readonly play?: readonly TacticCardId[];
  /** Cinematic: the dice rerolled with the leader's value. */
  readonly reroll?: FacesByColour;
  /** Cinematic: the card picked for the next step (an id of the side's deck). */
  readonly pick?: string;
}

/** The asked move as words: `play` ("Critical Hit, Take It Down"), `reroll` ("red: 1 blank"), `pick` ("Tractor Beam"). */
export interface AskedText {
  readonly play?: string;
  readonly reroll?: string;
  readonly pick?: string;
}

type Read<T> = { ok: true; value: T } | { ok: false; error: string };

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, "-");

/**
 * Reads the move asked about against the battle as it stands and the roll (its step says who rolled where): each
 * field one line naming what is wrong (a card not in hand, a reroll of more dice than the leader allows, a Cinematic
 * card already used).
 */
export function readAsked(scenario: Scenario, rolled: RolledDice, text: AskedText): Read<AskedMove> {
  const step = scenario.inProgress!.step!;
  const cinematic = scenario.tactics.mode === "cinematic";
  let asked: AskedMove = {};
  if (text.play !== undefined) {
    if (scenario.tactics.mode !== "base") return bad("play: tactic cards are the base game's");
    const r = readPlay(scenario, rolled, text.play);
    if (!r.ok) return r;
    asked = { ...asked, play: r.value };
  }
  if (text.reroll !== undefined || text.pick !== undefined) {
    if (!cinematic) return bad(`${text.reroll !== undefined ? "reroll" : "pick"}: only in Cinematic Combat`);
  }
  if (text.reroll !== undefined) {
    const r = readReroll(scenario, rolled, text.reroll);
    if (!r.ok) return r;
    asked = { ...asked, reroll: r.value };
  }
  if (text.pick !== undefined) {
    const id = norm(text.pick);
    const side = scenario[step.rolled];
    const card = CINEMATIC_CARDS.find(
      (c) => c.faction === side.faction && (c.id === id || norm(c.name) === id),
    );
    if (!card) return bad(`pick: "${text.pick}" is not a Cinematic card of the ${step.rolled}`);
    if (side.usedCards?.[card.theater]?.includes(card.id))
      return bad(`pick: ${card.name} is already used (${step.rolled}.usedCards.${card.theater})`);
    if (side.removedCards?.[card.theater]?.includes(card.id))
      return bad(`pick: ${card.name} is removed from the game`);
    if (!nextPicks(scenario, step.rolled, step.theater).some((c) => c.id === card.id))
      return bad(`pick: ${card.name} is a ${card.theater} card, but the next step is not in ${card.theater}`);
    asked = { ...asked, pick: card.id };
  }
  return { ok: true, value: asked };
}

const bad = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** Cards by name or id, "," between them; each one the side holds (known) in the theater and may play now. */
function readPlay(scenario: Scenario, rolled: RolledDice, text: string): Read<TacticCardId[]> {
  const { rolled: side, theater } = scenario.inProgress!.step!;
  const hand = [...(scenario.inProgress![side].hand?.[theater]?.cards ?? [])];
  const out: TacticCardId[] = [];
  for (const word of text.split(",").filter((w) => w.trim())) {
    const card = TACTIC_CARDS.find((c) => c.id === norm(word) || norm(c.name) === norm(word));
    if (!card) return bad(`play: "${word.trim()}" is not a tactic card`);
    if (!PLAYABLE_NOW.includes(card.id))
      return bad(`play: ${card.name} is not advised after one's own roll (docs/rules.md#after-the-dice)`);
    const i = hand.indexOf(card.id);
    if (i < 0)
      return bad(
        `play: ${card.name} is not in the ${side}'s known ${theater} hand (${hand.length ? hand.map(cardName).join(", ") : "no card known"})`,
      );
    hand.splice(i, 1);
    out.push(card.id);
  }
  const stars = out.filter((id) => TACTIC_CARDS.find((c) => c.id === id)!.star).length;
  const specials = rolled.red.special + rolled.black.special + rolled.green.special;
  if (stars > specials) return bad(`play: ${stars} ★ cards, but the roll shows ${specials} special(s)`);
  return { ok: true, value: out.sort() };
}

/** Dice as a roll is said ("red: 1 blank"): no more than the leader's value, none the roll does not show. */
function readReroll(scenario: Scenario, rolled: RolledDice, text: string): Read<FacesByColour> {
  const { rolled: side, theater } = scenario.inProgress!.step!;
  const read = readRolled(text);
  if (!read.ok) return bad(read.error.replace(/^rolled/, "reroll"));
  const r = read.rolled as FacesByColour;
  const most = leaderRerolls(scenario, side, theater);
  const n = diceIn(r);
  if (n > most)
    return bad(
      `reroll: ${n} dice, but the ${side}'s leaders reroll at most ${most} in ${theater} (the best tactic value there)`,
    );
  const roll = withBlanks(rolled, attackDice(scenario, side, theater));
  for (const c of ["red", "black", "green"] as const)
    for (const f of ["blank", "hit", "direct", "special"] as const)
      if (r[c][f] > roll[c][f])
        return bad(`reroll: ${c}: ${r[c][f]} ${f} dice to reroll, but the roll shows ${roll[c][f]}`);
  return { ok: true, value: r };
}
