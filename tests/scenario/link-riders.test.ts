import { describe, expect, it } from "vitest";
import { decodePinned, encodePinned } from "@/lib/compare/compare-link";
import { decodePlan, encodePlan } from "@/lib/planner/plan-link";
import { SETUP_PARAMS } from "@/lib/scenario/link-params";
import { LINK_PARAMS } from "@/lib/share/link-keys";
import { queryValue, readRider } from "@/lib/link/riders";
import { PINNED_PARAM, PLAN_PARAM } from "@/lib/scenario/link-riders";
import { DEFAULT_SETUP } from "@/lib/scenario/setup";
import { decodeSetup } from "@/lib/scenario/url-codec";

describe("every key of the share link in one table", () => {
  it("declares the setup's keys, then vs, plan, luck, name, shared and the server's dropped, each once", () => {
    const keys = LINK_PARAMS.map((p) => p.key);
    expect(keys.slice(-6)).toEqual(["vs", "plan", "luck", "name", "shared", "dropped"]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(SETUP_PARAMS.map((p) => p.key)).toEqual(keys.slice(0, -6));
    expect(SETUP_PARAMS.map((p) => p.key)).toEqual(
      expect.arrayContaining(["a", "d", "tc", "t", "seed", "p"]),
    );
  });

  it("decodeSetup reads a link with vs and plan exactly as without them", () => {
    const plain = "v=1&d=rebel_x-wing.2,y-wing_jan-dodonna&t=5000";
    expect(decodeSetup(`${plain}&vs=1~t:50000~seed:abc&plan=attacker.80.here`)).toEqual(decodeSetup(plain));
    expect(decodeSetup(`${plain}&name=Sullust%2C%20turn%206&shared=98.8,1,0.2`)).toEqual(decodeSetup(plain));
  });
});

const withoutGoal = <S extends { goal?: unknown }>(side: S) => {
  const { goal: _goal, ...rest } = side;
  return rest;
};

describe("vs: the pinned setup A, as declared in the table", () => {
  it("reads links written before the move exactly as before", () => {
    const a = { ...DEFAULT_SETUP, trials: 50_000, seed: "abc" };
    expect(encodePinned(a)).toBe("2~t:50000~seed:abc");
    expect(PINNED_PARAM.serialize("v=2&t=50000&seed=abc")).toBe("2~t:50000~seed:abc");
    expect(PINNED_PARAM.parse("1~t:50000~seed:abc").toString()).toBe("v=1&t=50000&seed=abc");
    expect(decodePinned("2~t:50000~seed:abc")).toEqual({ ok: true, pinned: a });
    expect(decodePinned("2")).toEqual({ ok: true, pinned: DEFAULT_SETUP });
    // (a version-1 A keeps its goals: the win, docs/links-and-history.md#link-versions)
    expect(decodePinned("1~t:50000~seed:abc")).toEqual({
      ok: true,
      pinned: {
        ...a,
        scenario: {
          ...a.scenario,
          attacker: withoutGoal(a.scenario.attacker),
          defender: withoutGoal(a.scenario.defender),
        },
      },
    });
  });

  it.each([
    ["3", 'Invalid compare link: pinned setup format "3" is not supported (this app reads versions 1 to 2)'],
    ["1~vs:1", 'Invalid compare link: pinned setup cannot set "vs"'],
    ["1~:x", 'Invalid compare link: pinned setup part ":x" is not written as key:value'],
  ])("refuses vs=%s in one line", (value, error) => {
    expect(readRider(PINNED_PARAM, value)).toEqual({ ok: false, error });
  });
});

describe("plan: the Plan panel, as declared in the table", () => {
  it.each([
    ["attacker.80", { side: "attacker", target: 80 }],
    ["attacker.80.here", { side: "attacker", target: 80, inSystem: true }],
    ["defender.65", { side: "defender", target: 65 }],
  ] as const)("round-trips plan=%s as before", (text, plan) => {
    expect(PLAN_PARAM.parse(text)).toEqual(plan);
    expect(PLAN_PARAM.serialize(plan)).toBe(text);
    expect(encodePlan(plan)).toBe(text);
    expect(decodePlan(text)).toEqual({ ok: true, plan });
  });

  it("reads a rider's values from either kind of query, and refuses one given twice", () => {
    const q = new URLSearchParams("plan=attacker.80&plan=defender.60");
    expect(queryValue(q, "plan")).toEqual(["attacker.80", "defender.60"]);
    expect(queryValue({ plan: "defender.60" }, "plan")).toBe("defender.60");
    expect(queryValue(new URLSearchParams("v=1"), "plan")).toBeUndefined();
    expect(readRider(PLAN_PARAM, queryValue(q, "plan"))).toEqual({
      ok: false,
      error: 'Invalid plan link: "plan" is given 2 times',
    });
    expect(readRider(PLAN_PARAM, undefined)).toEqual({ ok: true, value: null });
  });
});
