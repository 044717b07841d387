import { factionNoun } from "@/lib/scenario/words";
import { goalLabel } from "@/lib/scenario/goals";
import type { Scenario } from "@/lib/scenario/types";
import type { BestMove, MoveRow } from "./best-move";
import { handNotes } from "./hand-notes";

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const pts = (p: number) => `${(p * 100).toFixed(1)}`;

/** A row's numbers: "win 92.0% ± 1.2, strength lost 3.1 ± 0.1 (2,000 battles)". */
function rowNumbers(m: BestMove, r: MoveRow): string {
  const goal = goalLabel(m.goal);
  return `${goal} ${pct(r.goal)} ± ${pts(r.goalMargin)}, strength lost ${r.strengthLost.toFixed(2)} ± ${r.strengthMargin.toFixed(2)} (${r.trials.toLocaleString("en-US")} battles)${r.isDefault ? ", the engine's own choice" : ""}`;
}

/** A move in words: the cards played now, if there is a choice of them, then the placement. */
export const moveWords = (r: MoveRow): string => (r.cards === null ? r.words : `${r.cards}; ${r.words}`);

/** Which card to play now (base game, known cards in hand): each way, at its best placement, best first. */
function cardLines(m: BestMove): string[] {
  if (m.cardChoices.length === 0) return [];
  return [
    m.kind === "reroll"
      ? "Card to pick for the next step, each with the leader's own rerolls now:"
      : "Cards to play now, each at its best placement:",
    ...m.cardChoices.map((c, i) => {
      const b = c.behind;
      const behind =
        i === 0
          ? "the best"
          : `${pts(b.mean)} points ± ${pts(b.margin)}${b.beyondNoise ? "" : " (within the noise)"}`;
      return `   ${c.cards}: ${goalLabel(m.goal)} ${pct(c.goal)} ± ${pts(c.goalMargin)}, ${behind}`;
    }),
  ];
}

/**
 * The best move in lines (docs/rules.md#after-the-dice): the best placement and the next two, each with its goal chance,
 * strength lost and noise, then the gain over the engine's own placement of the same dice.
 */
export function formatMove(scenario: Scenario, rolledText: string, m: BestMove): string {
  const who = `the ${m.side} (${factionNoun(scenario[m.side].faction)})`;
  const round = scenario.inProgress?.round ?? 1;
  const why = m.goalWhy ? ` (auto: ${m.goalWhy})` : "";
  const lines = [
    `After the dice: ${who} rolled ${rolledText} in ${m.theater}, round ${round}; plays for: ${goalLabel(m.goal)}${why}`,
  ];
  m.rows.forEach((r, i) => {
    lines.push(`${["Best", "Next", "Then"][i]}: ${moveWords(r)}`);
    lines.push(`   ${rowNumbers(m, r)}`);
  });
  const own = m.ownChoice.charAt(0).toUpperCase() + m.ownChoice.slice(1);
  if (m.rows[0]!.isDefault) lines.push(`${own} is the best.`);
  else {
    const g = m.gain;
    lines.push(`${own}: ${moveWords(m.engineDefault)}`);
    lines.push(`   ${rowNumbers(m, m.engineDefault)}`);
    lines.push(
      `Gain of the best over it, on the same dice: ${g.mean >= 0 ? "+" : ""}${pts(g.mean)} points ± ${pts(g.margin)}${g.beyondNoise ? "" : " (within the noise)"}`,
    );
  }
  lines.push(...cardLines(m));
  if (m.asked) {
    const b = m.asked.behind;
    const where =
      b.mean === 0 && b.margin === 0
        ? "the best"
        : `${pts(b.mean)} points ± ${pts(b.margin)} from the best${b.beyondNoise ? "" : " (within the noise)"}`;
    lines.push(`Your move: ${m.asked.words}`);
    lines.push(`   ${goalLabel(m.goal)} ${pct(m.asked.goal)} ± ${pts(m.asked.goalMargin)}, ${where}`);
  }
  lines.push(...handNotes(scenario, m.side, m.theater));
  lines.push(
    m.kind === "reroll"
      ? `${m.classes} ways to reroll with the leader's value (dice of one colour and face alike); ${m.run} run, the damage then placed by the targeting policy.`
      : `${m.classes} ways to ${m.cardChoices.length ? "play cards and " : ""}place the damage (units alike counted once, dominated ones left out); ${m.run} run.`,
  );
  return lines.join("\n");
}
