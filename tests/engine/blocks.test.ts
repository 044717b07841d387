import { describe, expect, it } from "vitest";
import type { TacticCardId, UnitId } from "@/lib/data";
import { compileBattle } from "@/lib/engine";
import { BattleState } from "@/lib/engine/core/battle-state";
import { ATTACKER, DEFENDER, LOG_FULL, SPACE } from "@/lib/engine/core/codes";
import { assignDamage } from "@/lib/engine/core/targeting";
import { threatKey } from "@/lib/engine/core/threat";
import { playBlocks } from "@/lib/engine/modes/base/blocks";
import { cardCode } from "@/lib/engine/modes/base/card-code";
import { giveCard } from "@/lib/engine/modes/base/deck";
import { cardsOf, resolveAttack } from "../helpers/base-cards";
import { rolls } from "../helpers/scripted-rng";
import { scenario, empire, rebels } from "../helpers/scenarios";
import { unitsOf } from "../helpers/units";
import { mulberry32 } from "../helpers/mulberry32";

describe("block step", () => {
  it("a block of 2 splits over units: Outmaneuver saves two X-wings hit once each (regression)", () => {
    const b = compileBattle(
      scenario({
        attacker: empire({ "tie-fighter": 2 }),
        defender: rebels({ "x-wing": 2 }),
        tactics: "base",
      }),
    );
    const s = new BattleState(b);
    s.reset();
    s.round = 1;
    const cards = cardsOf(s);
    giveCard(cards, DEFENDER, SPACE, cardCode("outmaneuver"));
    giveCard(cards, DEFENDER, SPACE, cardCode("no-escape"));
    resolveAttack(rolls("2 black hit"), b, s, ATTACKER, SPACE);
    // Both X-wings stand (the old block step saved one and let the other go).
    expect(unitsOf(b, s, DEFENDER, "x-wing")).toEqual({
      live: 2,
      lethal: 0,
      gone: 0,
      retreated: 0,
      standing: [0, 0],
    });
    expect(cards.handSize[DEFENDER * 2 + SPACE]).toBe(0); // outmaneuver played, no escape discarded to pay for it
  });
});

// ---- brute force: every way a hand can block, against the engine's block step ----

const FLEET: [UnitId, number][] = [
  ["x-wing", 1],
  ["y-wing", 1],
  ["u-wing", 1],
  ["corellian-corvette", 2],
  ["nebulon-b-frigate", 3],
  ["mon-calamari-cruiser", 4],
];
const JUNK: TacticCardId[] = [
  "critical-hit",
  "concentrate-fire",
  "no-escape",
  "take-it-down",
  "brilliant-strategy",
];

interface KillUnit {
  /** Sort position of the unit's value: rank, then new damage, then entry order (bigger first). */
  readonly order: [number, number, number];
  readonly group: number;
  readonly need: number;
}

/** Compares two "saved" vectors of units sorted most valuable first: a more valuable unit saved wins. */
function better(a: boolean[], b: boolean[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]!;
  return false;
}

/** The best units a hand can save, trying every play of its cards and every subset of the units. */
function bruteForce(
  units: KillUnit[],
  df: number,
  bigs: number,
  others: number,
): { saved: boolean[]; cards: number } {
  let best: boolean[] = units.map(() => false);
  let cards = 0;
  for (let x = 0; x <= bigs; x++)
    for (let y = 0; y <= df; y++) {
      // x big blocks need x other cards to discard: cards that block nothing, unplayed bigs, unplayed DFs.
      if (others + (bigs - x) + (df - y) < x) continue;
      const points = 2 * x + y;
      for (let mask = 0; mask < 1 << units.length; mask++) {
        let need = 0;
        const saved = units.map((u, i) => {
          const on = ((mask >>> i) & 1) === 1;
          if (on) need += u.need;
          return on;
        });
        if (need > points) continue;
        const used = 2 * x + y;
        if (better(saved, best) || (saved.join() === best.join() && used < cards)) {
          best = saved;
          cards = used;
        }
      }
    }
  // The fewest cards that give the best set's points (a best set found with more cards above may also be found
  // with fewer: the loop keeps the least).
  return { saved: best, cards };
}

