import { describe, expect, it } from "vitest";
import { readForces } from "@/lib/forces-line/read-forces";

/** Each item as "count × id" (or its problem), side by side. */
function read(text: string) {
  const r = readForces(text);
  return {
    factions: r.factions,
    items: r.items.map(
      (i) =>
        `${i.side}: ${i.count ?? "-"} ${i.thing?.id ?? "?"}${i.damage.length > 0 ? ` (${i.damage.join(",")})` : ""}`,
    ),
    problems: r.problems,
  };
}

describe("reading forces as players write them (docs/engine.md#the-forces-in-one-line)", () => {
  it("reads the Sullust line as a player types it", () => {
    expect(read("2 SD, 4 TIE, 3 AT-ST, 4 ST, Vader vs MC, 3 X-wing, 2 Y, 4 RT, SG, Mothma")).toEqual({
      factions: ["empire", "rebel"],
      items: [
        "0: 2 star-destroyer",
        "0: 4 tie-fighter",
        "0: 3 at-st",
        "0: 4 stormtrooper",
        "0: - darth-vader",
        "1: - mon-calamari-cruiser",
        "1: 3 x-wing",
        "1: 2 y-wing",
        "1: 4 rebel-trooper",
        "1: - shield-generator",
        "1: - mon-mothma",
      ],
      problems: [],
    });
  });

  it("takes counts after the name, plurals, any order, no commas and a new line between the sides", () => {
    expect(read("Vader TIE x4 2 Star Destroyers\n3 X-Wings, MCs x2 Mon Mothma").items).toEqual([
      "0: - darth-vader",
      "0: 4 tie-fighter",
      "0: 2 star-destroyer",
      "1: 3 x-wing",
      "1: 2 mon-calamari-cruiser",
      "1: - mon-mothma",
    ]);
    expect(read("TIE ×3, 4x AT-AT, TIE x 2 vs X 2").items).toEqual([
      "0: 3 tie-fighter",
      "0: 4 at-at",
      "0: 2 tie-fighter",
      "1: 2 x-wing",
    ]);
    // Counts written onto the word, as chats do.
    expect(read("TIEx4, 2xSD, Star Destroyerx2, AT-ATs×3 vs Xx3, 2×Y-wings").items).toEqual([
      "0: 4 tie-fighter",
      "0: 2 star-destroyer",
      "0: 2 star-destroyer",
      "0: 3 at-at",
      "1: 3 x-wing",
      "1: 2 y-wing",
    ]);
    expect(read("2SD, 4TIE, SD*2, 2*AT-ST vs 3X, 3XW, 2xwings, 2xY").items).toEqual([
      "0: 2 star-destroyer",
      "0: 4 tie-fighter",
      "0: 2 star-destroyer",
      "0: 2 at-st",
      "1: 3 x-wing",
      "1: 3 x-wing",
      "1: 2 x-wing",
      "1: 2 y-wing",
    ]);
    expect(readForces("TIEx4 vs X").items[0]).toMatchObject({
      text: "TIE",
      wordStart: 0,
      wordEnd: 3,
      end: 5,
    });
    expect(read("Foox2 vs X").problems).toEqual(['"Foo" is not a unit or leader']);
    expect(read("a shield generator and two airspeeders with Leia versus Vader + 3 storms").items).toEqual([
      "0: 1 shield-generator",
      "0: 2 airspeeder",
      "0: - princess-leia",
      "1: - darth-vader",
      "1: 3 stormtrooper",
    ]);
  });

  it("reads damage after a unit", () => {
    expect(read("SD(2 dmg), 3 SD (3 dmg, 1 dmg), MC (2 damage) vs Y").items).toEqual([
      "0: - star-destroyer (2)",
      "0: 3 star-destroyer (3,1)",
      "0: - mon-calamari-cruiser (2)",
      "1: - y-wing",
    ]);
    expect(read("SD(2dmg), MC (1dmg, 2dmg) vs Y").items).toEqual([
      "0: - star-destroyer (2)",
      "0: - mon-calamari-cruiser (1,2)",
      "1: - y-wing",
    ]);
    expect(read("SD (big) vs X").problems).toEqual(['"(big)" is not damage (write it as SD (2 dmg))']);
    expect(read("SD (2) vs X").problems).toEqual(['"(2)" is not damage (write it as SD (2 dmg))']);
  });

  it("splits the forces at a lone / or |, and at the other faction's label", () => {
    for (const text of [
      "2 SD, Vader / MC, 3 X-wing",
      "2 SD, Vader | MC, 3 X-wing",
      "Empire: 2 SD, Vader; Rebels: MC, 3 X-wing",
    ])
      expect(read(text), text).toEqual({
        factions: ["empire", "rebel"],
        items: ["0: 2 star-destroyer", "0: - darth-vader", "1: - mon-calamari-cruiser", "1: 3 x-wing"],
        problems: [],
      });
    expect(read("2 TIE/ln vs X").items).toEqual(["0: 2 tie-fighter", "1: - x-wing"]);
  });

  it("infers each side's faction from what it names, or from a label", () => {
    expect(read("Rebels: 3 X-wing vs Empire: SD").factions).toEqual(["rebel", "empire"]);
    expect(read("Rebels 3 X-wing vs SD").factions).toEqual(["rebel", "empire"]);
    expect(read("3 X-wing").factions).toEqual(["rebel"]);
    expect(read("Imperials: shield, 3 troopers vs 3 troopers, shield").items).toEqual([
      "0: - shield-bunker",
      "0: 3 stormtrooper",
      "1: 3 rebel-trooper",
      "1: - shield-generator",
    ]);
  });

  it("asks about a word that could be two things instead of guessing (one person's cards read as the first)", () => {
    expect(read("Luke, 3 X-wing vs SD").problems).toEqual([]);
    expect(read("Luke, 3 X-wing vs SD").items[0]).toBe("0: - luke-skywalker");
    const r = readForces("General, X vs SD");
    expect(r.items[0]!.options.map((o) => o.id)).toEqual(["general-rieekan", "general-madine"]);
    expect(r.items[0]!.thing).toBeNull();
    expect(read("3 wings vs SD").problems).toEqual(['"wings" could be X-wing or Y-wing or U-wing']);
    expect(read("Jedi Luke, X vs SD").items[0]).toBe("0: - luke-skywalker-jedi");
    expect(read("Luke Skywalker (Jedi), X vs SD").items[0]).toBe("0: - luke-skywalker-jedi");
  });

  it("names everything it cannot read, with suggestions, in short phrases", () => {
    const r = readForces("2 SD, Xwng, 4 foo vs 3 X-wing, 5, SG (x)");
    expect(r.problems).toEqual([
      '"5" counts nothing',
      '"(x)" is not damage (write it as SD (2 dmg))',
      '"Xwng" is not a unit or leader (X-wing?)',
      '"foo" is not a unit or leader',
    ]);
    expect(read("2 SD, 3 X-wing vs Y").problems).toEqual(["X-wing is Rebel, in the Imperial force"]);
    expect(r.items.find((i) => i.text === "Xwng")!.suggestions.map((s) => s.id)).toEqual(["x-wing"]);
    expect(read("").problems).toEqual([
      "nothing to read (type forces like 2 SD, 4 TIE, Vader vs 3 X-wing, Mothma)",
    ]);
    expect(read("SD vs X vs Y").problems).toEqual(['3 forces: write two, split by "vs" or a new line']);
    expect(read("SD vs TIE").problems).toEqual([
      "both forces are Imperial: one must be the Empire and the other the Rebels",
    ]);
  });

  it("keeps where each item is, for the page to show and to replace a word", () => {
    const text = "2 SD, TIE x4 vs Xwng";
    const items = readForces(text).items;
    expect(items.map((i) => text.slice(i.start, i.end))).toEqual(["2 SD", "TIE x4", "Xwng"]);
    expect(items.map((i) => text.slice(i.wordStart, i.wordEnd))).toEqual(["SD", "TIE", "Xwng"]);
  });
});
