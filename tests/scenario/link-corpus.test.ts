import { describe, expect, it } from "vitest";
import { PRESETS } from "@/lib/scenario";
import { SETUP_PARAMS } from "@/lib/scenario/link-params";
import { encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import { newBattle } from "@/lib/scenario/setup";
import { BATTLE_LINK_CORPORA } from "../helpers/battle-link-corpus";
import { decodePageLink } from "@/lib/share/page-link";
import { parseScenario } from "@/lib/scenario/validate-scenario";

/** A corpus setup as a new battle (each side on `auto`). */
const withNewGoals = (setup: Setup): Setup => ({ ...setup, scenario: newBattle(setup.scenario) });

describe.each(BATTLE_LINK_CORPORA.map((c) => [c.version, c] as const))(
  "the golden corpus of battle links (version %i)",
  (version, corpus) => {
    const { withAddedFields } = corpus;
    it("holds at least 200 links over every preset, key and rider", () => {
      const { links } = corpus;
      expect(corpus.version).toBe(version);
      expect(links.length).toBeGreaterThanOrEqual(200);
      const keys = new Set(links.flatMap((e) => [...new URLSearchParams(e.link).keys()]));
      // (a key added later without a new version is in no link of version 1)
      for (const p of SETUP_PARAMS)
        if (!corpus.keysAddedSince.includes(p.key)) expect(keys, p.key).toContain(p.key);
      expect(keys).toContain("vs");
      expect(keys).toContain("plan");
      for (const p of PRESETS) {
        const parsed = parseScenario(p.scenario);
        if (!parsed.ok) throw new Error(parsed.error);
        expect(links.map((e) => e.setup.scenario)).toContainEqual(parsed.scenario);
      }
      const sides = links.flatMap((e) => [e.setup.scenario.attacker, e.setup.scenario.defender]);
      expect(sides.some((s) => Object.keys(s.damaged).length > 0)).toBe(true);
      expect(sides.some((s) => s.usedCards)).toBe(true);
      expect(sides.some((s) => s.removedCards)).toBe(true);
      expect(links.some((e) => !new URLSearchParams(e.link).has("a"))).toBe(true);
      if (version >= 2) {
        // (version 2 added the goals: auto as the empty field, the win written out, and every other goal)
        const goals = new Set(sides.map((s) => s.goal ?? "win"));
        for (const g of ["auto", "win", "hold-space", "hold-ground", "keep-half", "destroy-x-wing"])
          expect(goals, g).toContain(g);
      }
    });

    it.each(corpus.links.map((e) => [e.why, e] as const))("%s", (_why, entry) => {
      const page = decodePageLink(new URLSearchParams(entry.link));
      expect([page.notice, ...page.dropped, page.pinNotice, page.planNotice].filter(Boolean)).toEqual([]);
      // (a link with no version and no setup key, only `vs` or `plan`, shows the front page's battle: today's default,
      // the same battle with each side on `auto` since version 2, docs/links-and-history.md#link-versions)
      const front = !new URLSearchParams(entry.link).has("v");
      expect(page.initial).toEqual(front ? withNewGoals(entry.setup) : withAddedFields(entry.setup));
      expect(page.pinned).toEqual(entry.pinned ? withAddedFields(entry.pinned) : null);
      expect(page.initialPlan).toEqual(entry.plan ?? null);
    });

    it("decodes its links to setups that encode back to a link of the same meaning", () => {
      for (const entry of corpus.links) {
        const again = decodePageLink(new URLSearchParams(encodeSetup(entry.setup)));
        expect(again.initial, entry.why).toEqual(withAddedFields(entry.setup));
      }
    });
  },
);
