import { describe, expect, it } from "vitest";
import { LEADERS, UNITS } from "@/lib/data";
import { simulate } from "@/lib/engine";
import { parseScenario, type ScenarioInput } from "@/lib/scenario";

/** Every unit of a faction at its component limit, and every leader (one Luke). */
function everything(faction: "empire" | "rebel") {
  return {
    faction,
    units: Object.fromEntries(UNITS.filter((u) => u.faction === faction).map((u) => [u.id, u.limit])),
    leaders: LEADERS.filter((l) => l.faction === faction && l.id !== "luke-skywalker").map((l) => l.id),
  };
}

describe("every unit, leader, card and variant together", () => {
  const variants = [
    { blackDie: "standard", spaceDeck: "standard", dsucHealth: "black", monCalCapacity: 4 },
    { blackDie: "no-direct", spaceDeck: "two-onslaught", dsucHealth: "red", monCalCapacity: 6 },
  ] as const;
  for (const v of variants) {
    for (const empireAttacks of [true, false]) {
      it(`${empireAttacks ? "Empire" : "Rebels"} attack at full strength, variants ${Object.values(v).join("/")}`, () => {
        const input = {
          attacker: everything(empireAttacks ? "empire" : "rebel"),
          defender: everything(empireAttacks ? "rebel" : "empire"),
          tactics: "base",
          deathStarPlans: true,
          variants: v,
        } as ScenarioInput;
        const parsed = parseScenario(input);
        if (!parsed.ok) throw new Error(parsed.error);
        const r = simulate(parsed.scenario, { trials: 300, seed: "all" });
        expect(Object.values(r.outcomes).reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 12);
        expect(r.rounds.mean).toBeGreaterThan(1);
        expect(r.attacker.cards.drawn + r.defender.cards.drawn).toBeGreaterThan(0);
        expect(r.attacker.survivors.length + r.defender.survivors.length).toBe(UNITS.length);
      });
    }
  }
});
