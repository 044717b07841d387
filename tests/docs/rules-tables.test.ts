import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DICE, DICE_CAP, GROUND_DECK, LEADERS, SPACE_DECK, TACTIC_CARDS, UNITS } from "@/lib/data";

// docs/rules.md writes out the tables of lib/data so the repository reads on its own; these tests hold every row
// to the data, so a change to a unit, leader, die or deck that is not carried into the page fails here.

const rules = readFileSync(path.resolve(__dirname, "..", "..", "docs", "rules.md"), "utf8");

/** The cells of every table row of the page (header and separator rows included; they match no id). */
const rows: string[][] = rules
  .split("\n")
  .filter((line) => line.startsWith("|"))
  .map((line) =>
    line
      .slice(1, -1)
      .split("|")
      .map((cell) => cell.trim()),
  );

/** The one row holding `id` as a cell, and where in it. */
function rowOf(id: string): { cells: string[]; at: number } {
  const found = rows.flatMap((cells) =>
    cells.includes(`\`${id}\``) ? [{ cells, at: cells.indexOf(`\`${id}\``) }] : [],
  );
  expect(
    found.map((f) => f.cells.join(" | ")),
    id,
  ).toHaveLength(1);
  return found[0]!;
}

describe("docs/rules.md tables match lib/data", () => {
  it("dice: faces of each colour and the cap per attack", () => {
    for (const colour of ["red", "black", "green"] as const) {
      const row = rows.find((cells) => cells[0] === colour);
      const f = DICE[colour];
      expect(row, colour).toEqual([
        colour,
        ...[f.blank, f.hit, f.direct, f.special, DICE_CAP[colour]].map(String),
      ]);
    }
  });

  it("units: name, side, theater, dice, health, what it carries and its limit", () => {
    for (const u of UNITS) {
      const dice = [u.red && `${u.red} red`, u.black && `${u.black} black`, u.green && `${u.green} green`]
        .filter(Boolean)
        .join(", ");
      const { cells, at } = rowOf(u.id);
      expect(cells.slice(at - 1), u.id).toEqual([
        u.name,
        `\`${u.id}\``,
        u.faction === "empire" ? "Empire" : "Rebels",
        u.theater + (u.structure ? " (structure)" : ""),
        dice || "—",
        u.health === 0 ? "none" : `${u.health} ${u.healthColour}`,
        u.capacity > 0 ? String(u.capacity) : u.needsTransport ? "needs a place" : "—",
        String(u.limit),
      ]);
    }
  });

  it("leaders: space and ground tactic values", () => {
    for (const l of LEADERS) {
      const { cells, at } = rowOf(l.id);
      const name = l.expansion === "rote" ? `${l.name} (RotE)` : l.name;
      expect(cells.slice(at - 1, at + 3), l.id).toEqual([
        name,
        `\`${l.id}\``,
        String(l.space),
        String(l.ground),
      ]);
    }
  });

  it("tactic cards: copies in each deck and the ★", () => {
    for (const c of TACTIC_CARDS) {
      const { cells, at } = rowOf(c.id);
      const copies = (deck: Readonly<Partial<Record<string, number>>>) =>
        deck[c.id] ? String(deck[c.id]) : "";
      expect(cells.slice(at - 1, at + 4), c.id).toEqual([
        c.name,
        `\`${c.id}\``,
        copies(SPACE_DECK),
        copies(GROUND_DECK),
        c.star ? "★" : "",
      ]);
    }
  });
});
