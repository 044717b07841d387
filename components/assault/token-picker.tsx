"use client";

import { useState } from "react";
import {
  attackerName,
  attackersOf,
  fieldAt,
  setToken,
  stepOwner,
  stepsOf,
  tokenAdvice,
  TOKENS_HELD,
  type Assault,
  type TokenAdvice,
} from "@/lib/assault";

/**
 * A side's power tokens, one row per attack (None / +1 Damage / +1 Surge; a figure holds at most 2, so a third is
 * not offered), and "which?" for an attack: the attacker's token against the target's best answer, the target's
 * best answer to what the attacker set (lib/assault/token-advice.ts), computed on a tap and taken in one more.
 * The attacker's rows are one figure's attacks (`figure`, its place in the activation); the target's, every attack
 * of the activation.
 */
export function TokenPicker({
  assault,
  side,
  figure = 0,
  onChange,
}: {
  assault: Assault;
  side: "attack" | "defense";
  figure?: number;
  onChange: (a: Assault) => void;
}) {
  const field = fieldAt(side === "attack" ? "attack.powerTokens" : "defense.powerTokens");
  const line = attackersOf(assault)[figure] ?? attackersOf(assault)[0]!;
  const tokens = side === "attack" ? line.attack.powerTokens : assault.defense.powerTokens;
  const rows = side === "attack" ? line.attacks : stepsOf(assault);
  // (row i's attack in the activation: the attacker's rows are its figure's attacks)
  const first = attackersOf(assault)
    .slice(0, figure)
    .reduce((n, l) => n + l.attacks, 0);
  const stepOf = (i: number) => (side === "attack" ? first + i : i);
  const several = assault.more.length > 0;
  const rowLabel = (i: number) => {
    if (side === "attack" || !several) return `Attack ${i + 1}`;
    const owner = stepOwner(assault, i)!;
    return `Attack ${i + 1} (${attackerName(assault, owner.figure)})`;
  };
  const set = (i: number, token: string | null) =>
    onChange(
      side === "attack"
        ? setToken("attack", i, token, figure)(assault)
        : setToken("defense", i, token)(assault),
    );
  const [asked, setAsked] = useState<{ key: string; attack: number } | null>(null);
  const key = JSON.stringify(assault);
  const advice = asked?.key === key ? tokenAdvice(assault, stepOf(asked.attack)) : null;
  const id = `token-${side}`;
  const held = tokens.filter((t) => t !== null).length;
  return (
    <div className="flex min-w-0 flex-col gap-1" data-testid={id}>
      <span id={id} className="text-sm text-slate-200">
        Power tokens (one per attack, at most {TOKENS_HELD} {side === "attack" ? "per figure" : "in all"})
      </span>
      {Array.from({ length: rows }, (_, i) => {
        const value = tokens[i] ?? null;
        const full = held >= TOKENS_HELD && value === null;
        return (
          <span
            key={i}
            role="group"
            aria-label={`${field.label}, attack ${i + 1}`}
            className="flex flex-wrap items-center gap-1"
          >
            {rows > 1 && <span className="min-w-16 text-xs text-slate-400">{rowLabel(i)}</span>}
            {field.choices?.map((c) => {
              const token = (c.value as readonly (string | null)[])[0] ?? null;
              return (
                <button
                  key={String(token)}
                  type="button"
                  aria-pressed={value === token}
                  disabled={full && token !== null}
                  onClick={() => set(i, token)}
                  className={`min-h-11 min-w-11 rounded-md border px-2 text-sm disabled:opacity-40 ${value === token ? "border-amber-400 bg-amber-400/20 text-amber-100" : "border-slate-600 text-slate-300 hover:bg-slate-800"}`}
                >
                  {c.label}
                </button>
              );
            })}
            <button
              type="button"
              data-testid={`${id}-which-${i + 1}`}
              onClick={() => setAsked({ key, attack: i })}
              className="min-h-11 rounded-md border border-dashed border-slate-500 px-2 text-sm text-slate-300 hover:bg-slate-800"
            >
              Which?
            </button>
          </span>
        );
      })}
      {held >= TOKENS_HELD && rows > TOKENS_HELD && (
        <p className="text-xs text-slate-400">
          {side === "attack" ? "The figure" : "The target"} holds at most {TOKENS_HELD} power tokens: both are
          spent.
        </p>
      )}
      {asked?.key === key && (
        <TokenAnswer
          id={id}
          side={side}
          advice={advice}
          steps={stepsOf(assault)}
          several={several}
          current={tokens[asked.attack] ?? null}
          onUse={(best) => set(asked.attack, best)}
        />
      )}
    </div>
  );
}

interface AnswerProps {
  readonly id: string;
  readonly side: "attack" | "defense";
  /** The advice for the attack asked about; null: too much to compute here. */
  readonly advice: TokenAdvice | null;
  /** Attacks in the activation, and whether several figures attack. */
  readonly steps: number;
  readonly several: boolean;
  /** The token set now on the attack asked about. */
  readonly current: string | null;
  readonly onUse: (token: string | null) => void;
}

/** "Which?" answered: this side's best token against the other's best answer, and the other's, with Use it. */
function TokenAnswer({ id, side, advice, steps, several, current, onUse }: AnswerProps) {
  const mine = advice ? (side === "attack" ? advice.attacker : advice.defender) : null;
  const theirs = advice ? (side === "attack" ? advice.defender : advice.attacker) : null;
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid={`${id}-answer`}>
      {!advice ? (
        <p className="text-amber-100">
          Too much to compute every pair here: try fewer attacks or rerolls, or rerolls for damage.
        </p>
      ) : (
        <>
          {steps > 1 && (
            <p className="text-xs text-slate-400">
              Attack {advice.attack + 1}
              {several ? " of the activation" : ""}:
            </p>
          )}
          <p className="flex flex-wrap items-center gap-2 text-amber-100">
            {mine
              ? mine.text
              : `${side === "attack" ? "The figure" : "The target"} already spends 2 tokens on other attacks.`}
            {mine && current !== mine.best && (
              <button
                type="button"
                onClick={() => onUse(mine.best)}
                className="min-h-11 rounded-md border border-amber-400 px-2 text-sm"
              >
                Use it
              </button>
            )}
          </p>
          {theirs && <p className="text-xs text-slate-300">{theirs.text}</p>}
        </>
      )}
    </div>
  );
}
