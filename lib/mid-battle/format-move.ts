import { factionNoun } from "@/lib/scenario/words";
import { goalLabel } from "@/lib/scenario/goals";
import type { Scenario } from "@/lib/scenario/types";
import type { BestMove, MoveRow } from "./best-move";

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const pts = (p: number) => `${(p * 100).toFixed(1)}`;

/** A row's numbers: "win 92.0% ± 1.2, strength lost 3.1 ± 0.1 (2,000 battles)". */
function rowNumbers(m: BestMove, r: MoveRow): string {
  const goal = goalLabel(m.goal);
  return `${goal} ${pct(r.goal)} ± ${pts(r.goalMargin)}, strength lost ${r.strengthLost.toFixed(2)} ± ${r.strengthMargin.toFixed(2)} (${r.trials.toLocaleString("en-US")} battles)${r.isDefault ? ", the engine's own choice" : ""}`;
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
    lines.push(`${["Best", "Next", "Then"][i]}: ${r.words}`);
    lines.push(`   ${rowNumbers(m, r)}`);
  });
  if (m.rows[0]!.isDefault) lines.push("The engine's own placement is the best.");
  else {
    const g = m.gain;
    lines.push(`The engine's own placement: ${m.engineDefault.words}`);
    lines.push(`   ${rowNumbers(m, m.engineDefault)}`);
    lines.push(
      `Gain of the best over it, on the same dice: ${g.mean >= 0 ? "+" : ""}${pts(g.mean)} points ± ${pts(g.margin)}${g.beyondNoise ? "" : " (within the noise)"}`,
    );
  }
  lines.push(
    `${m.classes} ways to place the damage (units alike counted once, dominated ones left out); ${m.run} run.`,
  );
  return lines.join("\n");
}
