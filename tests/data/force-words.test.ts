import { describe, expect, it } from "vitest";
import { LEADERS, LEADER_WORDS, UNITS, UNIT_WORDS } from "@/lib/data";
import { THINGS, lookUp, thingName, wordKey, wordsOf } from "@/lib/forces-line/force-lexicon";
import { tokenize } from "@/lib/forces-line/force-tokens";

describe("the players' words for units and leaders (lib/data/force-words.ts)", () => {
  it("has a list for every unit and every leader, and nothing else", () => {
    expect(Object.keys(UNIT_WORDS).sort()).toEqual(UNITS.map((u) => u.id).sort());
    expect(Object.keys(LEADER_WORDS).sort()).toEqual(LEADERS.map((l) => l.id).sort());
    for (const list of [...Object.values(UNIT_WORDS), ...Object.values(LEADER_WORDS)])
      expect(list.length).toBeGreaterThan(0);
  });

  it("gives no two things the same word, name or plural (no collisions)", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const t of THINGS) {
      const keys = new Set(wordsOf(t).map(wordKey));
      if (t.kind === "unit") for (const k of [...keys]) keys.add(`${k}s`);
      for (const k of keys) {
        const before = owner.get(k);
        if (before && before !== t.id) clashes.push(`${k}: ${before} and ${t.id}`);
        owner.set(k, t.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("reads every name, word and unit plural back as its own thing", () => {
    for (const t of THINGS) {
      for (const w of wordsOf(t)) {
        expect(lookUp(w), w).toEqual(t);
        expect(lookUp(w.toUpperCase()), w).toEqual(t);
      }
      if (t.kind === "unit") expect(lookUp(`${thingName(t)}s`)).toEqual(t);
    }
  });

  it("uses no word the entry reads as something else (a count, a separator, a side label)", () => {
    for (const t of THINGS)
      for (const w of wordsOf(t)) {
        const kinds = tokenize(w).map((k) => k.kind);
        expect(
          kinds.every((k) => k === "word"),
          `${w}: ${kinds.join(" ")}`,
        ).toBe(true);
      }
  });

  it("leaves out the words that fit two things, so the entry asks instead of guessing", () => {
    for (const word of ["Luke", "Skywalker", "shield", "General", "Admiral", "wing", "Death Star Plans"])
      expect(lookUp(word), word).toBeNull();
  });
});