describe("block step against a brute force over every way a hand can block", () => {
  it("saves the most valuable units any play of the hand can save, with as few cards as that takes (3,000 cases)", () => {
    const r = mulberry32(4242);
    let cases = 0;
    let blocked = 0;
    let multi = 0;
    for (let n = 0; n < 3000; n++) {
      const units: Record<string, number> = {};
      const damaged: Record<string, number[]> = {};
      for (const [id, health] of FLEET) {
        const count = Math.floor(r() * 3);
        if (count === 0) continue;
        units[id] = count;
        if (health > 1 && r() < 0.3) damaged[id] = [1 + Math.floor(r() * (health - 1))];
      }
      if (Object.keys(units).length === 0) units["x-wing"] = 2;
      const b = compileBattle(
        scenario({
          attacker: empire({ "star-destroyer": 1, "tie-fighter": 1 }),
          defender: { faction: "rebel", units, damaged },
          tactics: "base",
        }),
      );
      const s = new BattleState(b);
      s.reset();
      s.round = 1;
      const cards = cardsOf(s);
      const df = Math.floor(r() * 4);
      const bigs = Math.floor(r() * 3);
      const others = Math.floor(r() * 3);
      if (df > 0) giveCard(cards, DEFENDER, SPACE, cardCode("defensive-formation"), df);
      if (bigs > 0) giveCard(cards, DEFENDER, SPACE, cardCode("outmaneuver"), bigs);
      for (let i = 0; i < others; i++) giveCard(cards, DEFENDER, SPACE, cardCode(JUNK[i]!));
      // A roll: hits and direct hits of each colour, packed a byte per face (core/dice-pool.ts).
      const face = (hits: number, direct: number) => (hits << 8) | (direct << 16);
      s.rollRed = face(Math.floor(r() * 4), Math.floor(r() * 3));
      s.rollBlack = face(Math.floor(r() * 5), Math.floor(r() * 3));
      s.rollGreen = 0;
      threatKey(b, s, ATTACKER, SPACE);
      s.beginAttack();
      cards.beginAttack();
      cards.added.singlePoints = r() < 0.2 ? 1 : 0;
      s.log = LOG_FULL;
      assignDamage(b, s, ATTACKER, SPACE, cards.added);

      // Every unit this attack made lethal, with the damage a block must cancel to save it.
      const kills: KillUnit[] = [];
      const entries: [number, number][] = [];
      for (let j = 0; j < s.killCount; j++) {
        const e = s.killList[j]!;
        const g = s.ent[e]!;
        const a = s.ent[e + 2]!;
        const need = s.ent[e + 1]! + a - b.health[g]! + 1;
        entries.push([e, s.ent[e + 3]!]);
        for (let u = 0; u < s.ent[e + 3]!; u++)
          kills.push({ order: [b.blockRank[s.scoreBase + g]!, a, -e], group: g, need });
      }
      kills.sort((x, y) => y.order[0] - x.order[0] || y.order[1] - x.order[1] || y.order[2] - x.order[2]);
      const expected = bruteForce(kills, df, bigs, others);
      const sizeBefore = cards.handSize[DEFENDER * 2 + SPACE]!;
      playBlocks(b, s, cards, DEFENDER, SPACE);

      // What the engine saved, per entry (saveUnit splits an entry of several units).
      const savedBy = new Map<string, number>();
      for (const [e, count] of entries) {
        const g = s.ent[e]!;
        const lethal = s.ent[e + 1]! + s.ent[e + 2]! >= b.health[g]!;
        const saved = lethal ? count - s.ent[e + 3]! : count;
        const need = kills.find((k) => k.order[2] === -e)?.need ?? 0;
        if (saved > 0) savedBy.set(`${g}/${need}`, (savedBy.get(`${g}/${need}`) ?? 0) + saved);
      }
      const want = new Map<string, number>();
      kills.forEach((k, i) => {
        if (expected.saved[i]) want.set(`${k.group}/${k.need}`, (want.get(`${k.group}/${k.need}`) ?? 0) + 1);
      });
      const label = `case ${n}: ${JSON.stringify(units)} ${JSON.stringify(damaged)}, ${df} DF ${bigs} OUT ${others} other`;
      expect([...savedBy.entries()].sort(), label).toEqual([...want.entries()].sort());
      expect(sizeBefore - cards.handSize[DEFENDER * 2 + SPACE]!, label).toBe(expected.cards);
      cases++;
      if (expected.cards > 0) blocked++;
      if (expected.saved.filter(Boolean).length > 1) multi++;
    }
    expect(cases).toBe(3000);
    // the cases exercise the step: many blocks, and many that save several units
    expect(blocked).toBeGreaterThan(800);
    expect(multi).toBeGreaterThan(200);
  });
});
