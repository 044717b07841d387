import { describe, expect, it } from "vitest";
import { ATTACKER, DEFENDER, GROUND, SPACE, sideTheater } from "@/lib/engine/core/codes";
import { EVENT_MARK, EVENT_RESCUE } from "@/lib/engine/modes/cinematic/cinematic-codes";
import { statBase } from "@/lib/engine/modes/cinematic/cinematic-state";
import { cinematic } from "../helpers/cinematic";
import { rolls } from "../helpers/scripted-rng";
import { empire, rebels } from "../helpers/scenarios";

// Each Rebel advanced card (docs/rules.md#cinematic-combat; lib/data/cinematic-cards.ts), top and bottom, with scripted choices and dice. The Rebels are the
// attacker (side 0) here; the Empire (side 1) defends.
const R = ATTACKER;
const E = DEFENDER;
const prevented = (cs: { prevent: Int32Array }, side: number, theater: number) =>
  Array.from(cs.prevent.subarray(sideTheater(side, theater) * 4, sideTheater(side, theater) * 4 + 4));
const playedBy = (cs: { stats: Int32Array }, side: number) =>
  Array.from(cs.stats.subarray(statBase(side), statBase(side) + 16)).reduce((x, y) => x + y, 0);

describe("Rebel space cards", () => {
  it("Rogue Squadron Support: top deals 2 black damage; bottom 1 black", () => {
    const a = cinematic(rebels({ "x-wing": 1 }), empire({ "tie-fighter": 2, "star-destroyer": 1 }));
    a.reveal(SPACE, ["rogue-squadron-support", "top"], null);
    expect(a.units(E, "tie-fighter").gone).toBe(2);
    expect(a.units(E, "star-destroyer").standing).toEqual([0]);
    const bottom = cinematic(rebels({ "x-wing": 1 }), empire({ "tie-fighter": 2 }));
    bottom.reveal(SPACE, ["rogue-squadron-support", "bottom"], null);
    expect(bottom.units(E, "tie-fighter").gone).toBe(1);
  });

  it("Bombing Run: top deals 2 red damage; bottom 1 red", () => {
    const a = cinematic(rebels({ "y-wing": 1 }), empire({ "star-destroyer": 1, "tie-fighter": 1 }));
    a.reveal(SPACE, ["bombing-run", "top"], null);
    expect(a.units(E, "star-destroyer").standing).toEqual([2]);
    expect(a.units(E, "tie-fighter").live).toBe(1);
    const bottom = cinematic(rebels({ "y-wing": 1 }), empire({ "star-destroyer": 1 }));
    bottom.reveal(SPACE, ["bombing-run", "bottom"], null);
    expect(bottom.units(E, "star-destroyer").standing).toEqual([1]);
  });

  it("Deployment: top gains a triangle-tier ground unit (the one that rolls better against the enemy); bottom stops Imperial ship repairs", () => {
    const a = cinematic(rebels({ "u-wing": 1 }), empire({ "tie-fighter": 1, stormtrooper: 1 }));
    a.reveal(SPACE, ["deployment", "top"], null);
    // a stormtrooper has black health: a Rebel Trooper's black die can hit it
    expect(a.units(R, "rebel-trooper").live).toBe(1);
    expect(a.units(R, "rebel-vanguard").live).toBe(0);
    const walkers = cinematic(rebels({ "u-wing": 1 }), empire({ "tie-fighter": 1, "at-st": 1 }));
    walkers.reveal(SPACE, ["deployment", "top"], null);
    expect(walkers.units(R, "rebel-vanguard").live).toBe(1); // against red health a green die is the better roll
    const bottom = cinematic(rebels({ "u-wing": 1 }), empire({ "tie-fighter": 1 }));
    bottom.reveal(SPACE, ["deployment", "bottom"], null);
    expect(bottom.cs.noRepairRound[sideTheater(E, SPACE)]).toBe(1);
  });

  it("Fleet Logistics: top prevents 2 red hits and plays one more card; bottom prevents 2 red hits", () => {
    const a = cinematic(rebels({ "mon-calamari-cruiser": 1 }), empire({ "star-destroyer": 1 }));
    a.reveal(SPACE, ["fleet-logistics", "top"], null);
    expect(prevented(a.cs, E, SPACE)[0]).toBeGreaterThanOrEqual(2);
    expect(playedBy(a.cs, R)).toBe(2);
    const bottom = cinematic(rebels({ "mon-calamari-cruiser": 1 }), empire({ "star-destroyer": 1 }));
    bottom.reveal(SPACE, ["fleet-logistics", "bottom"], null);
    expect(prevented(bottom.cs, E, SPACE)).toEqual([2, 0, 0, 0]);
    expect(playedBy(bottom.cs, R)).toBe(1);
  });

  it("Ion Blast: top deals 1 damage to a capital ship, which then cannot remove damage; bottom 1 damage", () => {
    const a = cinematic(
      rebels({ "ion-cannon": 1, "x-wing": 1 }),
      empire({ "star-destroyer": 1, "tie-fighter": 1 }),
    );
    a.reveal(SPACE, ["ion-blast", "top"], null);
    expect(a.units(E, "star-destroyer").standing).toEqual([1]);
    expect(a.units(E, "tie-fighter").live).toBe(1);
    expect(a.cs.noRepairGroupRound[a.group(E, "star-destroyer")]).toBe(1);
    a.r.attack(rolls("2 red special, black blank"), E, SPACE);
    expect(a.units(E, "star-destroyer").standing).toEqual([1]);
    const bottom = cinematic(
      rebels({ "ion-cannon": 1, "x-wing": 1 }),
      empire({ "star-destroyer": 1, "tie-fighter": 1 }),
    );
    bottom.reveal(SPACE, ["ion-blast", "bottom"], null);
    expect(bottom.units(E, "tie-fighter").gone).toBe(1);
  });

  it("Outrun Them: top cancels the Imperial card; bottom locks the Imperial space cards next round", () => {
    const a = cinematic(rebels({ "corellian-corvette": 1, "x-wing": 1 }), empire({ "death-star": 1 }));
    a.reveal(SPACE, ["outrun-them", "top"], ["superlaser-blast", "top"]);
    expect(a.units(R, "corellian-corvette").live).toBe(1);
    const bottom = cinematic(rebels({ "corellian-corvette": 1 }), empire({ "death-star": 1 }));
    bottom.reveal(SPACE, ["outrun-them", "bottom"], null);
    expect(bottom.cs.lockedRound[sideTheater(E, SPACE)]).toBe(2);
  });

  it("Draw Their Fire: top removes up to 2 damage from Rebel ships after the Imperials assign (not from Nebulon-Bs); bottom: the Imperials attack first", () => {
    const a = cinematic(
      rebels({ "nebulon-b-frigate": 1, "corellian-corvette": 1 }),
      empire({ "star-destroyer": 1 }),
    );
    a.reveal(SPACE, ["draw-their-fire", "top"], null);
    a.r.attack(rolls("2 red hit, black blank"), E, SPACE);
    expect(a.units(R, "corellian-corvette")).toMatchObject({ live: 1, lethal: 0 });
    const frigate = cinematic(
      rebels({ "nebulon-b-frigate": 1, "corellian-corvette": 1 }),
      empire({ "star-destroyer": 1 }),
      {
        attacker: {
          ...rebels({ "nebulon-b-frigate": 1, "corellian-corvette": 1 }),
          targeting: { policy: "priority", order: ["star-destroyer"] },
        },
        defender: {
          ...empire({ "star-destroyer": 1 }),
          targeting: { policy: "priority", order: ["nebulon-b-frigate"] },
        },
      },
    );
    frigate.reveal(SPACE, ["draw-their-fire", "top"], null);
    frigate.r.attack(rolls("2 red hit, black blank"), E, SPACE);
    expect(frigate.units(R, "nebulon-b-frigate").standing).toEqual([2]); // nothing removed from the frigate
    const bottom = cinematic(rebels({ "nebulon-b-frigate": 1 }), empire({ "star-destroyer": 1 }));
    bottom.reveal(SPACE, ["draw-their-fire", "bottom"], null);
    expect(bottom.r.firstToAttack(SPACE)).toBe(E);
  });

  it("Escort: top prevents 1 red hit, 1 black hit and 1 special; bottom 2 black hits", () => {
    const a = cinematic(rebels({ "rebel-transport": 1, "x-wing": 1 }), empire({ "star-destroyer": 1 }));
    a.reveal(SPACE, ["escort", "top"], null);
    expect(prevented(a.cs, E, SPACE)).toEqual([1, 1, 1, 0]);
    const bottom = cinematic(rebels({ "rebel-transport": 1, "x-wing": 1 }), empire({ "star-destroyer": 1 }));
    bottom.reveal(SPACE, ["escort", "bottom"], null);
    expect(prevented(bottom.cs, E, SPACE)).toEqual([0, 2, 0, 0]);
  });
});

