"use client";

import { useId, useState, type ReactNode } from "react";

interface Props {
  /** What the fold holds, on its button ("Options: tactic cards, rules, trials, seed"). */
  readonly label: string;
  readonly testId: string;
  readonly children: ReactNode;
}

/**
 * A part of the page that a phone shows one tap away and a wider screen always shows (docs/answer-first.md#on-a-phone: the page at most 8
 * phone screens, none of them an answer folded away). Only settings and tables behind an answer fold: the answers
 * themselves never go in here.
 */
export function PhoneFold({ label, testId, children }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-testid={`${testId}-fold`}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-slate-700 bg-slate-900/80 px-3 text-left text-sm text-slate-100 hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300 sm:hidden"
      >
        <span className="min-w-0">{label}</span>
        <span aria-hidden="true" className="shrink-0 text-slate-400">
          {open ? "▴" : "▾"}
        </span>
      </button>
      <div id={id} className={open ? "contents" : "contents max-sm:hidden"}>
        {children}
      </div>
    </>
  );
}
