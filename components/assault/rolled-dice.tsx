"use client";

import { useState } from "react";
import {
  faceWords,
  goalWords,
  rerollGoals,
  rolledAdvice,
  rolledLines,
  type Assault,
  type AttackDie,
  type DefenseDie,
} from "@/lib/assault";

const select =
  "min-h-11 w-full min-w-0 rounded-md border border-slate-600 bg-slate-900 px-2 text-sm text-slate-100 focus-visible:outline-2 focus-visible:outline-amber-300";

/** One die's face on the table: a select of its six faces in words. */
function FaceSelect({
  die,
  label,
  face,
  onChange,
}: {
  die: AttackDie | DefenseDie;
  label: string;
  face: number;
  onChange: (face: number) => void;
}) {
  return (
    <label className="grid min-w-0 grid-cols-[6.5rem_1fr] items-center gap-2 text-xs text-slate-300 sm:flex sm:flex-col sm:items-stretch sm:gap-1">
      {label}
      <select className={select} value={face} onChange={(e) => onChange(Number(e.target.value))}>
        {[0, 1, 2, 3, 4, 5].map((f) => (
          <option key={f} value={f}>
            {faceWords(die, f)}
          </option>
        ))}
      </select>
    </label>
  );
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/**
 * Reroll advice from the dice on the table (docs/assault.md#dice-on-the-table): the faces each die of the first
 * attack shows, a goal (the defeat, at least N damage, a condition, the mean), and each side's choices with the
 * chance each gives, the attacker's against the defender's best answer. Worked out on a tap.
 */
export function RolledDice({ assault }: { assault: Assault }) {
  const attackDice: AttackDie[] = assault.attack.focused
    ? [...assault.attack.dice, "green"]
    : [...assault.attack.dice];
  const defenseDice = assault.defense.dice;
  const pool = JSON.stringify([attackDice, defenseDice]);
  const [faces, setFaces] = useState<{ pool: string; attack: number[]; defense: number[] }>({
    pool,
    attack: attackDice.map(() => 0),
    defense: defenseDice.map(() => 0),
  });
  const shown =
    faces.pool === pool
      ? faces
      : { pool, attack: attackDice.map(() => 0), defense: defenseDice.map(() => 0) };
  const goals = rerollGoals(assault);
  const [goalAt, setGoalAt] = useState(0);
  const [reach, setReach] = useState<number | null>(null);
  const picked = goals[Math.min(goalAt, goals.length - 1)]!;
  const goal =
    picked.goal.kind === "reach" && reach !== null ? { kind: "reach" as const, damage: reach } : picked.goal;
  const [asked, setAsked] = useState<string | null>(null);
  const key = JSON.stringify([assault, shown, goal]);
  const lines = asked === key ? rolledLines(rolledAdvice(assault, shown, goal), goal) : null;
  const none = assault.attack.rerolls === 0 && assault.defense.rerolls === 0;
  const setFace = (side: "attack" | "defense", i: number, f: number) =>
    setFaces({ ...shown, [side]: shown[side].map((x, j) => (j === i ? f : x)) });
  return (
    <details className="rounded-lg border border-slate-800 p-3 md:col-span-2" data-testid="rolled">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-slate-200">
        Dice on the table: which to reroll?
      </summary>
      {none ? (
        <p className="text-sm text-slate-300">
          No rerolls here: give the attacker or the defender rerolls (Attack rerolls, Defence rerolls) first.
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-xs text-slate-400">
            The first attack{assault.more.length > 0 ? " of the activation" : ""}: enter the face each die
            shows.
          </p>
          <DiceFaces attack={attackDice} defense={defenseDice} shown={shown} onFace={setFace} />
          <div className="grid grid-cols-[1fr_6rem] gap-2">
            <label className="flex min-w-0 flex-col gap-1 text-xs text-slate-300">
              Goal
              <select
                className={select}
                data-testid="rolled-goal"
                value={Math.min(goalAt, goals.length - 1)}
                onChange={(e) => setGoalAt(Number(e.target.value))}
              >
                {goals.map((g, i) => (
                  <option key={g.label} value={i}>
                    {g.label}
                  </option>
                ))}
              </select>
            </label>
            {goal.kind === "reach" && (
              <label className="flex min-w-0 flex-col gap-1 text-xs text-slate-300">
                Damage needed
                <input
                  type="number"
                  min={1}
                  max={40}
                  className={select}
                  data-testid="rolled-reach"
                  value={goal.damage}
                  onChange={(e) => setReach(Math.max(1, Math.min(40, Number(e.target.value) || 1)))}
                />
              </label>
            )}
          </div>
          <button
            type="button"
            data-testid="rolled-which"
            onClick={() => setAsked(key)}
            className="min-h-11 self-start rounded-md border border-dashed border-slate-500 px-3 text-sm text-slate-300 hover:bg-slate-800"
          >
            Which to reroll, for {goalWords(goal)}?
          </button>
          {lines && <RolledAnswer lines={lines} />}
        </div>
      )}
    </details>
  );
}

/** The faces each die shows, entered one select per die. */
function DiceFaces({
  attack,
  defense,
  shown,
  onFace,
}: {
  attack: readonly AttackDie[];
  defense: readonly DefenseDie[];
  shown: { readonly attack: readonly number[]; readonly defense: readonly number[] };
  onFace: (side: "attack" | "defense", i: number, face: number) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-3">
      {attack.map((d, i) => (
        <FaceSelect
          key={`a${i}`}
          die={d}
          label={`Attack die ${i + 1}: ${cap(d)}`}
          face={shown.attack[i]!}
          onChange={(f) => onFace("attack", i, f)}
        />
      ))}
      {defense.map((d, i) => (
        <FaceSelect
          key={`d${i}`}
          die={d}
          label={`Defence die ${i + 1}: ${cap(d)}`}
          face={shown.defense[i]!}
          onChange={(f) => onFace("defense", i, f)}
        />
      ))}
    </div>
  );
}

/** Which dice to reroll, each side's line first, then what the dice give as rolled. */
function RolledAnswer({ lines }: { lines: NonNullable<ReturnType<typeof rolledLines>> }) {
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="rolled-answer">
      {[lines.attacker, lines.defender].map(
        (side, s) =>
          side && (
            <ul key={s} className="flex flex-col gap-0.5">
              <li className="font-semibold text-amber-100">{side[0]}</li>
              {side.slice(1).map((l) => (
                <li key={l} className="text-xs text-slate-300">
                  {l}
                </li>
              ))}
            </ul>
          ),
      )}
      <p className="text-xs text-slate-400">{lines.asRolled}</p>
    </div>
  );
}
