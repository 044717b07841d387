import { describe, expect, it } from "vitest";
import { bigChange } from "@/lib/history/big-change";
import { DEFAULT_SETUP } from "@/lib/scenario/setup";
import { clearSide, setUnitCount, toggleLeader } from "@/lib/scenario/setup-edits";
import { switchTactics } from "@/lib/scenario/tactics-mode";

const start = DEFAULT_SETUP;

describe("bigChange: the edits after which the page keeps the way back in view (docs/links-and-history.md#the-way-back-in-view)", () => {
  it("names a cleared force and a new combat system", () => {
    expect(bigChange(start.scenario, clearSide(start, "attacker").scenario)).toBe(
      "Cleared the Empire's force",
    );
    expect(bigChange(start.scenario, clearSide(start, "defender").scenario)).toBe(
      "Cleared the Rebels' force",
    );
    expect(bigChange(start.scenario, switchTactics(start, { mode: "cinematic" }).setup.scenario)).toBe(
      "Now for Rise of the Empire's Cinematic Combat",
    );
  });

  it("leaves small edits to the buttons: a count, a leader, clearing a force already empty", () => {
    expect(bigChange(start.scenario, setUnitCount(start, "attacker", "tie-fighter", 3).scenario)).toBeNull();
    expect(bigChange(start.scenario, toggleLeader(start, "attacker", "darth-vader").scenario)).toBeNull();
    const empty = clearSide(start, "attacker");
    expect(bigChange(empty.scenario, clearSide(empty, "attacker").scenario)).toBeNull();
  });
});