describe("Rebel ground cards", () => {
  it("Hold Them Back: top destroys a triangle-tier ground unit (not an AT-ST); bottom 1 black damage", () => {
    const a = cinematic(rebels({ "rebel-trooper": 1 }), empire({ stormtrooper: 1, "at-st": 1 }));
    a.reveal(GROUND, ["hold-them-back", "top"], null);
    expect(a.units(E, "stormtrooper").gone).toBe(1);
    expect(a.units(E, "at-st").live).toBe(1);
    const bottom = cinematic(rebels({ "rebel-trooper": 1 }), empire({ stormtrooper: 1, "at-st": 1 }));
    bottom.reveal(GROUND, ["hold-them-back", "bottom"], null);
    expect(bottom.units(E, "stormtrooper").gone).toBe(1);
    expect(bottom.units(E, "at-st").standing).toEqual([0]);
  });

  it("Take It Down: top deals 2 red damage; bottom 1 red", () => {
    const a = cinematic(rebels({ "rebel-vanguard": 1 }), empire({ "at-st": 1, stormtrooper: 1 }));
    a.reveal(GROUND, ["take-it-down", "top"], null);
    expect(a.units(E, "at-st").gone).toBe(1);
    expect(a.units(E, "stormtrooper").live).toBe(1);
    const bottom = cinematic(rebels({ "rebel-vanguard": 1 }), empire({ "at-st": 1 }));
    bottom.reveal(GROUND, ["take-it-down", "bottom"], null);
    expect(bottom.units(E, "at-st").standing).toEqual([1]);
  });

  it("Tow Cables: top deals 4 damage to one AT-AT or AT-ST; bottom 1 damage", () => {
    const a = cinematic(rebels({ airspeeder: 1 }), empire({ "at-at": 1, stormtrooper: 2 }));
    a.reveal(GROUND, ["tow-cables", "top"], null);
    expect(a.units(E, "at-at").gone).toBe(1);
    expect(a.units(E, "stormtrooper").live).toBe(2);
    const bottom = cinematic(rebels({ airspeeder: 1 }), empire({ "at-at": 1 }));
    bottom.reveal(GROUND, ["tow-cables", "bottom"], null);
    expect(bottom.units(E, "at-at").standing).toEqual([1]);
  });

  it("Take Cover: top prevents 2 red and 2 black hits; bottom 1 and 1", () => {
    const a = cinematic(rebels({ "golan-arms-turret": 1 }), empire({ "at-at": 1 }));
    a.reveal(GROUND, ["take-cover", "top"], null);
    expect(prevented(a.cs, E, GROUND)).toEqual([2, 2, 0, 0]);
    const bottom = cinematic(rebels({ "golan-arms-turret": 1 }), empire({ "at-at": 1 }));
    bottom.reveal(GROUND, ["take-cover", "bottom"], null);
    expect(prevented(bottom.cs, E, GROUND)).toEqual([1, 1, 0, 0]);
  });

  it("Planetary Shield: top moves the Imperials' damage onto a Shield Generator; bottom: the Imperials attack first", () => {
    const a = cinematic(rebels({ "shield-generator": 1, airspeeder: 1 }), empire({ "at-st": 1 }));
    a.reveal(GROUND, ["planetary-shield", "top"], null);
    a.r.attack(rolls("red hit, black direct"), E, GROUND);
    expect(a.units(R, "airspeeder")).toMatchObject({ live: 1, lethal: 0 });
    expect(a.units(R, "shield-generator").standing).toEqual([2]);
    const bottom = cinematic(rebels({ "shield-generator": 1, airspeeder: 1 }), empire({ "at-st": 1 }));
    bottom.reveal(GROUND, ["planetary-shield", "bottom"], null);
    expect(bottom.r.firstToAttack(GROUND)).toBe(E);
  });

  it("Rogue One: top rescues (an event) when a unit retreats this round; bottom stops Imperial ground repairs", () => {
    const a = cinematic(
      rebels({ "u-wing": 1, "rebel-trooper": 1 }, ["han-solo"]),
      empire({ stormtrooper: 2, "tie-fighter": 1 }),
    );
    a.reveal(GROUND, ["rogue-one", "top"], null);
    a.s.retreated[R] = 1; // the Rebels retreat in this round's retreat step
    a.r.endRound();
    expect(a.cs.stats[statBase(R) + 32 + EVENT_RESCUE]).toBe(1);
    const none = cinematic(rebels({ "u-wing": 1, "rebel-trooper": 1 }), empire({ stormtrooper: 2 }));
    none.reveal(GROUND, ["rogue-one", "top"], null);
    none.r.endRound();
    expect(none.cs.stats[statBase(R) + 32 + EVENT_RESCUE]).toBe(0);
    const bottom = cinematic(rebels({ "u-wing": 1, "rebel-trooper": 1 }), empire({ stormtrooper: 2 }));
    bottom.reveal(GROUND, ["rogue-one", "bottom"], null);
    expect(bottom.cs.noRepairRound[sideTheater(E, GROUND)]).toBe(1);
  });

  it("Escape Plan: top retreats at once and cancels the Imperial card (the defender resolves first); bottom locks Imperial ground cards", () => {
    const a = cinematic(
      empire({ stormtrooper: 2 }),
      rebels({ "rebel-transport": 1, "rebel-trooper": 2 }, ["mon-mothma"]),
    );
    // Here the Rebels defend (side 1): their escape resolves before the Empire's card and cancels it.
    a.reveal(GROUND, ["support-of-the-501st", "top"], ["escape-plan", "top"]);
    expect(a.s.retreated[1]).toBe(1);
    expect(a.units(1, "rebel-trooper")).toMatchObject({ live: 0, retreated: 2 });
    expect(a.units(1, "rebel-transport").retreated).toBe(1);
    const bottom = cinematic(
      rebels({ "rebel-transport": 1, "rebel-trooper": 1 }),
      empire({ stormtrooper: 1 }),
    );
    bottom.reveal(GROUND, ["escape-plan", "bottom"], null);
    expect(bottom.cs.lockedRound[sideTheater(E, GROUND)]).toBe(2);
  });

  it("Confrontation: top marks an Imperial leader when the last Imperial ground unit falls this round (the card leaves the game); bottom plays one more card", () => {
    const a = cinematic(rebels({ "rebel-trooper": 2 }), empire({ stormtrooper: 1 }, ["general-veers"]));
    a.reveal(GROUND, ["confrontation", "top"], ["armored-patrol", "bottom"]);
    const bit = 1 << a.cardIndex(R, GROUND, "confrontation");
    // it leaves the game only once its top takes effect (a leader is marked at the end of the round)
    expect(a.cs.removed[sideTheater(R, GROUND)]).toBe(0);
    a.s.removeStanding(a.group(E, "stormtrooper"), 1, 0);
    a.r.endRound();
    expect(a.cs.stats[statBase(R) + 32 + EVENT_MARK]).toBe(1);
    expect(a.cs.removed[sideTheater(R, GROUND)]).toBe(bit);
    expect(a.cs.discard[sideTheater(R, GROUND)]! & bit).toBe(0);
    const unmarked = cinematic(
      rebels({ "rebel-trooper": 2 }),
      empire({ stormtrooper: 1 }, ["general-veers"]),
    );
    unmarked.reveal(GROUND, ["confrontation", "top"], null);
    unmarked.r.endRound(); // the stormtrooper stands: no leader is marked, the card goes to the discard pile
    expect(unmarked.cs.removed[sideTheater(R, GROUND)]).toBe(0);
    expect(unmarked.cs.discard[sideTheater(R, GROUND)]).toBe(bit);
    const bottom = cinematic(rebels({ "rebel-trooper": 2 }), empire({ stormtrooper: 1 }));
    bottom.reveal(GROUND, ["confrontation", "bottom"], null);
    expect(playedBy(bottom.cs, R)).toBe(2);
    expect(bottom.cs.removed[sideTheater(R, GROUND)]).toBe(0);
  });
});
