import { describe, expect, it } from "vitest";
import {
  ALL_FIGURES,
  decodeAssault,
  encodeAssault,
  FIGURES,
  figureById,
  findFigure,
  HEROES,
  parseAssault,
  readAssaultPage,
  setAttacker,
  setTarget,
  surgeFromWords,
  surgeLabel,
  WEAPONS,
} from "@/lib/assault";
import { SOURCES } from "@/lib/assault/figures/sources";
import { assault } from "../helpers/assault";

describe("the figure table (docs/assault.md#figures)", () => {
  it("has unique ids, sane numbers, and a source for every row", () => {
    const ids = ALL_FIGURES.map((f) => f.row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(FIGURES.length).toBe(96);
    for (const f of FIGURES) {
      expect(f.health, f.id).toBeGreaterThan(0);
      expect(f.speed, f.id).toBeGreaterThan(0);
      expect(f.defense.length, f.id).toBeLessThanOrEqual(3);
      if (f.attack) expect(f.attack.dice.length, f.id).toBeGreaterThanOrEqual(1);
      expect(f.source.source in SOURCES, f.id).toBe(true);
      expect(f.source.at, f.id).not.toBe("");
      for (const o of f.options ?? [])
        for (const s of o.sources) expect(s.source in SOURCES, o.id).toBe(true);
    }
    for (const h of HEROES) {
      expect(
        WEAPONS.some((w) => w.id === h.weapon),
        h.id,
      ).toBe(true);
      expect(h.sources.length, h.id).toBeGreaterThanOrEqual(2);
    }
    for (const w of WEAPONS) expect(w.sources.length, w.id).toBeGreaterThanOrEqual(2);
  });

  it("writes every surge ability in words the engine reads back, and nothing else", () => {
    for (const words of [...FIGURES.flatMap((f) => f.surges), ...WEAPONS.flatMap((w) => w.surges)]) {
      const s = surgeFromWords(words);
      expect(s, words).not.toBeNull();
      // (the table keeps the card's order; the page writes its own)
      expect(surgeFromWords(surgeLabel(s!)), words).toEqual(s);
    }
    expect(surgeFromWords("Blast 1")).toBeNull();
    expect(surgeFromWords("2 surges: +3 Damage")).toEqual({ damage: 3, cost: 2 });
    expect(surgeFromWords("+2 Accuracy, Pierce 1")).toEqual({ accuracy: 2, pierce: 1 });
  });

  it("covers the core set and Heart of the Empire", () => {
    for (const id of [
      "stormtrooper",
      "stormtrooper-elite",
      "e-web-engineer",
      "e-web-engineer-elite",
      "darth-vader",
      "luke-skywalker",
      "at-dp-elite",
      "riot-trooper-elite",
      "sentry-droid",
      "emperor-palpatine",
    ])
      expect(figureById(id), id).not.toBeNull();
  });
});

describe("finding a figure by what a player types", () => {
  it("takes names, elite names, ids, any case and punctuation", () => {
    const id = (name: string) => {
      const f = findFigure(name);
      return f.ok ? f.figure.row.id : null;
    };
    expect(id("Stormtrooper")).toBe("stormtrooper");
    expect(id("stormtrooper (elite)")).toBe("stormtrooper-elite");
    expect(id("Elite Stormtrooper")).toBe("stormtrooper-elite");
    expect(id("e web engineer")).toBe("e-web-engineer");
    expect(id("Luke Skywalker")).toBe("luke-skywalker");
    expect(id("Luke Skywalker (Jedi Knight)")).toBe("luke-skywalker-jedi-knight");
    expect(id("Gaarkhan")).toBe("gaarkhan");
    expect(id("darth-vader")).toBe("darth-vader");
    // (a figure with only an elite card goes by its plain name too)
    expect(id("AT-ST")).toBe("at-st-elite");
  });

  it("answers an unknown name with the nearest one, in one line", () => {
    expect(findFigure("Stromtrooper")).toEqual({ ok: false, nearest: "Stormtrooper" });
    expect(findFigure("E-Web")).toEqual({ ok: false, nearest: "E-Web Engineer" });
    expect(parseAssault({ attack: { figure: "Stromtrooper" }, defense: { dice: [] } })).toEqual({
      ok: false,
      error: 'attack.figure: "Stromtrooper" is not a figure: did you mean "Stormtrooper"?',
    });
    expect(parseAssault({ attack: { dice: ["red"] }, defense: { figure: "Darth Vadr" } })).toEqual({
      ok: false,
      error: 'defense.figure: "Darth Vadr" is not a figure: did you mean "Darth Vader"?',
    });
  });
});

describe("figures in a file or request", () => {
  it("fill the attack and the target where the file leaves them out", () => {
    const a = assault({
      attack: { figure: "Stormtrooper" },
      defense: { figure: "Luke Skywalker" },
      range: 4,
    });
    expect(a.attack).toMatchObject({
      figure: "stormtrooper",
      dice: ["blue", "green"],
      surges: [{ accuracy: 2 }, { damage: 1 }],
    });
    // Luke Skywalker, Hero of the Rebellion: white, +1 block printed, health 10.
    expect(a.defense).toMatchObject({ figure: "luke-skywalker", dice: ["white"], block: 1 });
    expect(a.health).toBe(10);
    // Darth Vader defends with Foresight: 1 defence reroll. The E-Web's +3 accuracy is its card's.
    const b = assault({ attack: { figure: "E-Web Engineer" }, defense: { figure: "Darth Vader" } });
    expect(b.attack.accuracy).toBe(3);
    expect(b.defense).toMatchObject({ dice: ["black", "black"], rerolls: 1 });
    expect(b.health).toBe(16);
  });

  it("keep what the file gives itself: its dice, its health", () => {
    const a = assault({
      attack: { figure: "Stormtrooper", dice: ["red"] },
      defense: { figure: "Luke Skywalker" },
      health: 3,
    });
    expect(a.attack.dice).toEqual(["red"]);
    expect(a.attack.surges).toEqual([]);
    expect(a.health).toBe(3);
  });

  it("arm a hero with its starting weapon, or the weapon named; only a hero takes one", () => {
    expect(assault({ attack: { figure: "Gaarkhan" }, defense: { dice: [] } }).attack).toMatchObject({
      dice: ["red", "yellow"],
      surges: [{ pierce: 1 }],
    });
    const pike = assault({ attack: { figure: "Gaarkhan", weapon: "Force Pike" }, defense: { dice: [] } });
    expect(pike.attack).toMatchObject({ weapon: "force-pike", dice: ["red", "yellow", "yellow"] });
    expect(
      parseAssault({ attack: { figure: "Stormtrooper", weapon: "Force Pike" }, defense: { dice: [] } }),
    ).toEqual({
      ok: false,
      error: "attack.weapon: only a hero picks a weapon (Stormtrooper is not one)",
    });
    expect(parseAssault({ attack: { figure: "C-3PO" }, defense: { dice: [] } })).toEqual({
      ok: false,
      error: "attack.figure: C-3PO has no attack: give attack.dice",
    });
  });
});

describe("figures in the link", () => {
  it("carry the figure's id beside every number, and read back the same attack", () => {
    const a = assault({
      attack: { figure: "E-Web Engineer (Elite)" },
      defense: { figure: "Luke Skywalker" },
      range: 4,
    });
    const query = encodeAssault(a);
    expect(query).toContain("fa=e-web-engineer-elite");
    expect(query).toContain("atk=blue.red.yellow");
    expect(query).toContain("fd=luke-skywalker");
    expect(readAssaultPage(new URLSearchParams(query)).assault).toEqual(a);
  });

  it("keep the numbers of a figure no longer in the table, and say its name was left out", () => {
    const r = decodeAssault(new URLSearchParams("v=2&fa=imperial-sniper&atk=red"));
    expect(r.ok && r.assault.attack.dice).toEqual(["red"]);
    expect(r.ok && r.assault.attack.figure).toBeNull();
    expect(r.ok && r.notices).toEqual([
      'attacker: "imperial-sniper" is not a figure: did you mean "Imperial Officer"?; left out',
    ]);
  });
});

describe("picking figures on the page", () => {
  it("replaces the attack side's numbers and keeps the tokens; a melee figure has no range", () => {
    const a = assault({
      attack: { dice: ["red"], powerTokens: ["damage"] },
      defense: { dice: [] },
      range: 5,
    });
    const vader = setAttacker(a, "darth-vader");
    expect(vader.attack).toMatchObject({
      figure: "darth-vader",
      dice: ["red", "red", "yellow"],
      powerTokens: ["damage"],
    });
    expect(vader.range).toBeNull();
    const trooper = setAttacker(vader, "stormtrooper");
    expect(trooper.range).toBe(4);
    expect(setTarget(a, "e-web-engineer")).toMatchObject({
      health: 5,
      defense: { dice: ["black"], figure: "e-web-engineer" },
    });
    expect(setAttacker(a, "no-such-figure")).toBe(a);
  });
});
