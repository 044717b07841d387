import { describe, expect, it } from "vitest";
import { UNITS, type UnitId } from "@/lib/data";
import { compileBattle } from "@/lib/engine";
import { resolveAttack } from "../helpers/base-cards";
import { BattleState } from "@/lib/engine/core/battle-state";
import { PRESETS, type ScenarioInput } from "@/lib/scenario";
import { THREAT_KEYS } from "@/lib/engine/core/threat";
import { rolls } from "../helpers/scripted-rng";
import { unitsOf } from "../helpers/units";
import { scenario, empire, rebels } from "../helpers/scenarios";
import { ATTACKER, DAMAGE_LEVELS, GROUND, SPACE } from "@/lib/engine/core/codes";

/** The attacker's one attack with `targeting`, its dice scripted as words (`rolls`). */
function attackOnce(
  attacker: ScenarioInput["attacker"],
  defender: ScenarioInput["defender"],
  targeting: ScenarioInput["attacker"]["targeting"],
  script: string,
  theater = SPACE,
) {
  const b = compileBattle(scenario({ attacker: { ...attacker, targeting }, defender, tactics: "none" }));
  const s = new BattleState(b);
  s.reset();
  resolveAttack(rolls(script), b, s, ATTACKER, theater);
  // Damage of each defending unit of a type after the attack (lethal units show their health).
  const damageOf = (id: UnitId) => {
    const u = unitsOf(b, s, 1, id);
    const health = UNITS.find((d) => d.id === id)!.health;
    return [...Array<number>(u.lethal).fill(health), ...u.standing];
  };
  return { b, s, damageOf };
}

describe("targeting policies", () => {
  // [what, attacker, defender, the attacker's targeting, its dice, theater, damage of each defending unit after]
  it.each<
    [
      string,
      ScenarioInput["attacker"],
      ScenarioInput["defender"],
      ScenarioInput["attacker"]["targeting"],
      string,
      number,
      Partial<Record<UnitId, number[]>>,
    ]
  >([
    [
      "threat: 2 TIE fighters shoot the X-wing (its black die threatens them) before the Y-wing",
      empire({ "tie-fighter": 2 }),
      rebels({ "x-wing": 1, "y-wing": 1 }),
      { policy: "threat" },
      "black hit, black blank",
      SPACE,
      { "x-wing": [1], "y-wing": [0] },
    ],
    [
      // SD rolls 2 red + 1 black: red hit, red blank, black direct. Targets: corvette (red) and X-wing (black). The
      // direct hit finishes the corvette (worth more than the X-wing, and it is already damaged).
      "threat: colour hits go to the only colour they can hit, direct hits to what colour hits cannot reach",
      empire({ "star-destroyer": 1 }),
      rebels({ "corellian-corvette": 1, "x-wing": 1 }),
      { policy: "threat" },
      "red hit, red blank, black direct",
      SPACE,
      { "corellian-corvette": [2], "x-wing": [0] },
    ],
    [
      "threat: finishes a damaged unit before starting on a fresh one",
      empire({ "star-destroyer": 1 }),
      { ...rebels({ "mon-calamari-cruiser": 2 }), damaged: { "mon-calamari-cruiser": [3] } },
      { policy: "threat" },
      "red hit, red blank, black blank",
      SPACE,
      { "mon-calamari-cruiser": [4, 0] },
    ],
    [
      // SD: red hit (only the corvettes have red health), red direct, black direct. The red hit starts on a corvette;
      // the first direct hit finishes it; the second kills the X-wing (a corvette would only be half destroyed). An
      // earlier version put it on the second corvette.
      "threat: after finishing a unit it had started on, the next point goes to a kill, not to that unit's twin",
      empire({ "star-destroyer": 1 }),
      rebels({ "corellian-corvette": 2, "x-wing": 1 }),
      { policy: "threat" },
      "red hit, red direct, black direct",
      SPACE,
      { "corellian-corvette": [2, 0], "x-wing": [1] },
    ],
    [
      "max-kills: two hits kill two 1-health fighters rather than a 2-health corvette",
      empire({ "star-destroyer": 1, "tie-fighter": 1 }),
      rebels({ "corellian-corvette": 1, "x-wing": 1, "y-wing": 1 }),
      { policy: "max-kills" },
      "2 red direct, 2 black blank",
      SPACE,
      { "corellian-corvette": [0], "x-wing": [1], "y-wing": [1] },
    ],
    [
      "biggest-first: piles direct hits on the largest ship",
      empire({ "star-destroyer": 1, "tie-fighter": 1 }),
      rebels({ "mon-calamari-cruiser": 1, "x-wing": 1 }),
      { policy: "biggest-first" },
      "2 red direct, 2 black blank",
      SPACE,
      { "mon-calamari-cruiser": [2], "x-wing": [0] },
    ],
    [
      "priority: follows the user's order even when another target is more threatening",
      empire({ "tie-fighter": 2 }),
      rebels({ "x-wing": 1, "y-wing": 1 }),
      { policy: "priority", order: ["y-wing", "x-wing"] },
      "black hit, black blank",
      SPACE,
      { "y-wing": [1], "x-wing": [0] },
    ],
    [
      "never wastes damage on a lethal unit while another legal target remains",
      empire({ "tie-fighter": 3 }),
      rebels({ "x-wing": 2 }),
      { policy: "threat" },
      "3 black hit",
      SPACE,
      { "x-wing": [1, 1] },
    ],
    [
      "ground: AT-AT red hits go to the airspeeder, black hit to a trooper",
      empire({ "at-at": 1 }),
      rebels({ "rebel-trooper": 1, airspeeder: 1 }),
      { policy: "threat" },
      "2 red hit, black hit",
      GROUND,
      { airspeeder: [2], "rebel-trooper": [1] },
    ],
  ])("%s", (_what, attacker, defender, targeting, script, theater, damage) => {
    const { damageOf } = attackOnce(attacker, defender, targeting, script, theater);
    for (const [id, expected] of Object.entries(damage)) expect(damageOf(id as UnitId), id).toEqual(expected);
  });
});

describe("threat ranks", () => {
  it("order every (group, damage needed) pair by threat per damage needed, then threat", () => {
    const large = PRESETS.find((p) => p.id === "large-battle")!.scenario;
    for (const tactics of ["none", "base"] as const) {
      const b = compileBattle(scenario({ ...large, tactics }));
      const n = b.groups;
      const rank = (key: number, g: number, need: number) =>
        b.threatRank[(key * n + g) * DAMAGE_LEVELS + need]!;
      const wrong: string[] = [];
      let compared = 0;
      for (let key = 0; key < THREAT_KEYS; key++) {
        for (let g = 0; g < n; g++) {
          for (let h = 0; h < n; h++) {
            for (let need = 1; need < DAMAGE_LEVELS; need++) {
              for (let other = 1; other < DAMAGE_LEVELS; other++) {
                const v = b.threat[key * n + g]!;
                const w = b.threat[key * n + h]!;
                const expected = Math.sign(v / need - w / other) || Math.sign(v - w);
                if (Math.sign(rank(key, g, need) - rank(key, h, other)) !== expected)
                  wrong.push(`key ${key}: group ${g} needing ${need} vs group ${h} needing ${other}`);
                compared++;
              }
            }
          }
        }
      }
      expect(wrong.slice(0, 5)).toEqual([]);
      expect(compared).toBeGreaterThan(10_000);
    }
  });
});
