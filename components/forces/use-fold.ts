"use client";

import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * A fold (units at 0, other leaders) that closes again once the player clicks or taps anywhere outside it:
 * it is a picker, and the list goes back to showing the forces in play. A scroll is no click, so it stays.
 */
export function useFold<T extends HTMLElement>(): {
  readonly ref: RefObject<T | null>;
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
} {
  const ref = useRef<T | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => {
      if (ref.current && e.target instanceof Node && !ref.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [open]);
  return { ref, open, setOpen };
}
