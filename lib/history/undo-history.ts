/**
 * A bounded undo/redo history of plain values, pure: every step takes the time as an argument, so a test can
 * replay a sequence exactly. Each value carries its key (for a setup, its share link): recording a value
 * with the present's key changes nothing. Edits of one field within GROUP_MS of the last are one step, so
 * typing "12" in a count field is undone at once, not digit by digit.
 */

export interface HistoryEntry<T> {
  readonly value: T;
  readonly key: string;
}

export interface UndoHistory<T> {
  /** Oldest first; the last is the one Undo goes back to. */
  readonly past: readonly HistoryEntry<T>[];
  readonly present: HistoryEntry<T>;
  /** Nearest first: the first is the one Redo brings back. */
  readonly future: readonly HistoryEntry<T>[];
  /** The field the present came from (null: a change of its own, never grouped) and when. */
  readonly group: string | null;
  readonly at: number;
}

/** Edits of one field closer than this are one step. */
export const GROUP_MS = 1000;
/** Steps kept behind the present: enough for a session at the table, bounded memory. */
export const HISTORY_LIMIT = 100;

export function startHistory<T>(value: T, key: string): UndoHistory<T> {
  return { past: [], present: { value, key }, future: [], group: null, at: Number.NEGATIVE_INFINITY };
}

/**
 * `next` becomes the present. With the same `group` as the present's, within GROUP_MS, it replaces the
 * present instead of adding a step (and a group that came back to the step before it is no step at all).
 */
export function record<T>(
  history: UndoHistory<T>,
  next: HistoryEntry<T>,
  at: number,
  group: string | null = null,
  limit = HISTORY_LIMIT,
): UndoHistory<T> {
  if (next.key === history.present.key) return history;
  const grouped = group !== null && group === history.group && at - history.at < GROUP_MS;
  if (grouped) {
    const before = history.past.at(-1);
    if (before?.key === next.key)
      return { past: history.past.slice(0, -1), present: before, future: [], group: null, at };
    return { ...history, present: next, future: [], at };
  }
  const past = [...history.past, history.present];
  return { past: past.slice(Math.max(0, past.length - limit)), present: next, future: [], group, at };
}

export function canUndo(history: UndoHistory<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: UndoHistory<unknown>): boolean {
  return history.future.length > 0;
}

/** One step back; the present goes to the front of the future. Nothing to undo: the same history. */
export function undo<T>(history: UndoHistory<T>): UndoHistory<T> {
  const before = history.past.at(-1);
  if (!before) return history;
  return {
    past: history.past.slice(0, -1),
    present: before,
    future: [history.present, ...history.future],
    group: null,
    at: history.at,
  };
}

/** One step forward again, after an undo. */
export function redo<T>(history: UndoHistory<T>): UndoHistory<T> {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return {
    past: [...history.past, history.present],
    present: next,
    future: rest,
    group: null,
    at: history.at,
  };
}
