import { describe, expect, it } from "vitest";
import { cinematicCards } from "@/lib/data";
import { ECHO_MAX as ECHO_LENGTH, clip } from "@/lib/format/clip-echoes";
import { DEFAULT_SETUP, decodeSetup, encodeSetup } from "@/lib/scenario/url-codec";

/** What a link loads (as its own link) and the notices it gives. */
function read(query: string): { loads: string; notices: readonly string[] } {
  const r = decodeSetup(query);
  if (!r.ok) throw new Error(r.error);
  return { loads: encodeSetup(r.setup), notices: r.notices };
}

const part = (line: string) => `Part of the battle link: ${line}`;

/** The Rebels' ground cards, Confrontation last (the first is the one a whole deck's link leaves out). */
const REBEL_GROUND = cinematicCards("rebel", "ground")
  .map((c) => c.id)
  .sort((a, b) => Number(a === "confrontation") - Number(b === "confrontation"));

describe("links keep what they can", () => {
  it("leave out one unknown unit and load the rest", () => {
    expect(
      read(
        "v=2&a=empire_star-destroyer.2,death-trooper,tie-fighter.3_darth-vader&d=rebel_x-wing.2,y-wing&t=5000",
      ),
    ).toEqual({
      loads: "v=2&a=empire_tie-fighter.3,star-destroyer.2_darth-vader&d=rebel_x-wing.2,y-wing&t=5000",
      notices: [part(`the attacker's unit "death-trooper": no such unit; left out`)],
    });
  });

  it.each([
    [
      "a bad count",
      "v=2&a=empire_tie-fighter.x,star-destroyer",
      "v=2&a=empire_star-destroyer",
      `the attacker's count of TIE Fighter "x": not a whole number; left out`,
    ],
    [
      "an unknown leader",
      "v=2&a=empire_tie-fighter_darth-maul,darth-vader",
      "v=2&a=empire_tie-fighter_darth-vader",
      `the attacker's leader "darth-maul": no such leader; left out`,
    ],
    [
      "a unit of the other faction",
      "v=2&d=rebel_x-wing,tie-fighter",
      "v=2&d=rebel_x-wing",
      `the defender's unit "tie-fighter": not a unit of the Rebels; left out`,
    ],
    [
      "an unknown option",
      "v=2&a=empire_tie-fighter____sometimes",
      "v=2&a=empire_tie-fighter",
      `the attacker's retreat "sometimes": not a retreat this app knows; left out`,
    ],
    [
      "an unknown card",
      "v=2&tc=cinematic&a=empire_tie-fighter______overrun,tractor-bean",
      "v=2&a=empire_tie-fighter______overrun&tc=cinematic",
      `the attacker's used card "tractor-bean": no such card; left out`,
    ],
    [
      "a card that cannot be removed from the game",
      "v=2&tc=cinematic&a=empire_stormtrooper.2&d=rebel_rebel-trooper.2,airspeeder_luke-skywalker_airspeeder.1____hold-them-back_tow-cables",
      "v=2&a=empire_stormtrooper.2&d=rebel_rebel-trooper.2,airspeeder_luke-skywalker_airspeeder.1____hold-them-back&tc=cinematic",
      `the defender's cards removed from the game: Tow Cables never leaves the game (only Confrontation can); the defender's "tow-cables" left out`,
    ],
    [
      "a card both used and removed",
      "v=2&tc=cinematic&a=empire_stormtrooper.2&d=rebel_rebel-trooper.2_luke-skywalker_____confrontation_confrontation",
      "v=2&a=empire_stormtrooper.2&d=rebel_rebel-trooper.2_luke-skywalker_____confrontation&tc=cinematic",
      `the defender's removed card "confrontation": also listed as already used; left out`,
    ],
    [
      "a card of the other faction",
      "v=2&tc=cinematic&a=empire_stormtrooper.2&d=rebel_rebel-trooper.2______tow-cables,overrun",
      "v=2&a=empire_stormtrooper.2&d=rebel_rebel-trooper.2______tow-cables&tc=cinematic",
      `the defender's used card "overrun": not a card of the Rebels; left out`,
    ],
    [
      "a whole deck listed",
      `v=2&tc=cinematic&a=empire_stormtrooper.2&d=rebel_rebel-trooper.2______${REBEL_GROUND.slice(0, 7).join(",")}_confrontation`,
      `v=2&a=empire_stormtrooper.2&d=rebel_rebel-trooper.2______${REBEL_GROUND.slice(1, 7).join(",")}_confrontation&tc=cinematic`,
      `the defender's cards already used: all 8 ground cards are listed as already used or removed from the game, but at least one must be in hand (using the last card in hand returns the discard pile to it); the defender's "${REBEL_GROUND[0]}" left out`,
    ],
    [
      "a bad setting",
      "v=2&t=12&d=rebel_x-wing",
      "v=2&d=rebel_x-wing",
      `trials must be from 1,000 to 2,000,000 (got "12"); ignored`,
    ],
    [
      "a count over the game's",
      "v=2&a=empire_stormtrooper.31,tie-fighter",
      "v=2&a=empire_tie-fighter",
      `the attacker has 31 Stormtroopers (the game has 30); the attacker's "stormtrooper.31" left out`,
    ],
    [
      "a cut-off tail",
      "v=2&a=empire_tie-fighter.2,star-destroyer_darth-vader&d=rebel_x-wing.2,y-w",
      "v=2&a=empire_tie-fighter.2,star-destroyer_darth-vader&d=rebel_x-wing.2",
      `it looks cut short, so the defender could not be read whole (it ends "rebel_x-wing.2,y-w"); its last part "y-w" was left out, and anything the link had after it is missing`,
    ],
    [
      "a cut-off value with an ellipsis",
      "v=2&t=5000&seed=abc…",
      "v=2&t=5000",
      `it looks cut short, so the seed could not be read whole (it ends "abc…"); the seed is left at the default, and anything the link had after it is missing`,
    ],
    [
      "an unknown goal (the side's forces stay)",
      "v=2&a=empire_star-destroyer.2_darth-vader&d=rebel_x-wing.3,rebel-trooper_mon-mothma_______conquer",
      "v=2&a=empire_star-destroyer.2_darth-vader&d=rebel_x-wing.3,rebel-trooper_mon-mothma",
      `the defender's goal "conquer": not a goal this app knows; left out`,
    ],
    [
      "a goal naming no unit of the game",
      "v=2&a=empire_star-destroyer.2_darth-vader&d=rebel_x-wing.3_mon-mothma_______destroy-foo",
      "v=2&a=empire_star-destroyer.2_darth-vader&d=rebel_x-wing.3_mon-mothma",
      `the defender's goal "destroy-foo": no such unit to destroy; left out`,
    ],
    [
      "a goal the battle rules out (the side's forces stay)",
      "v=2&a=empire_star-destroyer.2,at-at_darth-vader&d=rebel_x-wing.3,rebel-trooper_mon-mothma_______destroy-death-star",
      "v=2&a=empire_star-destroyer.2,at-at_darth-vader&d=rebel_x-wing.3,rebel-trooper_mon-mothma",
      `the defender's goal: "destroy-death-star" but the attacker brings no Death Stars; the defender's goal left at the default`,
    ],
    [
      "a hold goal in a theater the side has no units in",
      "v=2&a=empire_star-destroyer.2,at-at_darth-vader_______hold-space&d=rebel_rebel-trooper.2_mon-mothma_______hold-space",
      "v=2&a=empire_star-destroyer.2,at-at_darth-vader_______hold-space&d=rebel_rebel-trooper.2_mon-mothma",
      `the defender's goal: "hold-space" but the defender has no units in space; the defender's goal left at the default`,
    ],
    ["a key given twice", "v=2&t=5000&t=6000", "v=2&t=5000", `"t" is given 2 times; the first is read`],
  ])("leave out %s with one line naming it", (_, query, loads, notice) => {
    expect(read(query)).toEqual({ loads, notices: [part(notice)] });
  });

  it("carry each side's goal both ways: auto left unwritten (version 2), a version-1 side's silence read as the win", () => {
    const link =
      "v=2&a=empire_star-destroyer.2,at-at_darth-vader_______hold-ground&d=rebel_x-wing.3,rebel-trooper_mon-mothma_______destroy-star-destroyer";
    const r = decodeSetup(link);
    if (!r.ok) throw new Error(r.error);
    expect(r.notices).toEqual([]);
    expect(r.setup.scenario.attacker.goal).toBe("hold-ground");
    expect(r.setup.scenario.defender.goal).toBe("destroy-star-destroyer");
    expect(encodeSetup(r.setup)).toBe(link);
    const auto = decodeSetup("v=2&a=empire_star-destroyer.2_darth-vader&d=rebel_x-wing.3_mon-mothma");
    if (!auto.ok) throw new Error(auto.error);
    expect([auto.setup.scenario.attacker.goal, auto.setup.scenario.defender.goal]).toEqual(["auto", "auto"]);
    // (a link made before version 2 keeps the goal it had: the win, written out from now on)
    const old = decodeSetup("v=1&a=empire_star-destroyer.2_darth-vader&d=rebel_x-wing.3_mon-mothma");
    if (!old.ok) throw new Error(old.error);
    expect(old.setup.scenario.defender.goal ?? "win").toBe("win");
    expect(encodeSetup(old.setup)).toBe(
      "v=2&a=empire_star-destroyer.2_darth-vader_______win&d=rebel_x-wing.3_mon-mothma_______win",
    );
  });

  it("echo at most 40 characters of a junk value", () => {
    const junk = "x".repeat(3000);
    const r = read(`v=2&seed=${junk}&a=${junk}`);
    expect(r.loads).toBe("");
    expect(r.notices).toHaveLength(2);
    for (const n of r.notices) expect(n.length).toBeLessThan(140);
    expect(r.notices[0]).toBe(
      part(`the attacker: unknown faction "${clip(junk)}" (empire or rebel); left out`),
    );
    expect(clip(junk)).toHaveLength(ECHO_LENGTH);
    const bad = decodeSetup(`v=${junk}`);
    expect(bad.ok ? "" : bad.error.length).toBeLessThan(140);
  });

  it("still refuse a link in another format, and read a whole link with no notice", () => {
    expect(decodeSetup("v=3&t=5000")).toEqual({
      ok: false,
      error: 'Invalid battle link: link format version "3" is not supported (this app reads versions 1 to 2)',
    });
    expect(decodeSetup("v=2&t=5000")).toEqual({
      ok: true,
      setup: { ...DEFAULT_SETUP, trials: 5000 },
      notices: [],
    });
  });
});
