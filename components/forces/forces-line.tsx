"use client";

import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { applyForcesLeavingOut } from "@/lib/scenario/apply-forces";
import { readForces, type ReadItem } from "@/lib/scenario/read-forces";
import type { Setup } from "@/lib/scenario/setup";
import { FORCES_MAX, lengthNote } from "@/lib/scenario/text-limits";
import { writeForces } from "@/lib/scenario/write-forces";
import { ForcesReadingView } from "./forces-reading";
import { slashShortcut } from "./slash-shortcut";

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
 * The one-line force entry (issue 36): the forces as players write them (`2 SD, 4 TIE, Vader vs MC, 3 X-wing`),
 * read as they are typed (lib/scenario/read-forces.ts), applied with Enter as one change of the setup. Text it
 * cannot use is refused whole with one line, and the setup stays as it was. "/" anywhere on the page comes here;
 * the current setup can be copied out in the same form.
 */
export function ForcesLine({ setup, battle, onApply }: Props) {
  const [text, setText] = useState("");
  const [status, setStatus] = useState<{ kind: "error" | "done"; text: string } | null>(null);
  // The battle the line's text belongs to: its own Apply starts the next one and keeps the text; any other new
  // battle starts with an empty line (issue 47: no words or chips left from the battle before).
  const [own, setOwn] = useState({ battle, applied: false });
  if (own.battle !== battle) {
    setOwn({ battle, applied: false });
    if (!own.applied) {
      setText("");
      setStatus(null);
    }
  }
  const field = useRef<HTMLTextAreaElement>(null);
  const typed = useDeferredValue(text);
  const reading = useMemo(() => (typed.trim() === "" ? null : readForces(typed)), [typed]);

  useLayoutEffect(() => {
    // Keys typed before hydration are in the field but not in `text` (React leaves a hydrated field's value as it
    // is, and would write `text` over it at the next render): take them in before anything renders again.
    const typedEarly = field.current?.value ?? "";
    // oxlint-disable-next-line react/set-state-in-effect
    if (typedEarly !== "") setText(typedEarly);
  }, []);

  useEffect(() => {
    window.addEventListener("keydown", slashShortcut);
    return () => window.removeEventListener("keydown", slashShortcut);
  }, []);

  function apply() {
    const result = applyForcesLeavingOut(setup.scenario, text);
    if (!result.ok) {
      setStatus({ kind: "error", text: `${result.error[0]!.toUpperCase()}${result.error.slice(1)}.` });
      return;
    }
    // (the way-back bar says "Set up from the text." with its Undo: said once, not here as well)
    setOwn({ battle, applied: true });
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
      <label
        htmlFor="forces-text"
        className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm font-semibold"
      >
        Type the forces
        <span className="text-xs font-normal text-slate-400">
          e.g. 2 SD, 4 TIE, Vader vs MC, 3 X-wing, Mothma
          <span className="max-md:hidden">
            {" "}
            · press <kbd className="rounded border border-slate-600 px-1">/</kbd> to come here
          </span>
        </span>
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <textarea
          id="forces-text"
          ref={field}
          rows={text.includes("\n") ? 2 : 1}
          value={text}
          maxLength={FORCES_MAX}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          enterKeyHint="done"
          aria-keyshortcuts="/"
          aria-describedby="forces-status forces-count"
          onChange={(e) => {
            setText(e.target.value);
            setStatus(null);
          }}
          onKeyDown={(e) => {
            // Enter applies; Shift+Enter starts the second force on a new line.
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              apply();
            }
          }}
          className="max-h-32 min-h-11 min-w-0 flex-1 basis-56 resize-none rounded-md [field-sizing:content] border border-slate-600 bg-slate-950 px-2 py-2.5 text-sm leading-snug"
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
