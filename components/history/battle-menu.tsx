"use client";

import { useEffect, useRef, type ReactNode } from "react";

interface Props {
  readonly open: boolean;
  readonly onOpen: (open: boolean) => void;
  /** The battle's name, shown on the button when it has one. */
  readonly name: string;
  /** How many recent battles there are (the button's count). */
  readonly recent: number;
  readonly children: ReactNode;
}

/**
 * The battle menu (docs/answer-first.md#on-a-phone): the battle's name, its link, the presets and Recent battles, one tap away instead
 * of four rows above the odds. The button names the battle once it has a name; the panel opens under the row
 * (kept in the page while closed, so the name field's value is there to read) and Escape closes it.
 */
export function BattleMenuButton({ open, onOpen, name, recent }: Omit<Props, "children">) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls="battle-menu"
      data-testid="recent-toggle"
      onClick={() => onOpen(!open)}
      className="flex min-h-11 min-w-11 max-w-full items-center gap-1.5 rounded-md border border-slate-600 px-2.5 text-sm hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300 aria-expanded:border-amber-400 aria-expanded:bg-amber-400/10 max-sm:min-w-0 max-sm:flex-1 max-sm:justify-center sm:px-3"
    >
      <span aria-hidden="true">☰</span>
      {name ? (
        <span className="min-w-0 truncate">
          <span className="sr-only">Battle: </span>
          <span data-testid="battle-menu-name">{name}</span>
        </span>
      ) : (
        <span className="min-w-0 truncate">
          <span className="max-sm:sr-only">Battles</span>
          <span className="sr-only">: name, link, presets and {recent} recent</span>
        </span>
      )}
    </button>
  );
}

export function BattleMenuPanel({ open, onOpen, children }: Pick<Props, "open" | "onOpen" | "children">) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onOpen]);
  return (
    <div
      id="battle-menu"
      ref={panel}
      hidden={!open}
      data-testid="battle-menu"
      className="flex flex-col gap-3 rounded-xl border border-amber-400/40 bg-slate-900/95 p-3"
    >
      {children}
    </div>
  );
}
