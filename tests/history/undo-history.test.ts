import { describe, expect, it } from "vitest";
import { editGroup } from "@/lib/history/edit-group";
import {
  canRedo,
  canUndo,
  GROUP_MS,
  record,
  redo,
  startHistory,
  undo,
  type UndoHistory,
} from "@/lib/history/undo-history";

const e = (key: string) => ({ value: key, key });
const keys = (h: UndoHistory<string>) => ({
  past: h.past.map((x) => x.key),
  present: h.present.key,
  future: h.future.map((x) => x.key),
});

describe("the undo history", () => {
  it("undoes and redoes a sequence of separate changes in order", () => {
    let h = startHistory("a", "a");
    h = record(h, e("b"), 0);
    h = record(h, e("c"), 10);
    h = record(h, e("d"), 20);
    expect(keys(h)).toEqual({ past: ["a", "b", "c"], present: "d", future: [] });
    h = undo(undo(h));
    expect(keys(h)).toEqual({ past: ["a"], present: "b", future: ["c", "d"] });
    h = redo(h);
    expect(keys(h)).toEqual({ past: ["a", "b"], present: "c", future: ["d"] });
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(true);
  });

  it("drops the redo steps when a new change is made after an undo", () => {
    let h = record(record(startHistory("a", "a"), e("b"), 0), e("c"), 10);
    h = record(undo(h), e("x"), 20);
    expect(keys(h)).toEqual({ past: ["a", "b"], present: "x", future: [] });
    expect(canRedo(h)).toBe(false);
  });

  it("groups edits of one field within GROUP_MS and not across fields or a pause", () => {
    let h = startHistory("0", "0");
    h = record(h, e("1"), 0, "units.x-wing");
    h = record(h, e("12"), 400, "units.x-wing");
    h = record(h, e("123"), 400 + GROUP_MS - 1, "units.x-wing");
    expect(keys(h)).toEqual({ past: ["0"], present: "123", future: [] });
    // another field: a step of its own
    h = record(h, e("y"), 1500, "units.y-wing");
    // the same field after a pause: a new step
    h = record(h, e("y2"), 1500 + GROUP_MS, "units.y-wing");
    expect(keys(h)).toEqual({ past: ["0", "123", "y"], present: "y2", future: [] });
    // a change with no field (a preset) never groups, even with the next edit
    h = record(h, e("p"), 3000, null);
    h = record(h, e("q"), 3001, null);
    expect(keys(h)).toEqual({ past: ["0", "123", "y", "y2", "p"], present: "q", future: [] });
  });

  it("a grouped run that comes back to the step before it leaves no step", () => {
    let h = record(startHistory("none", "none"), e("classic"), 0, "tactics");
    expect(keys(h)).toEqual({ past: ["none"], present: "classic", future: [] });
    h = record(h, e("none"), 300, "tactics");
    expect(keys(h)).toEqual({ past: [], present: "none", future: [] });
    expect(canUndo(h)).toBe(false);
  });

  it("records nothing for a value with the present's key", () => {
    const h = record(startHistory("a", "a"), e("b"), 0);
    expect(record(h, { value: "other object, same link", key: "b" }, 5)).toBe(h);
  });

  it("keeps at most `limit` steps behind the present, dropping the oldest", () => {
    let h = startHistory("0", "0");
    for (let i = 1; i <= 7; i++) h = record(h, e(String(i)), i * 10, null, 3);
    expect(keys(h)).toEqual({ past: ["4", "5", "6"], present: "7", future: [] });
    h = undo(undo(undo(undo(h))));
    expect(keys(h)).toEqual({ past: [], present: "4", future: ["5", "6", "7"] });
  });

  it("undo after an undo-redo does not regroup with the edit before", () => {
    let h = record(startHistory("a", "a"), e("a1"), 0, "f");
    h = redo(undo(h));
    h = record(h, e("a12"), 100, "f");
    expect(keys(h)).toEqual({ past: ["a", "a1"], present: "a12", future: [] });
  });
});

describe("editGroup", () => {
  const setup = {
    scenario: {
      attacker: { units: { "tie-fighter": 2, "star-destroyer": 1 }, leaders: ["darth-vader"] },
      tactics: { mode: "classic" },
    },
    trials: 20000,
  };
  it("names the one field that changed", () => {
    const more = {
      ...setup,
      scenario: {
        ...setup.scenario,
        attacker: { ...setup.scenario.attacker, units: { "tie-fighter": 3, "star-destroyer": 1 } },
      },
    };
    expect(editGroup(setup, more)).toBe("scenario.attacker.units.tie-fighter");
    expect(editGroup(setup, { ...setup, trials: 5000 })).toBe("trials");
    expect(
      editGroup(setup, { ...setup, scenario: { ...setup.scenario, tactics: { mode: "cinematic" } } }),
    ).toBe("scenario.tactics.mode");
  });
  it("gives no group for a change of several fields (a cleared side) or none", () => {
    const cleared = { ...setup, scenario: { ...setup.scenario, attacker: { units: {}, leaders: [] } } };
    expect(editGroup(setup, cleared)).toBeNull();
    expect(editGroup(setup, structuredClone(setup))).toBeNull();
  });
});
