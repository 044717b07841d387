"use client";

import { useState, type KeyboardEvent } from "react";
import { capitalize } from "@/lib/scenario/choice";
import { numberText, readNumber, stepNumber } from "@/lib/scenario/number-text";

interface Props {
  /** The input's id: the caller's `<label htmlFor>` names it. */
  readonly id: string;
  readonly value: number;
  /** Why a number cannot be used here (the declaration's own check), or null. */
  readonly check: (n: number) => string | null;
  readonly onValue: (n: number) => void;
  /** What the arrow keys add or take away, and the range they stay in. */
  readonly step: number;
  readonly min: number;
  readonly max: number;
  /** Select the text on focus, so typing replaces it (unit counts). */
  readonly selectOnFocus?: boolean;
  readonly className?: string;
  /** Ids of further descriptions (a limit, a note). */
  readonly describedBy?: string;
}

/**
 * Every number input of the page. The text stays as typed while editing; Enter or leaving the field checks
 * it and applies it, or shows the reason beside the field and applies nothing (the battle keeps its number).
 * Escape puts the current number back; the arrow keys step within the range and apply at once. The reason is
 * a flex item that takes a line of its own (`basis-full`) at the end of the caller's row.
 */
export function NumberField({
  id,
  value,
  check,
  onValue,
  step,
  min,
  max,
  selectOnFocus = false,
  className = "",
  describedBy,
}: Props) {
  // A draft belongs to the number it was typed against: a new number from outside replaces it.
  const [typed, setTyped] = useState({
    base: value,
    text: numberText(value),
    problem: null as string | null,
  });
  const current = typed.base === value ? typed : { base: value, text: numberText(value), problem: null };
  const problemId = `${id}-problem`;

  const commit = (text: string) => {
    const read = readNumber(text);
    const problem = read.ok ? check(read.value) : read.reason;
    if (problem !== null || !read.ok) {
      setTyped({ base: value, text, problem });
      return;
    }
    setTyped({ base: read.value, text: numberText(read.value), problem: null });
    if (read.value !== value) onValue(read.value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") commit(e.currentTarget.value);
    else if (e.key === "Escape") setTyped({ base: value, text: numberText(value), problem: null });
    else if (e.key === "ArrowUp" || e.key === "ArrowDown") {
      e.preventDefault();
      const read = readNumber(e.currentTarget.value);
      if (!read.ok) return;
      const next = stepNumber(read.value, step, e.key === "ArrowUp" ? 1 : -1, min, max);
      if (check(next) === null) commit(numberText(next));
    }
  };

  const described = [current.problem ? problemId : "", describedBy ?? ""].filter(Boolean).join(" ");
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode={Number.isInteger(step) ? "numeric" : "decimal"}
        role="spinbutton"
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-invalid={current.problem !== null}
        aria-describedby={described || undefined}
        autoComplete="off"
        spellCheck={false}
        value={current.text}
        onChange={(e) => setTyped({ base: value, text: e.target.value, problem: null })}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          if (selectOnFocus) e.target.select();
        }}
        className={`h-11 rounded-md border bg-slate-950 px-2 text-center tabular-nums focus-visible:outline-2 focus-visible:outline-amber-300 ${
          current.problem ? "border-red-400" : "border-slate-600"
        } ${className}`}
      />
      {current.problem && (
        <p id={problemId} role="alert" className="order-last basis-full text-xs leading-snug text-red-300">
          {capitalize(current.problem)}; the battle keeps {numberText(value)}.
        </p>
      )}
    </>
  );
}
