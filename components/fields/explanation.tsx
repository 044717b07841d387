"use client";

import { useId, useState } from "react";

/** A choice's explanation folded to its first line, with "why?" to read it all. */
export function Explanation({ text }: { readonly text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="flex items-start gap-2 text-xs leading-snug text-slate-400">
      <p id={id} className={`min-w-0 flex-1 pt-1 ${open ? "" : "truncate"}`}>
        {text}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="-my-1 min-h-11 shrink-0 rounded px-2 text-sky-300 underline underline-offset-2 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        {open ? "less" : "why?"}
      </button>
    </div>
  );
}
