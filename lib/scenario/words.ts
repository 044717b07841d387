import {
  CINEMATIC_CARDS,
  TACTIC_CARDS,
  leaderDef,
  unitDef,
  type Faction,
  type LeaderId,
  type UnitId,
} from "@/lib/data";
import { CARD_LISTS } from "./card-lists";
import type { RetreatPolicy } from "./policies";

/**
 * How messages name things. The CLI and the API speak ids (`attacker has 31 stormtrooper`), which is what a
 * scenario file holds; the page speaks the game's names (`the attacker has 31 Stormtroopers`).
 */
export interface Words {
  /** A side as the subject of a sentence: "attacker" / "the attacker". */
  readonly side: (key: string) => string;
  /** A field of a side, as a message's place: "attacker.units: " / "the attacker's units: ". */
  readonly where: (key: string, field: string) => string;
  readonly unit: (id: UnitId) => string;
  /** `n` units of a type: "31 stormtrooper" / "31 Stormtroopers". */
  readonly units: (n: number, id: UnitId) => string;
  readonly leader: (id: LeaderId) => string;
  /** A Cinematic Combat card: `"tractor-beam"` / `Tractor Beam`. */
  readonly card: (id: string) => string;
  /** A base-game tactic card: `critical-hit` / `Critical Hit`. */
  readonly tactic: (id: string) => string;
  /** A field of the battle in progress as a message's place: "inProgress.attacker.hand.space: " / "Battle in progress, the attacker's space cards: ". */
  readonly inProgress: (path: string) => string;
}

export const ID_WORDS: Words = {
  side: (key) => key,
  where: (key, field) => `${key}.${field}: `,
  unit: (id) => id,
  units: (n, id) => `${n} ${id}`,
  leader: (id) => id,
  card: (id) => `"${id}"`,
  tactic: (id) => id,
  inProgress: (path) => `inProgress${path ? `.${path}` : ""}: `,
};

/** Plurals that are not the name with an "s". */
const PLURAL: Readonly<Partial<Record<UnitId, string>>> = {
  "death-star-under-construction": "Death Stars Under Construction",
};

export function unitName(id: UnitId, n = 1): string {
  return n === 1 ? unitDef(id).name : (PLURAL[id] ?? `${unitDef(id).name}s`);
}

const FIELD_WORDS: Readonly<Record<string, string>> = {
  damaged: "damage",
  cardPlay: "card play",
  ...Object.fromEntries(CARD_LISTS.map((l) => [l.id, l.noun])),
};

/** A Cinematic Combat card's name (its id in quotes when there is no such card). */
export function cardName(id: string): string {
  return CINEMATIC_CARDS.find((c) => c.id === id)?.name ?? `"${id}"`;
}

/** A base-game tactic card's name as the game prints it (its id in quotes when there is no such card). */
export function tacticName(id: string): string {
  return TACTIC_CARDS.find((c) => c.id === id)?.name ?? `"${id}"`;
}

/** "attacker.hand.space" → "the attacker's space cards in hand", as the battle in progress panel names its fields. */
function inProgressPlace(path: string): string {
  const [first, second, third] = path.split(".");
  if (first === "discarded") return `${second} cards discarded`;
  if (first !== "attacker" && first !== "defender") return first ?? "";
  const what =
    second === "hand"
      ? `${third} cards in hand`
      : second === "lethal"
        ? "units destroyed in this step"
        : second;
  return `the ${first}'s ${what}`;
}

export const NAME_WORDS: Words = {
  side: (key) => `the ${key}`,
  where: (key, field) => `the ${key}'s ${FIELD_WORDS[field] ?? field}: `,
  unit: (id) => unitName(id),
  units: (n, id) => `${n} ${unitName(id, n)}`,
  leader: (id) => leaderDef(id).name,
  card: cardName,
  tactic: tacticName,
  inProgress: (path) => `Battle in progress${path ? `, ${inProgressPlace(path)}` : ""}: `,
};

/** "the Empire" / "the Rebels". */
export function factionNoun(f: Faction): string {
  return f === "empire" ? "the Empire" : "the Rebels";
}

/** The verb after a faction's name: "Empire attacks", "Rebels attack". */
export function attacks(f: Faction): string {
  return f === "empire" ? "attacks" : "attack";
}

/** "Empire's", "Rebels'". */
export function possessive(name: string): string {
  return name.endsWith("s") ? `${name}'` : `${name}'s`;
}

/** "Empire wins", "Rebels win". */
export function wins(f: Faction): string {
  return f === "empire" ? "wins" : "win";
}

/** A retreat rule as a player says it: "run after round 1", "run when outgunned, below half the enemy's dice". */
export function ruleWords(rule: RetreatPolicy): string {
  switch (rule.policy) {
    case "never":
      return "never retreat";
    case "after-round":
      return `run after round ${rule.round}`;
    case "when-outgunned":
      return rule.ratio === 1
        ? "run when outgunned, with fewer dice than the enemy"
        : rule.ratio === 0.5
          ? "run when outgunned, below half the enemy's dice"
          : rule.ratio === 0.75
            ? "run when outgunned, below three quarters of the enemy's dice"
            : `run when outgunned, below ${rule.ratio} of the enemy's dice`;
    case "when-losing-units":
      return `run when fewer than ${rule.below} units are left`;
  }
}
