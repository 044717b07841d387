import seedrandom from "seedrandom";
import { describe, expect, it } from "vitest";
import { assault } from "../helpers/assault";
import { ATTACK_DIE_NAMES, DEFENSE_DIE_NAMES, type AssaultInput } from "@/lib/assault";
import { buildAttackContext } from "@/lib/assault/engine/attack-context";
import { inState } from "@/lib/assault/engine/attack-steps";
import { keptFaces } from "@/lib/assault/engine/kept-faces";
import { Sequence } from "@/lib/assault/engine/sequence";
import { playAttack } from "@/lib/assault/engine/single-attack";

/**
 * The steps of an activation share what they can (docs/assault.md#activation-speed): a step against a target
 * Weakened or not is one attack side (positions, clipping, reroll choices) and one graph of kept faces, with only
 * the defence differing. Every step in every state must answer exactly as its own context built alone does.
 */
describe("passes sharing an attack side answer exactly as separate passes", () => {
  const rng = seedrandom("assault-shared-pass");
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)]!;
  const dice = <T>(names: readonly T[], n: number) => Array.from({ length: n }, () => pick(names));
  const surges = () =>
    [{ damage: 1 }, { pierce: 1 }, { accuracy: 2 }, { condition: "Focus" }].filter(() => rng() < 0.6);
  const cases: AssaultInput[] = Array.from({ length: 16 }, (_, i) => ({
    attack: {
      dice: dice(ATTACK_DIE_NAMES, 2 + (i % 3)),
      surges: [{ condition: "Weaken" }, ...surges()],
      rerolls: i % 3,
      powerTokens: [pick(["damage", "surge"] as const)],
    },
    defense: {
      dice: dice(DEFENSE_DIE_NAMES, 1 + (i % 3)),
      rerolls: i % 2,
      powerTokens: [null, pick(["block", "evade"] as const)],
    },
    range: 1 + Math.floor(rng() * 5),
    health: 4 + (i % 8),
    more: [
      {
        attack: { dice: dice(ATTACK_DIE_NAMES, 1 + (i % 4)), surges: surges(), rerolls: 1 },
        attacks: 1 + (i % 2),
      },
      // (a Weaken surge is spent otherwise against a Weakened target: that figure's two states are two sides)
      ...(i % 2 === 0
        ? [{ attack: { dice: dice(ATTACK_DIE_NAMES, 2), surges: [{ condition: "Weaken" }] } }]
        : []),
    ],
  }));

  it.each(cases.map((c) => [JSON.stringify(c), c] as const))("%s", (_, input) => {
    const seq = new Sequence(assault(input));
    let shared = 0;
    for (let k = 1; k < seq.steps.length; k++)
      for (const focused of [false, true]) {
        const plain = seq.context(k, false, focused);
        const weakened = seq.context(k, true, focused);
        // (the second figure's surges never Weaken: its two states are one attack side)
        if (seq.steps[k]!.figure === 1) {
          shared++;
          expect(keptFaces(weakened)).toBe(keptFaces(plain));
        }
        for (const [ctx, w] of [
          [plain, false],
          [weakened, true],
        ] as const) {
          const alone = buildAttackContext(inState(seq.steps[k]!.single, w, focused));
          expect(alone.attackPositions).not.toBe(ctx.attackPositions);
          const worth = Float64Array.from(seq.info(alone).damage);
          expect(Array.from(seq.answer(k, 0, w, focused ? 1 << seq.steps[k]!.figure : 0))).toEqual(
            Array.from(playAttack(alone, worth).outcomes),
          );
        }
      }
    expect(shared).toBeGreaterThan(0);
  });
});
