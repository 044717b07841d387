import { describe, expect, it } from "vitest";
import { readAssaultPage } from "@/lib/assault/assault-page-link";
import { repairQuery } from "@/lib/link/repair-query";

/**
 * A cut-off /assault link names what it had to leave out, as the battle link does
 * (docs/links-and-history.md#links-keep-what-they-can).
 */
const read = (q: string) => readAssaultPage(repairQuery(q));
const AFTER = ", and anything the link had after it is missing";

describe("an /assault link cut short", () => {
  it.each([
    [
      "v=1&atk=red.gre",
      'the attack dice could not be read whole (it ends "red.gre"); its last part "gre" was left out',
      ["red"],
      ["white"],
    ],
    [
      "v=1&atk=red.blue&def=bla",
      'the defence dice could not be read whole (it ends "bla"); the defence dice are left at the default',
      ["red", "blue"],
      ["white"],
    ],
    [
      "v=1&atk=gr",
      'the attack dice could not be read whole (it ends "gr"); the attack dice are left at the default',
      ["blue", "green"],
      ["white"],
    ],
    [
      "v=1&atk=yellow&def=black.",
      'the defence dice could not be read whole (it ends "black."); what came before it loads',
      ["yellow"],
      ["black"],
    ],
  ])("%s loads what came before its half word and says so in one line", (q, said, attack, defence) => {
    const page = read(q);
    expect(page.notices).toEqual([`Part of the attack link: it looks cut short, so ${said}${AFTER}`]);
    expect(page.assault.attack.dice).toEqual(attack);
    expect(page.assault.defense.dice).toEqual(defence);
  });

  it("a surge ability, a number and a key that stop partway", () => {
    const surge = read("v=1&atk=red&sg=d1.p");
    expect(surge.notices).toEqual([
      `Part of the attack link: it looks cut short, so the surge abilities could not be read whole (it ends "d1.p"); its last part "p" was left out${AFTER}`,
    ]);
    expect(surge.assault.attack.surges).toEqual([{ damage: 1 }]);
    expect(read("v=1&atk=red&hp=").notices).toEqual([
      `Part of the attack link: it looks cut short, so the health could not be read whole (it ends ""); the health is left at the default${AFTER}`,
    ]);
    const key = read("v=1&atk=red&r=2&h");
    expect(key.notices).toEqual([
      `Part of the attack link: it looks cut short, so the health could not be read (it ends "h")${AFTER}`,
    ]);
    expect(key.assault.range).toBe(2);
    // a pinned A's own link is read the same way
    expect(read(`v=1&atk=red&pin=${encodeURIComponent("v=1&atk=blue.gre")}`).notices).toEqual([
      `pinned A: part of its link: it looks cut short, so the attack dice could not be read whole (it ends "blue.gre"); its last part "gre" was left out${AFTER}`,
    ]);
  });

  it("a whole link never looks cut, and no cut of one is refused", () => {
    const whole = "v=1&atk=red.blue.green.yellow&def=black.white&sg=d1_k2.p1.cStun&r=3&n=2&hp=7&dmg=1";
    expect(read(whole).notices).toEqual([]);
    // every prefix loads; one ending in part of a die's name says it was cut
    for (let end = 4; end <= whole.length; end++) {
      const q = whole.slice(0, end);
      const page = read(q);
      const last = q.split("&").at(-1)!;
      const half = /^(atk|def)=(.*\.)?(r|re|b|bl|blu|g|gr|gre|gree|y|ye|yel|yell|yello|w|wh|whi|whit)$/.test(
        last,
      );
      if (half) expect(page.notices[0], q).toContain("it looks cut short");
      expect(
        page.notices.every((n) => !n.startsWith("Invalid")),
        q,
      ).toBe(true);
    }
  });
});

describe("an /assault link the server trimmed", () => {
  it("says in one line what the server left out", () => {
    const page = read("v=1&atk=red.blue&dropped=utm_source,fbclid,%2B3");
    expect(page.notices).toEqual([
      'Part of the attack link: it was too long for the server, so what this app does not read was left out ("utm_source", "fbclid" and 3 more)',
    ]);
    expect(page.assault.attack.dice).toEqual(["red", "blue"]);
  });
});
