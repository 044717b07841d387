"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { slashShortcut } from "./slash-shortcut";

/** What the line says under the field: a refusal or what it did. */
export interface LineStatus {
  readonly kind: "error" | "done";
  readonly text: string;
}

/**
 * The forces line's text, with no keystroke lost: what was typed before hydration is taken in, and "/" anywhere on
 * the page comes to the field (slash-shortcut.ts). Each battle starts with an empty line, but the one the line's own
 * Apply started (`applied`, called as it applies).
 */
export function useForcesText(battle: number) {
  const [text, setText] = useState("");
  const [status, setStatus] = useState<LineStatus | null>(null);
  // The battle the line's text belongs to: its own Apply starts the next one and keeps the text; any other new
  // battle starts with an empty line (docs/engine.md#the-forces-in-one-line: no words or chips left from the battle before).
  const [own, setOwn] = useState({ battle, applied: false });
  if (own.battle !== battle) {
    setOwn({ battle, applied: false });
    if (!own.applied) {
      setText("");
      setStatus(null);
    }
  }
  const field = useRef<HTMLTextAreaElement>(null);

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

  return { text, setText, status, setStatus, field, applied: () => setOwn({ battle, applied: true }) };
}
