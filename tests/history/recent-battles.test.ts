import { describe, expect, it } from "vitest";
import {
  addRecent,
  battleName,
  readRecent,
  recentDifferences,
  RECENT_SHOWN,
  removeRecent,
  RECENT_LIMIT,
  updateRecent,
  writeRecent,
} from "@/lib/recent/recent-battles";
import { decodeSetup, DEFAULT_SETUP, encodeSetup, type Setup } from "@/lib/scenario/url-codec";

function setup(query: string): Setup {
  const d = decodeSetup(query);
  if (!d.ok) throw new Error(d.error);
  return d.setup;
}

const fleet = setup(
  "v=1&a=empire_star-destroyer.2,tie-fighter.4_darth-vader&d=rebel_mon-calamari-cruiser,x-wing.3",
);
const ground = setup("v=1&a=empire_stormtrooper.3&d=rebel_rebel-trooper.2&seed=table");

describe("recent battles", () => {
  it("names a battle by its forces in the game's words, units in the unit table's order", () => {
    expect(battleName(fleet)).toBe(
      "4 TIE Fighters, 2 Star Destroyers; Darth Vader vs 3 X-wings, 1 Mon Calamari Cruiser",
    );
  });

  it("keeps the newest first, each battle once, at most RECENT_LIMIT", () => {
    let list = addRecent([], fleet, 1000);
    list = addRecent(list, ground, 2000);
    list = addRecent(list, fleet, 3000);
    expect(list.map((b) => [b.forces, b.seenAt])).toEqual([
      [battleName(fleet), 3000],
      [battleName(ground), 2000],
    ]);
    for (let i = 1; i <= 25; i++) list = addRecent(list, { ...ground, seed: `s${i}` }, 3000 + i);
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]!.setup.seed).toBe("s25");
    expect(list.at(-1)!.setup.seed).toBe("s6");
    expect(removeRecent(list, list[0]!.link).map((b) => b.setup.seed)[0]).toBe("s24");
  });

  it("reads back what it wrote, the same battles in the same order", () => {
    const list = addRecent(addRecent([], fleet, 1000), ground, 2000);
    const back = readRecent(writeRecent(list));
    expect(back.map((b) => encodeSetup(b.setup))).toEqual([encodeSetup(ground), encodeSetup(fleet)]);
    expect(back[1]!.forces).toBe(battleName(fleet));
  });

  it("drops a corrupt entry and keeps the rest, never throwing", () => {
    const good = JSON.parse(writeRecent(addRecent([], fleet, 1000))) as unknown[];
    const stored = JSON.stringify([
      ...good,
      { link: "v=1&a=empire_death-trooper.2", seenAt: 5 },
      { link: "v=1&a=empire_star-destroyer.2", seenAt: -1 },
      { link: 42, seenAt: 5 },
      "junk",
      null,
      { link: "v=2&a=empire_star-destroyer.2&d=rebel_x-wing&zz=1", seenAt: 6 },
    ]);
    expect(readRecent(stored).map((b) => b.forces)).toEqual([battleName(fleet)]);
    expect(readRecent("{not json")).toEqual([]);
    expect(readRecent('{"link":"v=1"}')).toEqual([]);
    expect(readRecent(null)).toEqual([]);
  });
});

describe("recent battles keep their meaning across link versions", () => {
  it("stores each entry with its link version, the default battle's too, and reads it back strictly", () => {
    const list = addRecent([], DEFAULT_SETUP, 1000);
    expect(JSON.parse(writeRecent(list))).toEqual([{ link: "v=2", seenAt: 1000 }]);
    const back = readRecent(writeRecent(list));
    expect(back.map((b) => [b.link, b.setup])).toEqual([["", DEFAULT_SETUP]]);
    // a list written before entries carried the version: the bare default battle's link still reads
    expect(readRecent(JSON.stringify([{ link: "", seenAt: 5 }])).map((b) => b.setup)).toEqual([
      DEFAULT_SETUP,
    ]);
    // a link cut short is not read half: the entry is dropped
    expect(readRecent(JSON.stringify([{ link: "v=1&a=empire_star-destroyer.2,tie-f", seenAt: 5 }]))).toEqual(
      [],
    );
  });
});

