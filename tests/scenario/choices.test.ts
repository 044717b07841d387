import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEATH_STAR_PLANS, IGNORE_LIMITS, ROUND_CAP, TACTICS, VARIANTS } from "@/lib/scenario/battle-options";
import {
  explainOption,
  numberProblem,
  optionLabel,
  pickOption,
  type EnumChoice,
  type TaggedChoice,
} from "@/lib/scenario/choice";
import { taggedForms } from "@/lib/scenario/choice-schema";
import { parseTagged, serializeTagged } from "@/lib/scenario/choice-link";
import { ALL_DOCS } from "@/lib/scenario/policy-docs";
import { CARD_PLAY, RETREAT, SIDE_POLICIES, TARGETING } from "@/lib/scenario/policies";
import { parseScenario, type ScenarioInput } from "@/lib/scenario";

const CHOICES: readonly (TaggedChoice | EnumChoice)[] = [...SIDE_POLICIES, TACTICS, ...VARIANTS];
const base: ScenarioInput = {
  attacker: { faction: "empire", units: { "star-destroyer": 1 } },
  defender: { faction: "rebel", units: { "x-wing": 1 } },
};

describe("the choice declarations", () => {
  it("declare a default among their options, with unique values and labels", () => {
    for (const c of CHOICES) {
      const values = c.options.map((o) => o.value);
      expect(values, c.id).toContain(c.default);
      expect(new Set(values).size, c.id).toBe(values.length);
      expect(new Set(c.options.map((o) => o.label)).size, c.id).toBe(values.length);
    }
    expect([DEATH_STAR_PLANS.default, IGNORE_LIMITS.default]).toEqual([false, false]); // the link writes "1" for on
  });

  it("explain every option of a policy, and each variant names all its options and its default", () => {
    for (const c of [...SIDE_POLICIES, TACTICS])
      for (const o of c.options) expect(o.doc, `${c.id} ${o.value}`).toBeTruthy();
    for (const v of VARIANTS) {
      for (const o of v.options) expect(v.doc, v.id).toContain(String(o.value));
      expect(v.doc, v.id).toContain(`${v.default} (default`);
    }
  });

  it("say an option's text as the UI, the reference page and docs/choices.md show it", () => {
    expect(optionLabel(TARGETING, TARGETING.options[0])).toBe("Threat (default)");
    expect(explainOption(RETREAT, RETREAT.options[1])).toBe(
      "After round N: retreat at the end of round N if the rules allow it (a leader present, no Death Star / Interdictor preventing it).",
    );
    expect(ALL_DOCS.map((f) => f.title)).toEqual([
      "Targeting",
      "Retreat",
      "Tactic card play",
      "Tactic cards",
      "Rule variants",
    ]);
    expect(Object.keys(ALL_DOCS[4]!.docs)).toEqual([
      "blackDie",
      "spaceDeck",
      "dsucHealth",
      "monCalCapacity",
      "swarmTactics",
      "overwhelmingPresence",
      "cinematicBombardment",
      "deathStarPlans",
    ]);
  });

  it("give the schema its forms and ranges", () => {
    expect(taggedForms(RETREAT)).toEqual([
      '"never"',
      '{ "policy": "after-round", "round": N }',
      '{ "policy": "when-outgunned", "ratio": R }',
      '{ "policy": "when-losing-units", "below": N }',
    ]);
    const error = (input: unknown) => {
      const r = parseScenario(input);
      return r.ok ? "ok" : r.error;
    };
    const retreat = (r: unknown) => error({ ...base, attacker: { ...base.attacker, retreat: r } });
    expect(retreat({ policy: "after-round", round: 0 })).toBe(
      "attacker.retreat.round must be a whole number from 1 to 1000",
    );
    expect(retreat({ policy: "when-outgunned", ratio: 0 })).toBe(
      "attacker.retreat.ratio must be above 0 and at most 10",
    );
    expect(retreat({ policy: "when-outgunned", ratio: 1e-7 })).toBe("ok");
    expect(retreat("sometimes")).toBe(
      `attacker.retreat must be ${taggedForms(RETREAT).slice(0, 3).join(", ")} or ${taggedForms(RETREAT)[3]}`,
    );
    expect(error({ ...base, attacker: { ...base.attacker, cardPlay: "always" } })).toBe(
      'attacker.cardPlay must be "smart", "first-useful" or "none"',
    );
    expect(error({ ...base, roundCap: 501 })).toBe("roundCap must be a whole number from 1 to 500");
  });

  it('accept the tactics mode as "base" / "none" or as { "mode": … }, and give the domain its tagged form', () => {
    for (const [input, mode] of [
      ["base", "base"],
      ["none", "none"],
      [{ mode: "none" }, "none"],
      [undefined, "base"],
    ] as const) {
      const r = parseScenario({ ...base, tactics: input });
      expect(r.ok && r.scenario.tactics).toEqual({ mode });
    }
    expect(parseScenario({ ...base, tactics: { mode: "none", extra: 1 } })).toEqual({
      ok: false,
      error: 'tactics: unknown field "extra"',
    });
  });

  it("check numbers against the declared ranges, for the schema and the page's fields alike", () => {
    const ratio = RETREAT.options[2].params.ratio;
    expect([1e-7, 10].map((n) => numberProblem(ratio, n))).toEqual([null, null]);
    expect(numberProblem(ratio, 0)).toBe("must be above 0 and at most 10");
    expect(numberProblem(ratio, 10.01)).toBe("must be above 0 and at most 10");
    expect(numberProblem(ROUND_CAP, 2.5)).toBe("must be a whole number from 1 to 500");
    expect(numberProblem(ROUND_CAP, -1)).toBe("must be a whole number from 1 to 500");
  });

  it("start a picked option at its declared values, a priority order at the enemy's units", () => {
    expect(pickOption(RETREAT, "when-outgunned", [])).toEqual({ policy: "when-outgunned", ratio: 0.5 });
    expect(pickOption(TARGETING, "priority", ["x-wing", "y-wing"])).toEqual({
      policy: "priority",
      order: ["x-wing", "y-wing"],
    });
    expect(pickOption(TARGETING, "max-kills", ["x-wing"])).toEqual({ policy: "max-kills" });
  });

  it("write a tagged value in the link as its option and parameters, and read it back", () => {
    const cases = [
      [TARGETING, { policy: "priority", order: ["x-wing", "y-wing"] }, "priority.x-wing.y-wing"],
      [RETREAT, { policy: "when-outgunned", ratio: 1e-7 }, "when-outgunned.1e-7"],
      [RETREAT, { policy: "after-round", round: 3 }, "after-round.3"],
      [TACTICS, { mode: "none" }, "none"],
    ] as const;
    for (const [c, value, text] of cases) {
      expect(serializeTagged(c, value)).toBe(text);
      expect(parseTagged(c, text)).toEqual(value);
    }
    expect(() => parseTagged(RETREAT, "never.2", "attacker ")).toThrow(
      'attacker retreat "never.2" takes no parameters',
    );
    expect(() => parseTagged(RETREAT, "after-round.x", "attacker ")).toThrow(
      'attacker retreat round is not a whole number ("x")',
    );
    expect(() => parseTagged(RETREAT, "when-outgunned.1e", "defender ")).toThrow(
      'defender retreat ratio is not a number ("1e")',
    );
    expect(CARD_PLAY.default).toBe("smart");
  });

  it("read back every ratio the schema allows, however JavaScript writes it", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10, minExcluded: true, noNaN: true }), (ratio) => {
        const value = { policy: "when-outgunned", ratio };
        expect(parseTagged(RETREAT, serializeTagged(RETREAT, value))).toEqual(value);
      }),
      { numRuns: 5000 },
    );
  });
});
