import { parseAssault, writeAssaultPage } from "@/lib/assault";
import { parseScenario } from "@/lib/scenario";
import { DEFAULT_SETUP, encodeSetup } from "@/lib/scenario/url-codec";

// What tests/e2e/server-limits.e2e.ts sends as behaviour and scripts/bench/server-hostile.ts times
// (docs/server.md#load-and-its-figures): the small runs that go on beside hostile requests, and the hostile ones.

/** A small battle: the run other clients keep asking for while something hostile is sent. */
export const SMALL = {
  attacker: { faction: "empire", units: { "star-destroyer": 1, "tie-fighter": 2 } },
  defender: { faction: "rebel", units: { "x-wing": 2, "y-wing": 1 } },
};
/** A small Imperial Assault attack, for the same purpose. */
export const SMALL_ATTACK = { attack: { dice: ["blue", "green"] }, defense: { dice: ["white"] } };

/** The heaviest kind of attack (4 attacks on health 8–12, a reroll each side: ~1 s of a core), `i`-th variant. */
export function heavyAttack(i: number) {
  return {
    attack: { dice: ["red", "blue", "blue", "green", "yellow", "yellow"], rerolls: 1, pierce: i % 3 },
    defense: { dice: ["black", "white", "white"], rerolls: 1 },
    attacks: 4,
    health: 8 + (i % 5),
  };
}

/** The /assault link's query of an attack. */
export function assaultLink(input: unknown): string {
  const p = parseAssault(input);
  if (!p.ok) throw new Error(p.error);
  return writeAssaultPage({ assault: p.assault, pinned: null });
}

/** The calculator link's query of a battle, with the default settings and `seed`. */
export function linkTo(input: unknown, seed: string): string {
  const p = parseScenario(input);
  if (!p.ok) throw new Error(p.error);
  return encodeSetup({ ...DEFAULT_SETUP, scenario: p.scenario, seed });
}
