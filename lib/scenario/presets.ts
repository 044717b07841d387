import type { ScenarioInput } from "./schema";

export interface Preset {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly scenario: ScenarioInput;
}

/** The rulebook's combat example: Vader's Star Destroyer and TIE fighter attack Dodonna's X-wing and Y-wing at Yavin. */
export const RULEBOOK_EXAMPLE: ScenarioInput = {
  attacker: { faction: "empire", units: { "star-destroyer": 1, "tie-fighter": 1 }, leaders: ["darth-vader"] },
  defender: { faction: "rebel", units: { "x-wing": 1, "y-wing": 1 }, leaders: ["jan-dodonna"] },
  tactics: "base",
};

/**
 * The battle players quote (docs/links-and-history.md#the-way-back-in-view, and the tests and benchmarks since): "Sullust: 2 Star Destroyers, 4 TIE
 * fighters, 3 AT-STs, 4 stormtroopers and Darth Vader against a Mon Calamari cruiser, 3 X-wings, 2 Y-wings,
 * 4 troopers, a shield generator and Mon Mothma", with the base game's decks.
 */
export const SULLUST: ScenarioInput = {
  attacker: {
    faction: "empire",
    units: { "star-destroyer": 2, "tie-fighter": 4, "at-st": 3, stormtrooper: 4 },
    leaders: ["darth-vader"],
  },
  defender: {
    faction: "rebel",
    units: { "mon-calamari-cruiser": 1, "x-wing": 3, "y-wing": 2, "rebel-trooper": 4, "shield-generator": 1 },
    leaders: ["mon-mothma"],
  },
  tactics: "base",
};

/** Named, common battles one click away. The first is the default the app opens with. */
export const PRESETS: readonly Preset[] = [
  {
    id: "rulebook-example",
    name: "Rulebook example",
    description:
      "Darth Vader with a Star Destroyer and a TIE fighter attacks Jan Dodonna's X-wing and Y-wing.",
    scenario: RULEBOOK_EXAMPLE,
  },
  {
    id: "death-star-assault",
    name: "Death Star assault",
    description:
      "Ackbar and Luke lead the fleet against a Death Star, its Star Destroyers and TIE screen, with the Death Star Plans.",
    scenario: {
      attacker: {
        faction: "rebel",
        units: { "mon-calamari-cruiser": 2, "corellian-corvette": 2, "x-wing": 6, "y-wing": 4 },
        leaders: ["admiral-ackbar", "luke-skywalker"],
      },
      defender: {
        faction: "empire",
        units: { "death-star": 1, "star-destroyer": 2, "tie-fighter": 6 },
        leaders: ["emperor-palpatine"],
      },
      tactics: "base",
      deathStarPlans: true,
    },
  },
  {
    id: "shield-generator-assault",
    name: "Ground assault on a shield generator",
    description:
      "Veers lands AT-ATs, AT-STs and stormtroopers against Rieekan's troopers and airspeeders dug in around a shield generator.",
    scenario: {
      attacker: {
        faction: "empire",
        units: { "star-destroyer": 1, "at-at": 2, "at-st": 2, stormtrooper: 4 },
        leaders: ["general-veers"],
      },
      defender: {
        faction: "rebel",
        units: { "rebel-trooper": 4, airspeeder: 2, "shield-generator": 1 },
        leaders: ["general-rieekan"],
      },
      tactics: "base",
    },
  },
  {
    id: "fighter-screen",
    name: "Fighter screen vs capital ships",
    description: "Wedge's eight X-wings and four Y-wings take on two Star Destroyers and an assault carrier.",
    scenario: {
      attacker: { faction: "rebel", units: { "x-wing": 8, "y-wing": 4 }, leaders: ["wedge-antilles"] },
      defender: {
        faction: "empire",
        units: { "star-destroyer": 2, "assault-carrier": 1 },
        leaders: ["admiral-piett"],
      },
      tactics: "base",
    },
  },
  {
    id: "large-battle",
    name: "Large battle, both theaters",
    description:
      "A Super Star Destroyer fleet and an invasion force against a fortified Rebel base with an ion cannon.",
    scenario: {
      attacker: {
        faction: "empire",
        units: {
          "super-star-destroyer": 1,
          "star-destroyer": 2,
          "assault-carrier": 1,
          "tie-fighter": 8,
          "at-at": 2,
          "at-st": 2,
          stormtrooper: 8,
        },
        leaders: ["darth-vader", "admiral-piett"],
      },
      defender: {
        faction: "rebel",
        units: {
          "mon-calamari-cruiser": 3,
          "corellian-corvette": 2,
          "x-wing": 6,
          "y-wing": 6,
          airspeeder: 2,
          "rebel-trooper": 8,
          "shield-generator": 1,
          "ion-cannon": 1,
        },
        leaders: ["admiral-ackbar", "general-rieekan"],
      },
      tactics: "base",
    },
  },
  {
    id: "sullust",
    name: "Sullust",
    description:
      "Vader's 2 Star Destroyers, 4 TIE fighters, 3 AT-STs and 4 stormtroopers attack Mon Mothma's Mon Calamari cruiser, 3 X-wings, 2 Y-wings, 4 troopers and a shield generator.",
    scenario: SULLUST,
  },
];
