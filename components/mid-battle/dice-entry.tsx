"use client";
import { useMemo, useState } from "react";
import { attackDice, type RolledDice } from "@/lib/engine";
import { formatPercent } from "@/lib/format/percent";
import type { BestMove, MoveRow } from "@/lib/mid-battle/best-move";
import { goalLabel } from "@/lib/scenario/goals";
import { inProgressOf, withInProgress } from "@/lib/scenario/in-progress-edits";
import type { Setup } from "@/lib/scenario/setup";
import type { SideKey } from "@/lib/scenario/types";
import { TapStepper } from "@/components/fields/tap-stepper";
import type { UnitId } from "@/lib/data";
import { handNotes } from "@/lib/mid-battle/hand-notes";
import { moveWords } from "@/lib/mid-battle/format-move";
import { fitLethal, standingTypes } from "@/lib/mid-battle/lethal-entry";
import { factionNoun, unitName } from "@/lib/scenario/words";
import { capitalize } from "@/lib/scenario/choice";
import { useBestMove } from "./use-best-move";

type Face = "hit" | "direct" | "special";
const FACES: readonly [Face, string][] = [
  ["hit", "hits"],
  ["direct", "direct hits"],
  ["special", "specials"],
];
const COLOURS = ["red", "black", "green"] as const;
const NONE: RolledDice = {
  red: { hit: 0, direct: 0, special: 0 },
  black: { hit: 0, direct: 0, special: 0 },
  green: { hit: 0, direct: 0, special: 0 },
};
const choice =
  "min-h-11 rounded-md border border-slate-600 px-3 text-sm aria-pressed:border-amber-300 aria-pressed:bg-amber-900/40";

/** After the dice (docs/rules.md#after-the-dice): who rolled where, the faces per colour, and the best move. */
export function DiceEntry({ setup }: { readonly setup: Setup }) {
  const [side, setSide] = useState<SideKey>("attacker");
  const [theater, setTheater] = useState<"space" | "ground">("space");
  const [rolled, setRolled] = useState<RolledDice>(NONE);
  const [lethal, setLethal] = useState<Partial<Record<UnitId, number>>>({});
  const { state, ask } = useBestMove();
  const asked = useMemo(() => {
    const p = inProgressOf(setup.scenario);
    const own = { ...p[side], lethal: fitLethal(setup.scenario, side, theater, lethal) };
    return withInProgress(setup.scenario, { ...p, [side]: own, step: { theater, rolled: side } });
  }, [setup.scenario, side, theater, lethal]);
  const pool = useMemo(() => attackDice(asked, side, theater), [asked, side, theater]);
  const set = (c: (typeof COLOURS)[number], f: Face, n: number) =>
    setRolled((r) => ({ ...r, [c]: { ...r[c], [f]: n } }));
  const used = (c: (typeof COLOURS)[number]) => rolled[c].hit + rolled[c].direct + rolled[c].special;
  return (
    <div className="flex flex-col gap-2" data-testid="dice-entry">
      <h3 className="text-base font-bold text-amber-200">After the dice: the best move</h3>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Who rolled">
        {(["attacker", "defender"] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={choice}
            aria-pressed={side === s}
            onClick={() => setSide(s)}
          >
            {capitalize(factionNoun(setup.scenario[s].faction))} rolled
          </button>
        ))}
        {(["space", "ground"] as const).map((t) => (
          <button
            key={t}
            type="button"
            className={choice}
            aria-pressed={theater === t}
            onClick={() => setTheater(t)}
          >
            {t === "space" ? "In space" : "On the ground"}
          </button>
        ))}
      </div>
      {side === "defender" &&
        standingTypes(setup.scenario, side, theater).map(({ id, most }) => (
          <TapStepper
            key={id}
            label={`${unitName(id, 2)} destroyed earlier in this step (they still roll)`}
            value={Math.min(lethal[id] ?? 0, most)}
            max={most}
            testId={`lethal-${id}`}
            onChange={(n) => setLethal((l) => ({ ...l, [id]: n }))}
          />
        ))}
      {COLOURS.filter((c) => pool[c] > 0).map((c) =>
        FACES.filter(([f]) => c !== "green" || f === "direct").map(([f, words]) => (
          <TapStepper
            key={`${c}-${f}`}
            label={`${c[0]!.toUpperCase()}${c.slice(1)} ${words} (of ${pool[c]} ${c} dice)`}
            value={rolled[c][f]}
            max={rolled[c][f] + pool[c] - used(c)}
            testId={`rolled-${c}-${f}`}
            onChange={(n) => set(c, f, n)}
          />
        )),
      )}
      <button
        type="button"
        className="min-h-11 rounded-md bg-amber-400 px-4 font-bold text-slate-950 disabled:opacity-40"
        disabled={state.kind === "running"}
        data-testid="best-move-button"
        onClick={() => ask(asked, rolled, setup.seed)}
      >
        {state.kind === "running"
          ? `Playing each placement on… ${Math.round(state.progress * 100)}%`
          : "Best move"}
      </button>
      {state.kind === "error" && (
        <p role="alert" className="text-sm text-red-300">
          {state.error}
        </p>
      )}
      {state.kind === "done" && <MoveAnswer move={state.move} notes={handNotes(asked, side, theater)} />}
    </div>
  );
}

