import { describe, expect, it } from "vitest";
import { parseAssault, type Assault } from "@/lib/assault";
import { assaultPreview } from "@/lib/assault/assault-preview";
import { readAssaultPage, writeAssaultPage } from "@/lib/assault/assault-page-link";
import {
  addAttackDie,
  addDefenseDie,
  addSurge,
  removeAttackDie,
  removeDefenseDie,
  setNumber,
  surgeLabel,
} from "@/lib/assault/edit-assault";

function parse(input: unknown): Assault {
  const r = parseAssault(input);
  if (!r.ok) throw new Error(r.error);
  return r.assault;
}
const base = parse({
  attack: { dice: ["red", "blue"], rerolls: 2 },
  defense: { dice: ["white"], rerolls: 1 },
});

describe("the page's edits keep the attack valid", () => {
  it("adds dice up to the limits and refuses the 7th attack die and the 4th defence die", () => {
    let a = base;
    for (let i = 0; i < 6; i++) a = addAttackDie("green")(a);
    expect(a.attack.dice).toHaveLength(6);
    for (let i = 0; i < 4; i++) a = addDefenseDie("black")(a);
    expect(a.defense.dice).toEqual(["white", "black", "black"]);
  });

  it("removing a die brings the rerolls down with the pool; the last attack die stays", () => {
    const one = removeAttackDie(0)(base);
    expect(one.attack).toMatchObject({ dice: ["blue"], rerolls: 1 });
    expect(removeAttackDie(0)(one)).toBe(one);
    expect(removeDefenseDie(0)(base).defense).toMatchObject({ dice: [], rerolls: 0 });
  });

  it("refuses numbers outside their range, and sets melee / no health as null", () => {
    expect(setNumber("attack.rerolls", 3)(base)).toBe(base);
    expect(setNumber("health", 41)(base)).toBe(base);
    expect(setNumber("health", 7)(base).health).toBe(7);
    expect(setNumber("range", null)(setNumber("range", 3)(base)).range).toBe(null);
    expect(setNumber("defense.evade", 2)(base).defense.evade).toBe(2);
  });

  it("labels surge abilities as the game prints them, and caps the list at 8", () => {
    expect(surgeLabel({ damage: 3, cost: 2 })).toBe("2 surges: +3 Damage");
    expect(surgeLabel({ pierce: 2, condition: "Bleed" })).toBe("Pierce 2, Bleed");
    let a = base;
    for (let i = 0; i < 9; i++) a = addSurge({ damage: 1 })(a);
    expect(a.attack.surges).toHaveLength(8);
  });
});

describe("the page link with a pinned A, and the preview", () => {
  it("round-trips the attack and its pinned A", () => {
    const pinned = parse({ attack: { dice: ["red"] }, defense: { dice: [] }, health: 3 });
    const query = writeAssaultPage({ assault: base, pinned });
    expect(readAssaultPage(new URLSearchParams(query))).toEqual({
      assault: base,
      pinned,
      compared: [],
      notices: [],
    });
  });

  it("names the part of a pinned A it leaves out, and keeps the rest of both", () => {
    const page = readAssaultPage(new URLSearchParams("v=1&atk=red&pin=v%3D1%26atk%3Dyellow%26hp%3D0"));
    expect(page.notices).toEqual([
      "pinned A: part of its link: health: must be a whole number from 1 to 40; health left at the default",
    ]);
    expect(page.pinned?.attack.dice).toEqual(["yellow"]);
    expect(page.pinned?.health).toBe(5);
    expect(page.assault.attack.dice).toEqual(["red"]);
  });

  it("previews the exact numbers", () => {
    expect(
      assaultPreview(parse({ attack: { dice: ["red"] }, defense: { dice: [] }, health: 3 })),
    ).toMatchObject({
      title: "Red vs no defence dice, melee, health 3 — Imperial Assault odds",
      description: "Exact odds: defeated 33%, expected damage 2.17, miss 0%.",
    });
  });
});
