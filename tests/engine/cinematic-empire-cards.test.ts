import { describe, expect, it } from "vitest";
import { DEFENDER, GROUND, SPACE, ATTACKER, sideTheater } from "@/lib/engine/core/codes";
import { EVENT_CAPTURE } from "@/lib/engine/modes/cinematic/cinematic-codes";
import { statBase } from "@/lib/engine/modes/cinematic/cinematic-state";
import { cinematic } from "../helpers/cinematic";
import { rolls } from "../helpers/scripted-rng";
import { empire, rebels } from "../helpers/scenarios";

// Each Imperial advanced card (docs/rules.md#cinematic-combat; lib/data/cinematic-cards.ts), top and bottom, with scripted choices and dice. The Empire is the
// attacker (side 0) here; the Rebels (side 1) defend.
const E = ATTACKER;
const R = DEFENDER;
const prevented = (cs: { prevent: Int32Array }, side: number, theater: number) =>
  Array.from(cs.prevent.subarray(sideTheater(side, theater) * 4, sideTheater(side, theater) * 4 + 4));

describe("Imperial space cards", () => {
  it("Swarm Tactics: top deals 1 damage with more fighters than the Rebels (2 in the second reading), else nothing; bottom 1 black", () => {
    const a = cinematic(empire({ "tie-fighter": 3 }), rebels({ "x-wing": 1, "mon-calamari-cruiser": 1 }));
    a.reveal(SPACE, ["swarm-tactics", "top"], null);
    expect(a.units(R, "x-wing").gone).toBe(1);
    expect(a.units(R, "mon-calamari-cruiser").standing).toEqual([0]);
    const b = cinematic(empire({ "tie-fighter": 3 }), rebels({ "x-wing": 1, "mon-calamari-cruiser": 1 }), {
      variants: { swarmTactics: 2 },
    });
    b.reveal(SPACE, ["swarm-tactics", "top"], null);
    expect(b.units(R, "x-wing").gone).toBe(1);
    expect(b.units(R, "mon-calamari-cruiser").standing).toEqual([1]);
    const fewer = cinematic(empire({ "tie-fighter": 1 }), rebels({ "x-wing": 2 }));
    fewer.reveal(SPACE, ["swarm-tactics", "top"], null);
    expect(fewer.units(R, "x-wing").live).toBe(2);
    const bottom = cinematic(
      empire({ "tie-fighter": 1 }),
      rebels({ "mon-calamari-cruiser": 1, "x-wing": 1 }),
    );
    bottom.reveal(SPACE, ["swarm-tactics", "bottom"], null);
    expect(bottom.units(R, "x-wing").gone).toBe(1);
    expect(bottom.units(R, "mon-calamari-cruiser").standing).toEqual([0]);
  });

  it("Reinforcements: top gains a TIE Fighter and prevents 2 black hits (the Rebels' hits then miss); bottom only prevents", () => {
    const a = cinematic(empire({ "assault-carrier": 1 }), rebels({ "x-wing": 2 }));
    a.reveal(SPACE, ["reinforcements", "top"], null);
    expect(a.units(E, "tie-fighter").live).toBe(1);
    expect(a.s.gained[a.group(E, "tie-fighter")]).toBe(1);
    expect(prevented(a.cs, R, SPACE)).toEqual([0, 2, 0, 0]);
    // the X-wings' two black hits would destroy the new TIE: both are prevented
    a.r.attack(rolls("2 black hit"), R, SPACE);
    expect(a.units(E, "tie-fighter")).toMatchObject({ live: 1, lethal: 0 });
    const b = cinematic(empire({ "assault-carrier": 1 }), rebels({ "x-wing": 2 }));
    b.reveal(SPACE, ["reinforcements", "bottom"], null);
    expect(b.units(E, "tie-fighter").live).toBe(0);
    expect(prevented(b.cs, R, SPACE)).toEqual([0, 2, 0, 0]);
  });

  it("Tractor Beam: top captures a leader at the end of the round when the Rebels have no ships left (an event); bottom 1 red damage", () => {
    const a = cinematic(
      empire({ "star-destroyer": 1 }),
      rebels({ "x-wing": 1, "rebel-trooper": 1 }, ["han-solo"]),
    );
    a.reveal(SPACE, ["tractor-beam", "top"], null);
    a.s.removeStanding(a.group(R, "x-wing"), 1, 0); // the X-wing is destroyed this round
    a.r.endRound();
    expect(a.cs.stats[statBase(E) + 32 + EVENT_CAPTURE]).toBe(1);
    const ships = cinematic(empire({ "star-destroyer": 1 }), rebels({ "x-wing": 1 }, ["han-solo"]));
    ships.reveal(SPACE, ["tractor-beam", "top"], null);
    ships.r.endRound();
    expect(ships.cs.stats[statBase(E) + 32 + EVENT_CAPTURE]).toBe(0);
    const bottom = cinematic(
      empire({ "star-destroyer": 1 }),
      rebels({ "corellian-corvette": 1, "x-wing": 1 }),
    );
    bottom.reveal(SPACE, ["tractor-beam", "bottom"], null);
    expect(bottom.units(R, "corellian-corvette").standing).toEqual([1]);
    expect(bottom.units(R, "x-wing").live).toBe(1);
  });

  it("Overwhelming Presence: top prevents 2 red hits and a special (a direct hit in the second reading); bottom 2 red hits", () => {
    const a = cinematic(empire({ "super-star-destroyer": 1 }), rebels({ "mon-calamari-cruiser": 1 }));
    a.reveal(SPACE, ["overwhelming-presence", "top"], null);
    expect(prevented(a.cs, R, SPACE)).toEqual([2, 0, 1, 0]);
    a.r.attack(rolls("2 red hit, black direct"), R, SPACE);
    expect(a.units(E, "super-star-destroyer").standing).toEqual([1]); // only the direct hit lands
    const b = cinematic(empire({ "super-star-destroyer": 1 }), rebels({ "mon-calamari-cruiser": 1 }), {
      variants: { overwhelmingPresence: "direct" },
    });
    b.reveal(SPACE, ["overwhelming-presence", "top"], null);
    expect(prevented(b.cs, R, SPACE)).toEqual([2, 0, 0, 1]);
    b.r.attack(rolls("2 red hit, black direct"), R, SPACE);
    expect(b.units(E, "super-star-destroyer").standing).toEqual([0]);
    const bottom = cinematic(empire({ "super-star-destroyer": 1 }), rebels({ "mon-calamari-cruiser": 1 }));
    bottom.reveal(SPACE, ["overwhelming-presence", "bottom"], null);
    expect(prevented(bottom.cs, R, SPACE)).toEqual([2, 0, 0, 0]);
  });

  it("Superlaser Blast: top deals 5 damage to one capital ship (not a fighter); bottom 1 damage", () => {
    const a = cinematic(empire({ "death-star": 1 }), rebels({ "mon-calamari-cruiser": 1, "x-wing": 1 }));
    a.reveal(SPACE, ["superlaser-blast", "top"], null);
    expect(a.units(R, "mon-calamari-cruiser").gone).toBe(1);
    expect(a.units(R, "x-wing").live).toBe(1);
    const bottom = cinematic(empire({ "death-star": 1 }), rebels({ "mon-calamari-cruiser": 1, "x-wing": 1 }));
    bottom.reveal(SPACE, ["superlaser-blast", "bottom"], null);
    expect(bottom.units(R, "x-wing").gone).toBe(1); // a unit the point destroys comes first
  });

  it("Entrapment: top cancels the Rebel card and plays one more space card; bottom locks the Rebels' space cards next round", () => {
    const a = cinematic(empire({ interdictor: 1 }), rebels({ "y-wing": 1 }));
    a.reveal(SPACE, ["entrapment", "top"], ["bombing-run", "top"]);
    expect(a.units(E, "interdictor").standing).toEqual([0]); // Bombing Run's 2 red damage never came
    const played = Array.from(a.cs.stats.subarray(statBase(E), statBase(E) + 16)).reduce((x, y) => x + y, 0);
    expect(played).toBe(2); // Entrapment and the additional card
    expect(a.inHand(R, SPACE, "bombing-run")).toBe(false); // the cancelled card is still used
    const bottom = cinematic(empire({ interdictor: 1 }), rebels({ "y-wing": 1 }));
    bottom.reveal(SPACE, ["entrapment", "bottom"], null);
    expect(bottom.cs.lockedRound[sideTheater(R, SPACE)]).toBe(2);
    bottom.s.round = 2;
    expect(bottom.r.pick(R, SPACE)).toBe(-1);
    expect(bottom.r.pick(R, GROUND)).toBeGreaterThanOrEqual(0); // only space cards are locked
  });

  it("Energy Shield: top removes up to 2 damage from Imperial ships after the Rebels assign; bottom: the Rebels attack first", () => {
    const a = cinematic(
      empire({ "star-destroyer": 1, "shield-bunker": 1 }),
      rebels({ "mon-calamari-cruiser": 1 }),
    );
    a.reveal(SPACE, ["energy-shield", "top"], null);
    a.r.attack(rolls("2 red hit, black blank"), R, SPACE);
    expect(a.units(E, "star-destroyer").standing).toEqual([0]);
    const bottom = cinematic(
      empire({ "star-destroyer": 1, "shield-bunker": 1 }),
      rebels({ "mon-calamari-cruiser": 1 }),
    );
    expect(bottom.r.firstToAttack(SPACE)).toBe(E);
    bottom.reveal(SPACE, ["energy-shield", "bottom"], null);
    expect(bottom.r.firstToAttack(SPACE)).toBe(R);
  });

  it("Intercept: top destroys a triangle-tier ship at once; bottom: Rebel ships cannot remove damage this round", () => {
    const a = cinematic(
      empire({ "tie-striker": 1, stormtrooper: 1 }),
      rebels({ "y-wing": 2, "mon-calamari-cruiser": 1, "rebel-trooper": 2 }),
    );
    a.reveal(SPACE, ["intercept", "top"], null);
    expect(a.units(R, "y-wing")).toMatchObject({ live: 1, gone: 1 });
    expect(a.units(R, "mon-calamari-cruiser").live).toBe(1);
    expect(a.units(R, "rebel-trooper").live).toBe(2);
    const bottom = cinematic(empire({ "tie-striker": 1 }), rebels({ "mon-calamari-cruiser": 1 }), {
      defender: { ...rebels({ "mon-calamari-cruiser": 1 }), damaged: { "mon-calamari-cruiser": [2] } },
    });
    bottom.reveal(SPACE, ["intercept", "bottom"], null);
    expect(bottom.cs.noRepairRound[sideTheater(R, SPACE)]).toBe(1);
    bottom.r.attack(rolls("2 red special, black blank"), R, SPACE);
    expect(bottom.units(R, "mon-calamari-cruiser").standing).toEqual([2]); // the specials removed nothing
  });
});