describe("recent battles you can tell apart", () => {
  it("keep each battle's name and the attacker's chance the page showed, and when it was seen", () => {
    let list = addRecent([], fleet, 1000, { name: "Sullust, turn 6", chance: null });
    list = updateRecent(list, list[0]!.link, { name: "Sullust, turn 6", chance: 0.9883 });
    list = addRecent(list, ground, 2000);
    // seen again before its run finished: the chance it had is kept
    list = addRecent(list, fleet, 3000, { name: "Sullust, turn 6", chance: null });
    const back = readRecent(writeRecent(list));
    expect(back.map((b) => [b.name, b.chance, b.seenAt])).toEqual([
      ["Sullust, turn 6", 0.9883, 3000],
      ["", null, 2000],
    ]);
    expect(JSON.parse(writeRecent(list))[0]).toEqual({
      link: encodeSetup(fleet),
      seenAt: 3000,
      name: "Sullust, turn 6",
      chance: 0.9883,
    });
  });

  it("a hostile stored name is cleaned and cut; a bad chance drops the entry", () => {
    const stored = JSON.stringify([
      { link: encodeSetup(fleet), seenAt: 1, name: `\u202E<b>${"x".repeat(200)}`, chance: 0.5 },
      { link: encodeSetup(ground), seenAt: 2, chance: 7 },
    ]);
    expect(readRecent(stored).map((b) => b.name)).toEqual([`<b>${"x".repeat(57)}`]);
    const ok = JSON.stringify([{ link: encodeSetup(fleet), seenAt: 1, name: `\u202E<b>${"x".repeat(100)}` }]);
    expect(readRecent(ok)[0]!.name).toBe(`<b>${"x".repeat(57)}`);
  });

  it("shows what tells two battles apart when their words would read the same", () => {
    const sullust = setup(
      "v=1&a=empire_tie-fighter.4,star-destroyer.2,stormtrooper.4,at-st.2&d=rebel_x-wing.3,rebel-trooper.4",
    );
    const more = setup(
      "v=1&a=empire_tie-fighter.4,star-destroyer.2,stormtrooper.4,at-st.2,at-at&d=rebel_x-wing.3,rebel-trooper.4",
    );
    let list = addRecent([], sullust, 1000);
    list = addRecent(list, more, 2000);
    list = addRecent(list, ground, 3000);
    expect(recentDifferences(list)).toEqual([
      null,
      "+ 1 AT-AT (vs the one below)",
      "− 1 AT-AT (vs the one above)",
    ]);
    // named differently: the names tell them apart
    let named = updateRecent(list, list[1]!.link, { name: "Sullust, turn 6", chance: null });
    named = updateRecent(named, list[2]!.link, { name: "Sullust, turn 5", chance: null });
    expect(recentDifferences(named)).toEqual([null, null, null]);
  });

  it("tells apart what a phone cuts alike, and an unnamed battle from a named one of the same forces", () => {
    // Sullust variants that read "4 TIE Fighters, 2 Star Destroyers, 4 Stor…" on a phone.
    const sullust = (troopers: number, more = "") =>
      setup(
        `v=1&a=empire_tie-fighter.4,star-destroyer.2,stormtrooper.${troopers},at-st.3_darth-vader&d=rebel_mon-calamari-cruiser,x-wing.3,y-wing.2,rebel-trooper.4,shield-generator_mon-mothma${more}`,
      );
    let list = addRecent([], sullust(4), 1000);
    list = addRecent(list, sullust(5), 2000);
    list = addRecent(list, sullust(6), 3000, { name: "Sullust, turn 6" });
    list = addRecent(list, sullust(6, "&seed=2"), 4000);
    expect(list.map((b) => b.forces.slice(0, RECENT_SHOWN))).toEqual(
      Array(4).fill("4 TIE Fighters, 2 Star Destroy"),
    );
    expect(recentDifferences(list)).toEqual([
      // the same forces as the named one below it: only the seed differs, and it is said
      "seed 2 (vs the one below)",
      "+ 1 Stormtrooper (vs the one below)",
      "+ 1 Stormtrooper (vs the one below)",
      "− 1 Stormtrooper (vs the one above)",
    ]);
    // Forces that differ where a phone still shows them need no line.
    const apart = addRecent(addRecent([], sullust(4), 1), setup("v=1&a=empire_at-at.2"), 2);
    expect(recentDifferences(apart)).toEqual([null, null]);
  });
});
