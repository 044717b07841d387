import { bigChange } from "@/lib/history/big-change";
import { editGroup } from "@/lib/history/edit-group";
import type { KeptOrigin } from "@/lib/history/kept-origin";
import { record, redo, startHistory, undo, type UndoHistory } from "@/lib/history/undo-history";
import type { LuckEntry } from "@/lib/luck/luck-entry";
import { swapLuck } from "@/lib/luck/luck-edits";
import type { PlanSettings } from "@/lib/planner/plan-link";
import { factionName } from "@/lib/results/chart-data";
import { swapSides } from "@/lib/scenario/setup-edits";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import { attacks } from "@/lib/scenario/words";

/**
 * The calculator page's state, pure: the setup with its undo history (and the battle's name), the pinned setup A,
 * what an Apply replaced (the kept origin), the Plan panel's and the luck gauge's settings, the link's notices and
 * the way back after a change made far from Undo. Every step that records takes the time as an argument (`at`), so
 * a test replays a sequence exactly, as lib/history/undo-history.ts does.
 */

/** A new battle: a preset, a recent battle or the typed line's forces start one, with its own name ("" for none). */
export interface NewBattle {
  readonly name: string;
}

/** One step of the history: the setup, the battle's name, and which battle it is (a number per new battle). */
export interface Step {
  readonly setup: Setup;
  readonly name: string;
  readonly battle: number;
}

/** The link's notices, each shown until dismissed: its own, its pinned A's, its Plan's and its luck entry's. */
export type Notice = "link" | "pin" | "plan" | "luck";

/** The last change made far from Undo (Apply, Clear, a preset, the text…): what it was, and the setup it made. */
export interface WayBackChange {
  readonly what: string;
  readonly key: string;
}

export interface PageState {
  readonly history: UndoHistory<Step>;
  readonly pinned: Setup | null;
  readonly kept: KeptOrigin | null;
  readonly plan: PlanSettings | null;
  readonly luck: LuckEntry | null;
  readonly notices: Readonly<Record<Notice, boolean>>;
  readonly change: WayBackChange | null;
}

export type PageAction =
  /** An edit from a panel (one field's edits within a second are one step); a big one is named for the way back. */
  | { readonly type: "edit"; readonly setup: Setup; readonly at: number }
  /** A change of its own, named for the way back; `battle` when it starts a new battle. */
  | {
      readonly type: "replace";
      readonly setup: Setup;
      readonly what: string;
      readonly at: number;
      readonly battle?: NewBattle;
    }
  /** The other faction attacks: the forces trade places, and the luck entry's losses go with them. */
  | { readonly type: "swap"; readonly at: number }
  /** The name typed for the battle shown: no step of its own (the field keeps its own undo). */
  | { readonly type: "rename"; readonly name: string }
  | { readonly type: "undo" }
  | { readonly type: "redo" }
  | { readonly type: "pin"; readonly pinned: Setup | null }
  | { readonly type: "keep"; readonly kept: KeptOrigin }
  | { readonly type: "plan"; readonly plan: PlanSettings | null }
  | { readonly type: "luck"; readonly luck: LuckEntry | null }
  | { readonly type: "dismiss"; readonly notice: Notice }
  | { readonly type: "dismiss-way-back" };

export interface PageStart {
  readonly setup: Setup;
  readonly name?: string;
  readonly pinned?: Setup | null;
  readonly plan?: PlanSettings | null;
  readonly luck?: LuckEntry | null;
  readonly notices?: Partial<Record<Notice, boolean>>;
}

/** A step's key: a new name for the same setup is a step too (a preset over itself clears the name). */
function entry(step: Step) {
  return { value: step, key: `${encodeSetup(step.setup)}#${step.battle}#${step.name}` };
}

/** Every battle number in the history (a new one takes the next free number, so Redo never meets it twice). */
function battles(h: UndoHistory<Step>): number[] {
  return [h.present, ...h.past, ...h.future].map((e) => e.value.battle);
}

export function startPage(start: PageStart): PageState {
  const first = entry({ setup: start.setup, name: start.name ?? "", battle: 0 });
  const shown = start.notices ?? {};
  return {
    history: startHistory(first.value, first.key),
    pinned: start.pinned ?? null,
    kept: null,
    plan: start.plan ?? null,
    luck: start.luck ?? null,
    notices: { link: !!shown.link, pin: !!shown.pin, plan: !!shown.plan, luck: !!shown.luck },
    change: null,
  };
}

export const setupOf = (state: PageState): Setup => state.history.present.value.setup;
export const nameOf = (state: PageState): string => state.history.present.value.name;
/** Which battle the setup is: it changes with each new battle, never with an edit of one. */
export const battleOf = (state: PageState): number => state.history.present.value.battle;

function replaced(state: PageState, setup: Setup, what: string, at: number, battle?: NewBattle): PageState {
  const h = state.history;
  const step = battle
    ? { setup, name: battle.name, battle: Math.max(...battles(h)) + 1 }
    : { ...h.present.value, setup };
  return { ...state, history: record(h, entry(step), at), change: { what, key: encodeSetup(setup) } };
}

function step(state: PageState, action: PageAction): PageState {
  const h = state.history;
  switch (action.type) {
    case "edit": {
      const before = h.present.value.setup;
      const next = record(
        h,
        entry({ ...h.present.value, setup: action.setup }),
        action.at,
        editGroup(before, action.setup),
      );
      const what = bigChange(before.scenario, action.setup.scenario);
      return {
        ...state,
        history: next,
        change: what ? { what, key: encodeSetup(action.setup) } : state.change,
      };
    }
    case "replace":
      return replaced(state, action.setup, action.what, action.at, action.battle);
    case "swap": {
      const setup = swapSides(setupOf(state));
      const faction = setup.scenario.attacker.faction;
      const next = replaced(state, setup, `${factionName(faction)} ${attacks(faction)}`, action.at);
      return { ...next, luck: swapLuck(state.luck) };
    }
    case "rename":
      return { ...state, history: { ...h, present: entry({ ...h.present.value, name: action.name }) } };
    case "undo":
      return { ...state, history: undo(h) };
    case "redo":
      return { ...state, history: redo(h) };
    case "pin":
      return { ...state, pinned: action.pinned };
    case "keep":
      return { ...state, kept: action.kept };
    case "plan":
      return { ...state, plan: action.plan };
    case "luck":
      return { ...state, luck: action.luck };
    case "dismiss":
      return { ...state, notices: { ...state.notices, [action.notice]: false } };
    case "dismiss-way-back":
      return { ...state, change: null };
  }
}

/**
 * The page's one reducer. The way back is done with once the page leaves the setup its change made: Undo and Redo
 * back to that setup do not bring it again.
 */
export function pageReducer(state: PageState, action: PageAction): PageState {
  const next = step(state, action);
  if (next.change && next.change.key !== encodeSetup(setupOf(next))) return { ...next, change: null };
  return next;
}

/**
 * What the way-back bar says while the page shows the setup the change made (`query`), else null: an Apply's own
 * words while its kept origin is active ("Applied a plan: 2 TIE Fighters").
 */
export function wayBackLine(
  change: WayBackChange | null,
  query: string,
  origin: KeptOrigin | null,
): string | null {
  if (change?.key !== query) return null;
  if (origin) return `Applied ${origin.source === "plan" ? "a plan" : "a what-if"}: ${origin.what}`;
  return change.what;
}
