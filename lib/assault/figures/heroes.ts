import type { AttackDie, DefenseDie } from "../engine";
import { melee, natafaye, ranged, type FigureAttack, type SourceRef } from "./figure";

/**
 * Heroes (docs/assault.md#figures): a hero's attack comes from a weapon card, its starting weapon first; any weapon
 * of WEAPONS can be picked instead. Only heroes whose sheet two public sources agree on are here (natafaye's table
 * for all, a second for these); the others are left out, not guessed. Attribute dice (strength, insight, tech) are
 * listed only where a second source agrees too, healthy and wounded.
 */
export interface Attributes {
  readonly strength: readonly AttackDie[];
  readonly insight: readonly AttackDie[];
  readonly tech: readonly AttackDie[];
}

export interface HeroRow {
  readonly id: string;
  readonly name: string;
  readonly health: number;
  readonly endurance: number;
  readonly speed: number;
  readonly defense: readonly DefenseDie[];
  readonly weapon: string;
  /** Healthy and wounded sides; null where no second source agrees. */
  readonly attributes: { readonly healthy: Attributes; readonly wounded: Attributes } | null;
  readonly sources: readonly SourceRef[];
}

export interface WeaponRow {
  readonly id: string;
  readonly name: string;
  readonly attack: FigureAttack;
  readonly surges: readonly string[];
  readonly other?: readonly string[];
  readonly sources: readonly SourceRef[];
  readonly note?: string;
}

export const HEROES: readonly HeroRow[] = [
  {
    id: "diala-passil",
    name: "Diala Passil",
    health: 12,
    endurance: 5,
    speed: 4,
    defense: ["white"],
    weapon: "plasteel-staff",
    attributes: null,
    sources: [natafaye("units.ts Diala Passil (Hero)"), { source: "yasen5", at: "DialaPassil.java" }],
  },
  {
    id: "gaarkhan",
    name: "Gaarkhan",
    health: 14,
    endurance: 4,
    speed: 4,
    defense: ["black"],
    weapon: "vibro-ax",
    attributes: {
      healthy: { strength: ["blue", "green", "yellow"], insight: ["blue"], tech: ["blue", "green"] },
      wounded: { strength: ["blue", "red", "green"], insight: ["red"], tech: ["blue", "red"] },
    },
    sources: [natafaye("units.ts Gaarkhan (Hero)"), { source: "iaEspana", at: "Héroes: Gaarkhan (1/2)" }],
  },
];

// One row per weapon reads better than wrapped objects.
// prettier-ignore
export const WEAPONS: readonly WeaponRow[] = [
  { id: "plasteel-staff", name: "Plasteel Staff", attack: melee("green", "yellow"), surges: ["+1 Damage", "Stun"], sources: [natafaye("weapons.ts"), { source: "baritonehands", at: "weapons.clj plasteel-staff" }] },
  {
    id: "vibro-ax", name: "Vibro-Ax", attack: melee("red", "yellow"), surges: ["Pierce 1"], sources: [natafaye("weapons.ts"), { source: "yasen5", at: "Gaarkhan.java" }],
    note: "yasen5 also lists a +1 Damage surge that natafaye's table does not: only the Pierce 1 both give is played",
  },
  { id: "vintage-blaster", name: "Vintage Blaster", attack: ranged("green", "green"), surges: ["+1 Damage", "+1 Accuracy"], sources: [natafaye("weapons.ts"), { source: "baritonehands", at: "weapons.clj vintage-blaster" }] },
  { id: "sporting-blaster", name: "Sporting Blaster", attack: ranged("blue", "yellow", "yellow"), surges: ["+1 Damage", "Pierce 2", "+2 Accuracy", "Stun"], sources: [natafaye("weapons.ts"), { source: "baritonehands", at: "weapons.clj sporting-blaster" }] },
  { id: "force-pike", name: "Force Pike", attack: melee("red", "yellow", "yellow"), surges: ["+1 Damage", "+1 Damage", "Stun"], sources: [natafaye("weapons.ts"), { source: "baritonehands", at: "weapons.clj force-pike" }] },
];
