import { parseScenario } from "@/lib/scenario";
import { simulate } from "@/lib/engine";
const mk = (a: any, d: any, extra: any = {}) => { const r = parseScenario({ attacker: a, defender: d, ...extra }); if (!r.ok) throw new Error(r.error); return r.scenario; };
const t0 = performance.now();
const duel = simulate(mk({ faction: "rebel", units: { "x-wing": 1 } }, { faction: "empire", units: { "tie-fighter": 1 } }, { tactics: "none" }), { trials: 200000, seed: "1" });
console.log("duel", JSON.stringify(duel.outcomes), performance.now() - t0);
const ex = simulate(mk({ faction: "empire", units: { "star-destroyer": 1, "tie-fighter": 1 }, leaders: ["darth-vader"] }, { faction: "rebel", units: { "x-wing": 1, "y-wing": 1 }, leaders: ["jan-dodonna"] }, { tactics: "none" }), { trials: 100000, seed: "1" });
console.log("example", JSON.stringify(ex.outcomes), ex.rounds.mean);
const exb = simulate(mk({ faction: "empire", units: { "star-destroyer": 1, "tie-fighter": 1 }, leaders: ["darth-vader"] }, { faction: "rebel", units: { "x-wing": 1, "y-wing": 1 }, leaders: ["jan-dodonna"] }), { trials: 100000, seed: "1" });
console.log("example+cards", JSON.stringify(exb.outcomes), exb.rounds.mean, JSON.stringify(exb.attacker.cards), JSON.stringify(exb.defender.cards));
const big = { a: { faction: "empire", units: { "super-star-destroyer": 1, "star-destroyer": 2, "assault-carrier": 1, "tie-fighter": 8, "at-at": 2, "at-st": 2, stormtrooper: 8 }, leaders: ["darth-vader"] }, d: { faction: "rebel", units: { "mon-calamari-cruiser": 3, "corellian-corvette": 2, "x-wing": 6, "y-wing": 6, airspeeder: 2, "rebel-trooper": 8, "shield-generator": 1, "ion-cannon": 1 }, leaders: ["admiral-ackbar"] } };
for (const tac of ["none", "base"]) {
  const t1 = performance.now();
  const r = simulate(mk(big.a, big.d, { tactics: tac }), { trials: 100000, seed: "1" });
  console.log("big", tac, JSON.stringify(r.outcomes, (k, v) => typeof v === "number" ? +v.toFixed(4) : v), r.rounds.mean, "ms", (performance.now() - t1).toFixed(0), "dice/battle", r.diceRolled / 100000);
}
