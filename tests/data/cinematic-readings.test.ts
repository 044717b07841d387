import { describe, expect, it } from "vitest";
import {
  CINEMATIC_CARDS,
  CINEMATIC_READINGS,
  cinematicCardFor,
  otherReadings,
  type CinematicReadings,
} from "@/lib/data";
import { DEFAULT_VARIANTS, VARIANTS } from "@/lib/scenario/battle-options";

// The card readings are declared once (lib/data/cinematic-readings.ts); the rule variants and the played cards read them.

const byId = (id: string) => CINEMATIC_CARDS.find((c) => c.id === id)!;
const OTHER: CinematicReadings = {
  swarmTactics: 2,
  overwhelmingPresence: "direct",
  cinematicBombardment: "sd-or-ssd",
};

describe("Cinematic card readings", () => {
  it("each reads a real card, and is a Cinematic-only rule variant defaulting to its first value", () => {
    for (const r of CINEMATIC_READINGS) {
      expect(byId(r.card), r.id).toBeDefined();
      const variant = VARIANTS.find((v) => v.id === r.id)!;
      expect(variant).toMatchObject({ kind: "enum", onlyIn: ["cinematic"] });
      expect(variant.options.map((o) => o.value)).toEqual(r.values);
      expect(variant.options.every((o) => o.label.length > 0)).toBe(true);
      expect(DEFAULT_VARIANTS[r.id]).toBe(r.values[0]);
    }
  });

  it("the defaults play every card as written", () => {
    for (const card of CINEMATIC_CARDS) expect(cinematicCardFor(card, DEFAULT_VARIANTS)).toBe(card);
  });

  it("the other readings change the three cards and only them", () => {
    expect(cinematicCardFor(byId("swarm-tactics"), OTHER)).toMatchObject({
      top: "If you have more fighters than the Rebels, deal 2 damage.",
      topEffects: [{ kind: "deal", amount: 2, if: "more-fighters" }],
    });
    expect(cinematicCardFor(byId("overwhelming-presence"), OTHER)).toMatchObject({
      top: "Prevent 2 red hits and 1 direct hit.",
      topEffects: [{ kind: "prevent", red: 2, black: 0, direct: 1 }],
    });
    const bombardment = cinematicCardFor(byId("bombardment"), OTHER);
    expect(bombardment.needsAlso).toBe("super-star-destroyer");
    expect(bombardment.topEffects).toBe(byId("bombardment").topEffects);
    const changed = CINEMATIC_CARDS.filter((c) => cinematicCardFor(c, OTHER) !== c).map((c) => c.id);
    expect(changed).toEqual(["swarm-tactics", "overwhelming-presence", "bombardment"]);
    // One reading at its other value leaves the other two cards as written.
    const one = { ...DEFAULT_VARIANTS, swarmTactics: 2 } as const;
    expect(cinematicCardFor(byId("overwhelming-presence"), one)).toBe(byId("overwhelming-presence"));
  });

  it("otherReadings lists what the reference page shows under a card", () => {
    expect(otherReadings(byId("bombardment"))).toEqual([{ needsAlso: "super-star-destroyer" }]);
    expect(otherReadings(byId("swarm-tactics")).map((c) => c.top)).toEqual([
      "If you have more fighters than the Rebels, deal 2 damage.",
    ]);
    expect(otherReadings(byId("overrun"))).toEqual([]);
  });
});
