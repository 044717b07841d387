"use client";

import type { RefObject } from "react";
import { FORCES_MAX } from "@/lib/scenario/text-limits";

/** The forces line's label, with an example and (on a desktop) its "/" shortcut. */
export function ForcesLabel() {
  return (
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
  );
}

interface Props {
  readonly field: RefObject<HTMLTextAreaElement | null>;
  readonly text: string;
  readonly onText: (text: string) => void;
  /** Enter applies the line; Shift+Enter starts the second force on a new line. */
  readonly onEnter: () => void;
}

/** The forces line's field: one line that grows to two, within FORCES_MAX. */
export function ForcesTextarea({ field, text, onText, onEnter }: Props) {
  return (
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
      onChange={(e) => onText(e.target.value)}
      onKeyDown={(e) => {
        // Enter applies; Shift+Enter starts the second force on a new line.
        if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
          e.preventDefault();
          onEnter();
        }
      }}
      className="max-h-32 min-h-11 min-w-0 flex-1 basis-56 resize-none rounded-md [field-sizing:content] border border-slate-600 bg-slate-950 px-2 py-2.5 text-sm leading-snug"
    />
  );
}