describe("Imperial ground cards", () => {
  it("Support of the 501st: top destroys a triangle-tier ground unit (not an airspeeder); bottom 1 black damage", () => {
    const a = cinematic(empire({ stormtrooper: 1 }), rebels({ "rebel-trooper": 1, airspeeder: 1 }));
    a.reveal(GROUND, ["support-of-the-501st", "top"], null);
    expect(a.units(R, "rebel-trooper").gone).toBe(1);
    expect(a.units(R, "airspeeder").live).toBe(1);
    const bottom = cinematic(empire({ stormtrooper: 1 }), rebels({ "rebel-trooper": 1, airspeeder: 1 }));
    bottom.reveal(GROUND, ["support-of-the-501st", "bottom"], null);
    expect(bottom.units(R, "rebel-trooper").gone).toBe(1);
    expect(bottom.units(R, "airspeeder").standing).toEqual([0]);
  });

  it("Armored Patrol: top prevents 2 red and 2 black hits; bottom 1 and 1", () => {
    const a = cinematic(empire({ "assault-tank": 1 }), rebels({ airspeeder: 2 }));
    a.reveal(GROUND, ["armored-patrol", "top"], null);
    expect(prevented(a.cs, R, GROUND)).toEqual([2, 2, 0, 0]);
    a.r.attack(rolls("2 red hit, 2 black hit"), R, GROUND);
    expect(a.units(E, "assault-tank")).toMatchObject({ live: 1, lethal: 0 });
    const bottom = cinematic(empire({ "assault-tank": 1 }), rebels({ airspeeder: 2 }));
    bottom.reveal(GROUND, ["armored-patrol", "bottom"], null);
    expect(prevented(bottom.cs, R, GROUND)).toEqual([1, 1, 0, 0]);
  });

  it("Overrun: top deals 2 damage; bottom 1", () => {
    const a = cinematic(empire({ "at-st": 1 }), rebels({ airspeeder: 1 }));
    a.reveal(GROUND, ["overrun", "top"], null);
    expect(a.units(R, "airspeeder").gone).toBe(1);
    const bottom = cinematic(empire({ "at-st": 1 }), rebels({ airspeeder: 1 }));
    bottom.reveal(GROUND, ["overrun", "bottom"], null);
    expect(bottom.units(R, "airspeeder").standing).toEqual([1]);
  });

  it("Target the Generator: top destroys a structure at once; bottom 1 red damage", () => {
    const a = cinematic(empire({ "at-at": 1 }), rebels({ "shield-generator": 1, "rebel-trooper": 1 }));
    a.reveal(GROUND, ["target-the-generator", "top"], null);
    expect(a.units(R, "shield-generator").gone).toBe(1);
    expect(a.units(R, "rebel-trooper").live).toBe(1);
    const bottom = cinematic(empire({ "at-at": 1 }), rebels({ "shield-generator": 1, "rebel-trooper": 1 }));
    bottom.reveal(GROUND, ["target-the-generator", "bottom"], null);
    expect(bottom.units(R, "shield-generator").standing).toEqual([1]);
    expect(bottom.units(R, "rebel-trooper").live).toBe(1);
  });

  it("Air Superiority: top cancels the Rebel card; bottom locks the Rebels' ground cards next round", () => {
    const a = cinematic(empire({ "tie-striker": 1, stormtrooper: 1 }), rebels({ "rebel-trooper": 1 }));
    a.reveal(GROUND, ["air-superiority", "top"], ["hold-them-back", "top"]);
    expect(a.units(E, "stormtrooper").live).toBe(1);
    const bottom = cinematic(empire({ "tie-striker": 1, stormtrooper: 1 }), rebels({ "rebel-trooper": 1 }));
    bottom.reveal(GROUND, ["air-superiority", "bottom"], null);
    expect(bottom.cs.lockedRound[sideTheater(R, GROUND)]).toBe(2);
  });

  it("Armored Position: top moves the Rebels' damage onto a Shield Bunker (which stands); bottom: the Rebels attack first", () => {
    const a = cinematic(empire({ "shield-bunker": 1, stormtrooper: 2 }), rebels({ "rebel-trooper": 2 }));
    a.reveal(GROUND, ["armored-position", "top"], null);
    a.r.attack(rolls("2 black hit"), R, GROUND);
    expect(a.units(E, "stormtrooper")).toMatchObject({ live: 2, lethal: 0 });
    expect(a.units(E, "shield-bunker").standing).toEqual([2]);
    const bottom = cinematic(empire({ "shield-bunker": 1, stormtrooper: 2 }), rebels({ "rebel-trooper": 2 }));
    bottom.reveal(GROUND, ["armored-position", "bottom"], null);
    expect(bottom.r.firstToAttack(GROUND)).toBe(R);
  });

  it("Bombardment: top deals 2 black damage unless a Shield Generator is there (needs a Star Destroyer, or an SSD in the second reading); bottom 1", () => {
    const a = cinematic(empire({ "star-destroyer": 1, stormtrooper: 1 }), rebels({ "rebel-trooper": 2 }));
    a.reveal(GROUND, ["bombardment", "top"], null);
    expect(a.units(R, "rebel-trooper").gone).toBe(2);
    const shielded = cinematic(
      empire({ "star-destroyer": 1, stormtrooper: 1 }),
      rebels({ "rebel-trooper": 2, "shield-generator": 1 }),
    );
    shielded.reveal(GROUND, ["bombardment", "top"], null);
    expect(shielded.units(R, "rebel-trooper").live).toBe(2);
    const ssd = (reading: "star-destroyer" | "sd-or-ssd") => {
      const x = cinematic(
        empire({ "super-star-destroyer": 1, stormtrooper: 1 }),
        rebels({ "rebel-trooper": 1 }),
        {
          variants: { cinematicBombardment: reading },
        },
      );
      const i = x.cardIndex(E, GROUND, "bombardment");
      return x.r.cards[sideTheater(E, GROUND)]![i]!.needs.length;
    };
    expect(ssd("star-destroyer")).toBe(0);
    expect(ssd("sd-or-ssd")).toBe(1);
    const bottom = cinematic(empire({ stormtrooper: 1 }), rebels({ airspeeder: 1 }));
    bottom.reveal(GROUND, ["bombardment", "bottom"], null);
    expect(bottom.units(R, "airspeeder").standing).toEqual([1]);
  });

  it("Imposing Presence: top (no unit needed) stops the Rebels' ground repairs this round; bottom plays one more ground card", () => {
    const a = cinematic(empire({ stormtrooper: 1 }), rebels({ airspeeder: 1 }));
    a.reveal(GROUND, ["imposing-presence", "top"], null);
    expect(a.cs.noRepairRound[sideTheater(R, GROUND)]).toBe(1);
    const bottom = cinematic(empire({ stormtrooper: 1 }), rebels({ airspeeder: 1 }));
    bottom.reveal(GROUND, ["imposing-presence", "bottom"], null);
    const played = Array.from(bottom.cs.stats.subarray(statBase(E) + 8, statBase(E) + 16)).reduce(
      (x, y) => x + y,
      0,
    );
    expect(played).toBe(2);
  });
});
