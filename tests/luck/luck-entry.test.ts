import { describe, expect, it } from "vitest";
import { checkLuck } from "@/lib/luck/luck-check";
import { setShown, shownCount, swapLuck } from "@/lib/luck/luck-edits";
import { decodeLuckParam, LUCK_PARAM, NO_LOSSES, withLuck } from "@/lib/luck/luck-entry";
import { luckReading } from "@/lib/luck/luck-reading";
import { simulate } from "@/lib/engine";
import { decodePageLink } from "@/lib/share/page-link";
import { shareQuery } from "@/lib/share/share-query";
import { decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";
import { battle } from "../helpers/scenarios";

const BATTLE = battle(
  { faction: "empire", units: { "tie-fighter": 3, "star-destroyer": 1 } },
  { faction: "rebel", units: { "x-wing": 4, "y-wing": 2 } },
);

describe("the luck entry in the link (`luck=`, docs/links-and-history.md)", () => {
  it("round-trips: attacker's losses ~ defender's, a count of 1 implied, table order, no zeros", () => {
    const entry = { attacker: { "tie-fighter": 1 }, defender: { "y-wing": 1, "x-wing": 4 } };
    expect(LUCK_PARAM.serialize(entry)).toBe("tie-fighter~x-wing.4,y-wing");
    expect(LUCK_PARAM.parse("tie-fighter~x-wing.4,y-wing")).toEqual(entry);
    expect(LUCK_PARAM.serialize(NO_LOSSES)).toBe("~");
    expect(LUCK_PARAM.parse("~")).toEqual(NO_LOSSES);
    expect(LUCK_PARAM.serialize({ attacker: { "tie-fighter": 0 }, defender: {} })).toBe("~");
  });

  it("names what it cannot read, in one line", () => {
    const read = (text: string) => decodeLuckParam(new URLSearchParams([["luck", text]]));
    expect(read("x-wing.4")).toEqual({
      ok: false,
      error:
        "Invalid luck entry: \"x-wing.4\" is not the attacker's losses ~ the defender's (x-wing.2~tie-fighter)",
    });
    expect(read("~death-trooper.2")).toEqual({
      ok: false,
      error: 'Invalid luck entry: the defender\'s loss "death-trooper": no such unit',
    });
    expect(read("tie-fighter.x~")).toEqual({
      ok: false,
      error: 'Invalid luck entry: the attacker\'s count of tie-fighter lost is not a whole number ("x")',
    });
    expect(read("~x-wing,x-wing.2")).toEqual({
      ok: false,
      error: "Invalid luck entry: the defender's losses list x-wing twice",
    });
    expect(decodeLuckParam(new URLSearchParams("luck=~&luck=~"))).toEqual({
      ok: false,
      error: 'Invalid luck entry: "luck" is given 2 times',
    });
    expect(decodeLuckParam(new URLSearchParams("v=1"))).toEqual({ ok: true, luck: null });
  });

  it("rides beside the setup: the battle reads the same with or without it", () => {
    const setup = { scenario: BATTLE, trials: 20_000, seed: "luck" };
    const plain = shareQuery({ setup, pinned: null, plan: null, name: "", shared: null }, true);
    const luck = { attacker: {}, defender: { "x-wing": 2 } };
    const withIt = shareQuery({ setup, pinned: null, plan: null, luck, name: "", shared: null }, true);
    expect(withIt).toBe(`${plain}&luck=~x-wing.2`);
    const a = decodeSetup(plain);
    const b = decodeSetup(withIt);
    if (!a.ok || !b.ok) throw new Error("unreadable");
    expect(encodeSetup(b.setup)).toBe(encodeSetup(a.setup));
    expect(b.notices).toEqual([]);
    const page = decodePageLink(new URLSearchParams(withIt));
    expect(page.initialLuck).toEqual(luck);
    expect(page.luckNotice).toBeNull();
    expect(withLuck("v=1", null)).toBe("v=1");
  });

  it("a bad luck part is one notice; the battle and everything else in the link still load", () => {
    const page = decodePageLink(new URLSearchParams("v=1&t=20000&plan=attacker.80&luck=~death-trooper"));
    expect(page.luckNotice).toBe('Invalid luck entry: the defender\'s loss "death-trooper": no such unit');
    expect(page.initialLuck).toBeNull();
    expect(page.notice).toBeNull();
    expect(page.initial.trials).toBe(20_000);
    expect(page.initialPlan).toEqual({ side: "attacker", target: 80 });
  });
});

describe("an entry that does not fit the setup is one line naming the field", () => {
  it("more lost than brought, and a unit the side did not bring", () => {
    expect(checkLuck(BATTLE, { attacker: {}, defender: { "x-wing": 5 } })).toBe(
      "the defender's X-wings lost: 5, but the defender brought 4",
    );
    expect(checkLuck(BATTLE, { attacker: { stormtrooper: 2 }, defender: {} })).toBe(
      "the attacker's Stormtroopers lost: 2, but the attacker brought none (not in its setup)",
    );
    expect(
      checkLuck(BATTLE, { attacker: { "tie-fighter": 3 }, defender: { "x-wing": 4, "y-wing": 2 } }),
    ).toBeNull();
  });

  it("the gauge shows the line instead of a reading, and keeps the entry", () => {
    const result = simulate(BATTLE, { trials: 2000, seed: "luck" });
    const entry = { attacker: {}, defender: { "x-wing": 5 } };
    expect(luckReading(BATTLE, entry, result)).toEqual({
      ok: false,
      error: "the defender's X-wings lost: 5, but the defender brought 4",
    });
  });
});

describe("the steppers' numbers (lost, or left)", () => {
  it("keep within what the side brought, and read the same entry both ways", () => {
    let e = setShown(BATTLE, NO_LOSSES, "defender", "x-wing", "lost", 3);
    expect(e.defender).toEqual({ "x-wing": 3 });
    expect(shownCount(BATTLE, e, "defender", "x-wing", "left")).toBe(1);
    e = setShown(BATTLE, e, "defender", "x-wing", "left", 0);
    expect(e.defender).toEqual({ "x-wing": 4 });
    e = setShown(BATTLE, e, "defender", "x-wing", "lost", 9);
    expect(e.defender).toEqual({ "x-wing": 4 });
    e = setShown(BATTLE, e, "defender", "x-wing", "left", 4);
    expect(e.defender).toEqual({});
    expect(setShown(BATTLE, e, "attacker", "tie-fighter", "lost", -1).attacker).toEqual({});
  });

  it("go with their forces when the forces trade places", () => {
    expect(swapLuck({ attacker: { "tie-fighter": 2 }, defender: { "x-wing": 1 } })).toEqual({
      attacker: { "x-wing": 1 },
      defender: { "tie-fighter": 2 },
    });
    expect(swapLuck(null)).toBeNull();
  });
});