function rowLine(m: BestMove, r: MoveRow): string {
  const noise = `± ${(r.goalMargin * 100).toFixed(1)}`;
  return `${goalLabel(m.goal)} ${formatPercent(r.goal)} ${noise}; strength lost ${r.strengthLost.toFixed(1)}`;
}

function MoveAnswer({ move, notes }: { readonly move: BestMove; readonly notes: readonly string[] }) {
  const g = move.gain;
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="best-move" aria-live="polite">
      <ol className="flex flex-col gap-1">
        {move.rows.map((r, i) => (
          <li key={moveWords(r)} className={i === 0 ? "font-bold text-amber-100" : "text-slate-200"}>
            {i === 0 ? "Best: " : ""}
            {moveWords(r)}
            <span className="block font-normal text-slate-300">
              {rowLine(move, r)}
              {r.isDefault ? " (the engine's own choice)" : ""}
            </span>
          </li>
        ))}
      </ol>
      <p className="text-slate-300" data-testid="best-move-gain">
        {move.rows[0]!.isDefault
          ? `${capitalize(move.ownChoice)} is the best.`
          : `${g.beyondNoise ? `${(g.mean * 100).toFixed(1)} points better than` : "Within the noise of"} ${move.ownChoice} (${moveWords(move.engineDefault)}) on the same dice: ${g.mean >= 0 ? "+" : ""}${(g.mean * 100).toFixed(1)} ± ${(g.margin * 100).toFixed(1)} points.`}
      </p>
      <CardChoices move={move} />
      {notes.map((note) => (
        <p key={note} className="text-slate-400" data-testid="best-move-note">
          {note}
        </p>
      ))}
    </div>
  );
}

/** Which card to play now (base game, known cards in hand): each way at its best placement, best first. */
function CardChoices({ move }: { readonly move: BestMove }) {
  if (move.cardChoices.length === 0) return null;
  return (
    <div data-testid="card-choices">
      <p className="text-slate-300">
        {move.kind === "reroll"
          ? "Card to pick for the next step, each with the leader's own rerolls now:"
          : "Cards to play now, each at its best placement:"}
      </p>
      <ul className="flex flex-col gap-1">
        {move.cardChoices.map((c, i) => (
          <li key={c.cards} className={i === 0 ? "text-amber-100" : "text-slate-200"}>
            {capitalize(c.cards)}: {goalLabel(move.goal)} {formatPercent(c.goal)} ±{" "}
            {(c.goalMargin * 100).toFixed(1)}
            {i === 0
              ? " (the best)"
              : c.behind.beyondNoise
                ? `, ${(-c.behind.mean * 100).toFixed(1)} points behind`
                : " (within the noise of the best)"}
          </li>
        ))}
      </ul>
    </div>
  );
}
