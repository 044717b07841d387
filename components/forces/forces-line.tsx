"use client";

import { useDeferredValue, useMemo } from "react";
import { applyForcesLeavingOut } from "@/lib/forces-line/apply-forces";
import { readForces, type ReadItem } from "@/lib/forces-line/read-forces";
import type { Setup } from "@/lib/scenario/setup";
import { FORCES_MAX, lengthNote } from "@/lib/scenario/text-limits";
import { writeForces } from "@/lib/forces-line/write-forces";
import { ForcesLabel, ForcesTextarea } from "./forces-field";
import { ForcesReadingView } from "./forces-reading";
import { useForcesText } from "./use-forces-text";

interface Props {
  readonly setup: Setup;
  /** Which battle the page shows (lib/page/page-state.ts:battleOf): another one (a preset, a recent battle) clears the line. */
  readonly battle: number;
  /** The text's battle, as one change of the setup (one undo step). */
  readonly onApply: (next: Setup) => void;
}

const button =
  "min-h-11 shrink-0 rounded-md border border-slate-600 px-3 text-sm hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300";

/**
 * The one-line force entry (docs/engine.md#the-forces-in-one-line): the forces as players write them (`2 SD, 4 TIE, Vader vs MC, 3 X-wing`),
 * read as they are typed (lib/forces-line/read-forces.ts), applied with Enter as one change of the setup. Text it
 * cannot use is refused whole with one line, and the setup stays as it was. "/" anywhere on the page comes here;
 * the current setup can be copied out in the same form.
 */
export function ForcesLine({ setup, battle, onApply }: Props) {
  const { text, setText, status, setStatus, field, applied } = useForcesText(battle);
  const typed = useDeferredValue(text);
  const reading = useMemo(() => (typed.trim() === "" ? null : readForces(typed)), [typed]);

  function apply() {
    const result = applyForcesLeavingOut(setup.scenario, text);
    if (!result.ok) {
      setStatus({ kind: "error", text: `${result.error[0]!.toUpperCase()}${result.error.slice(1)}.` });
      return;
    }
    // (the way-back bar says "Set up from the text." with its Undo: said once, not here as well)
    applied();
    onApply({ ...setup, scenario: result.scenario });
    // (what was left out is said here: the bar says the rest was set up)
    setStatus(
      result.left.length > 0 ? { kind: "error", text: `Left out: ${result.left.join("; ")}.` } : null,
    );
  }

  async function copyOut() {
    const out = writeForces(setup.scenario);
    setText(out);
    try {
      await navigator.clipboard.writeText(out);
      setStatus({ kind: "done", text: "The setup is in the field and on the clipboard." });
    } catch {
      setStatus({ kind: "done", text: "The setup is in the field: select it to copy." });
    }
    field.current?.focus();
    field.current?.select();
  }

  function replace(item: ReadItem, word: string) {
    setText(`${text.slice(0, item.wordStart)}${word}${text.slice(item.wordEnd)}`);
    setStatus(null);
    field.current?.focus();
  }

  return (
    <form
      data-testid="forces-line"
      className="mb-3 rounded-xl border border-slate-700 bg-slate-900/80 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <ForcesLabel />
      <div className="mt-1 flex flex-wrap gap-2">
        <ForcesTextarea
          field={field}
          text={text}
          onText={(t) => {
            setText(t);
            setStatus(null);
          }}
          onEnter={apply}
        />
        <button
          type="submit"
          className={`${button} bg-amber-400 font-semibold text-slate-950 hover:bg-amber-300`}
        >
          Apply
        </button>
        <button type="button" className={button} onClick={copyOut}>
          Copy setup as text
        </button>
      </div>
      <p id="forces-count" data-testid="forces-count" aria-live="polite" className="text-xs text-amber-200">
        {lengthNote(text.length, FORCES_MAX)}
      </p>
      {reading && <ForcesReadingView reading={reading} onReplace={replace} />}
      <p
        id="forces-status"
        role={status?.kind === "error" ? "alert" : "status"}
        data-testid="forces-status"
        className={`text-xs ${status?.kind === "error" ? "mt-1 text-red-300" : "text-slate-300"} ${status ? "mt-1" : ""}`}
      >
        {status?.text}
      </p>
    </form>
  );
}
