import fc from "fast-check";
import { LEADERS, UNITS, cinematicCards, type Faction, type LeaderId, type UnitId } from "@/lib/data";
import { TACTICS, VARIANTS } from "@/lib/scenario/battle-options";
import { appliesIn } from "@/lib/scenario/choice";
import { CARD_PLAY } from "@/lib/scenario/policies";
import { samePersonIn, unitCap } from "@/lib/scenario/unit-count";
import { PRECISION_CHOICES } from "@/lib/scenario/run-settings";
import type { Setup } from "@/lib/scenario/setup";
import { parseScenario } from "@/lib/scenario/validate-scenario";

/**
 * Any valid setup: every field of both sides and of the battle over its whole declared range (counts up
 * to the cap, damage on any unit that can take it, priority orders, retreat parameters down to the
 * smallest positive double), the card-play policies of the tactics mode, Cinematic Combat's cards already used
 * (any part of each deck short of all of it, in any order) and the Rebels' Confrontation removed from the game,
 * trials and seed. Every value it gives passes
 * `parseScenario`.
 */
function usedCardsArb(faction: Faction) {
  const deck = (theater: "space" | "ground") =>
    fc.shuffledSubarray(
      cinematicCards(faction, theater).map((c) => c.id),
      { maxLength: 7 },
    );
  return fc.option(fc.record({ space: deck("space"), ground: deck("ground") }), { nil: undefined });
}

function sideArb(faction: Faction, enemy: Faction, ignoreLimits: boolean, mode: string) {
  const own = UNITS.filter((u) => u.faction === faction);
  const enemyIds = UNITS.filter((u) => u.faction === enemy).map((u) => u.id as UnitId);
  const leaderIds = LEADERS.filter((l) => l.faction === faction).map((l) => l.id as LeaderId);
  const count = (id: UnitId) => fc.nat({ max: unitCap({ ignoreLimits }, id).max });
  return fc
    .record({
      counts: fc.tuple(...own.map((u) => fc.oneof(fc.constant(0), count(u.id)))),
      leaders: fc.shuffledSubarray(leaderIds),
      damageSeeds: fc.array(fc.nat(), { minLength: own.length, maxLength: own.length }),
      targeting: fc.oneof(
        fc.constantFrom({ policy: "threat" }, { policy: "max-kills" }, { policy: "biggest-first" }),
        fc.shuffledSubarray(enemyIds, { minLength: 1 }).map((order) => ({ policy: "priority", order })),
      ),
      retreat: fc.oneof(
        fc.constant({ policy: "never" }),
        fc.integer({ min: 1, max: 1000 }).map((round) => ({ policy: "after-round", round })),
        fc
          .double({ min: 0, max: 10, minExcluded: true, noNaN: true })
          .map((ratio) => ({ policy: "when-outgunned", ratio })),
        fc.integer({ min: 1, max: 1000 }).map((below) => ({ policy: "when-losing-units", below })),
      ),
      cardPlay: fc.constantFrom(...CARD_PLAY.options.filter((o) => appliesIn(o, mode)).map((o) => o.value)),
      usedCards: mode === "cinematic" ? usedCardsArb(faction) : fc.constant(undefined),
      // Confrontation removed from the game (a Rebel card that can leave it): then not also used, and a card in hand
      removed: fc.boolean().map((b) => b && mode === "cinematic" && faction === "rebel"),
    })
    .map(({ counts, leaders, damageSeeds, targeting, retreat, cardPlay, usedCards, removed }) => {
      const units: Record<string, number> = {};
      const damaged: Record<string, number[]> = {};
      own.forEach((u, i) => {
        const n = counts[i]!;
        if (n === 0) return;
        units[u.id] = n;
        // A pseudo-random damage list from one number: how many units are damaged and by how much.
        let seed = damageSeeds[i]!;
        const hurt = u.health > 1 ? seed % (n + 1) : 0;
        const list: number[] = [];
        for (let k = 0; k < hurt; k++) {
          seed = (seed * 1103515245 + 12345) % 2147483648;
          list.push(1 + (seed % (u.health - 1)));
        }
        if (list.length > 0) damaged[u.id] = list;
      });
      if (Object.keys(units).length === 0) units[own[0]!.id] = 1;
      const chosen: LeaderId[] = [];
      for (const l of leaders) if (!samePersonIn(chosen, l)) chosen.push(l);
      const side = { faction, units, leaders: chosen, damaged, targeting, retreat, cardPlay };
      const lists = removed
        ? {
            removedCards: { space: [], ground: ["confrontation"] },
            usedCards: {
              space: usedCards?.space ?? [],
              ground: (usedCards?.ground ?? []).filter((id) => id !== "confrontation").slice(0, 6),
            },
          }
        : usedCards
          ? { usedCards }
          : {};
      return { ...side, ...lists };
    });
}

export const setupArb: fc.Arbitrary<Setup> = fc
  .record({
    empireAttacks: fc.boolean(),
    ignoreLimits: fc.boolean(),
    tactics: fc.constantFrom(...TACTICS.options.map((o) => o.value)),
  })
  .chain(({ empireAttacks, ignoreLimits, tactics }) => {
    const [a, d]: [Faction, Faction] = empireAttacks ? ["empire", "rebel"] : ["rebel", "empire"];
    return fc.record({
      attacker: sideArb(a, d, ignoreLimits, tactics),
      defender: sideArb(d, a, ignoreLimits, tactics),
      tactics: fc.constant(tactics),
      roundCap: fc.integer({ min: 1, max: 500 }),
      variants: fc.record(
        Object.fromEntries(VARIANTS.map((v) => [v.id, fc.constantFrom(...v.options.map((o) => o.value))])),
      ),
      deathStarPlans: fc.boolean(),
      ignoreLimits: fc.constant(ignoreLimits),
      trials: fc.integer({ min: 1000, max: 2_000_000 }),
      seed: fc.stringMatching(/^[A-Za-z0-9_.-]{1,64}$/),
      precision: fc.option(fc.constantFrom(...PRECISION_CHOICES), { nil: null }),
    });
  })
  .map(({ trials, seed, precision, ...input }): Setup => {
    const parsed = parseScenario(input);
    if (!parsed.ok) throw new Error(`setupArb made an invalid battle: ${parsed.error}`);
    const setup = { scenario: parsed.scenario, trials, seed };
    return precision === null ? setup : { ...setup, precision };
  });
