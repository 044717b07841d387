import { describe, expect, it } from "vitest";
import { GROUP_MS } from "@/lib/history/undo-history";
import {
  battleOf,
  nameOf,
  pageReducer,
  setupOf,
  startPage,
  wayBackLine,
  type PageAction,
  type PageState,
} from "@/lib/page/page-state";
import { clearSide, setUnitCount, swapSides } from "@/lib/scenario/setup-edits";
import { DEFAULT_SETUP, encodeSetup } from "@/lib/scenario/url-codec";

const play = (state: PageState, ...actions: PageAction[]) => actions.reduce(pageReducer, state);
const ties = (n: number) => setUnitCount(DEFAULT_SETUP, "attacker", "tie-fighter", n);
const count = (s: PageState) => setupOf(s).scenario.attacker.units["tie-fighter"];
const start = () => startPage({ setup: DEFAULT_SETUP, name: "Yavin" });
/** A new battle opened (`what`: a preset, a recent battle) with `n` TIE fighters, named `name`. */
const opened = (n: number, what: string, at: number, name: string): PageAction => ({
  type: "replace",
  setup: ties(n),
  what,
  at,
  battle: { name },
});

describe("the page's state (lib/page/page-state.ts), replayed with scripted times", () => {
  it("groups one field's edits within a second into one step, and undoes them at once", () => {
    let s = play(start(), { type: "edit", setup: ties(2), at: 0 }, { type: "edit", setup: ties(3), at: 500 });
    expect(count(s)).toBe(3);
    expect(s.history.past).toHaveLength(1);
    s = play(s, { type: "edit", setup: ties(4), at: 500 + GROUP_MS });
    expect(s.history.past).toHaveLength(2);
    s = play(s, { type: "undo" }, { type: "undo" });
    expect(count(s)).toBe(1);
    expect(play(s, { type: "redo" }).history.present.value.setup).toEqual(ties(3));
  });

  it("starts a new battle with its own name and number; Undo brings back the one before, name and all", () => {
    let s = play(start(), opened(5, "Opened a preset battle", 0, ""));
    expect({ name: nameOf(s), battle: battleOf(s) }).toEqual({ name: "", battle: 1 });
    s = play(s, { type: "undo" });
    expect({ name: nameOf(s), battle: battleOf(s), count: count(s) }).toEqual({
      name: "Yavin",
      battle: 0,
      count: 1,
    });
    // (a new battle after an undo takes a number never used: Redo never meets a battle twice)
    s = play(s, opened(6, "Opened a recent battle", 10, "Hoth"));
    expect({ name: nameOf(s), battle: battleOf(s) }).toEqual({ name: "Hoth", battle: 2 });
  });

  it("renames the battle shown without a step of its own; an edit goes on with the same battle", () => {
    let s = play(start(), { type: "rename", name: "Sullust, turn 6" });
    expect({ name: nameOf(s), past: s.history.past.length }).toEqual({ name: "Sullust, turn 6", past: 0 });
    s = play(s, { type: "edit", setup: ties(2), at: 0 });
    expect({ name: nameOf(s), battle: battleOf(s) }).toEqual({ name: "Sullust, turn 6", battle: 0 });
  });

  it("swaps the sides with the luck entry's losses, and names the change for the way back", () => {
    const luck = { attacker: { "tie-fighter": 1 }, defender: {} };
    let s = startPage({ setup: DEFAULT_SETUP, luck });
    s = play(s, { type: "swap", at: 0 });
    expect(setupOf(s)).toEqual(swapSides(DEFAULT_SETUP));
    expect(s.luck).toEqual({ attacker: {}, defender: { "tie-fighter": 1 } });
    expect(s.change).toEqual({ what: "Rebels attack", key: encodeSetup(swapSides(DEFAULT_SETUP)) });
  });

  it("keeps the way back while the page shows the setup its change made: not after an undo, nor on redo", () => {
    const cleared = clearSide(DEFAULT_SETUP, "defender");
    let s = play(start(), { type: "edit", setup: cleared, at: 0 });
    // (a Clear is a big change: named; a count is not)
    expect(wayBackLine(s.change, encodeSetup(cleared), null)).toMatch(/^Cleared/);
    expect(
      play(s, { type: "edit", setup: setUnitCount(cleared, "attacker", "tie-fighter", 2), at: 5000 }).change,
    ).toBeNull();
    s = play(s, { type: "undo" });
    expect(s.change).toBeNull();
    expect(play(s, { type: "redo" }).change).toBeNull();
    const applied = play(start(), { type: "replace", setup: ties(2), what: "Set up from the text", at: 0 });
    expect(play(applied, { type: "dismiss-way-back" }).change).toBeNull();
  });

  it("holds pinned A, the kept origin, the plan and the luck entry as set, and each notice until dismissed", () => {
    let s = startPage({ setup: DEFAULT_SETUP, notices: { link: true, plan: true } });
    expect(s.notices).toEqual({ link: true, pin: false, plan: true, luck: false });
    s = play(s, { type: "dismiss", notice: "plan" });
    expect(s.notices).toEqual({ link: true, pin: false, plan: false, luck: false });
    const kept = {
      origin: DEFAULT_SETUP,
      originKey: encodeSetup(DEFAULT_SETUP),
      appliedKey: encodeSetup(ties(3)),
      source: "plan" as const,
      what: "3 TIE Fighters",
    };
    s = play(
      s,
      { type: "pin", pinned: DEFAULT_SETUP },
      { type: "keep", kept },
      { type: "plan", plan: { side: "attacker", target: 80, inSystem: false } },
      { type: "replace", setup: ties(3), what: "Applied the change", at: 0 },
    );
    expect({ pinned: s.pinned, kept: s.kept, plan: s.plan?.target }).toEqual({
      pinned: DEFAULT_SETUP,
      kept,
      plan: 80,
    });
    expect(wayBackLine(s.change, encodeSetup(ties(3)), kept)).toBe("Applied a plan: 3 TIE Fighters");
    expect(play(s, { type: "pin", pinned: null }, { type: "luck", luck: null }).pinned).toBeNull();
  });
});
