/**
 * Writes the golden corpus of battle links of the version the code writes (tests/fixtures/battle-links-vN.json):
 * links as people shared them,
 * each with the setup (and pinned setup A, and Plan panel) it decoded to when the corpus was made. Run ONCE per
 * link version, from the code that wrote that version; never rerun it over an existing corpus (that would pin
 * today's meaning instead of the old one). tests/scenario/link-corpus.test.ts checks every entry still decodes to
 * what it says. docs/links-and-history.md#link-versions.
 *
 *   node scripts/run-ts.mjs scripts/battle-link-corpus.ts tests/fixtures/battle-links-v2.json
 *
 * (version 1's corpus was written by this script at version 1, before the goals; version 2's adds them)
 */
import { writeFileSync } from "node:fs";
import fc from "fast-check";
import { CINEMATIC_CARDS } from "@/lib/data";
import { encodeCompare } from "@/lib/compare/compare-link";
import { decodePageLink } from "@/lib/share/page-link";
import { DEATH_STAR_PLANS, IGNORE_LIMITS, ROUND_CAP, TACTICS, VARIANTS } from "@/lib/scenario/battle-options";
import { goalChoices } from "@/lib/scenario/goals";
import { PRESETS } from "@/lib/scenario/presets";
import { CARD_PLAY, RETREAT, TARGETING } from "@/lib/scenario/policies";
import { PRECISION_CHOICES } from "@/lib/scenario/run-settings";
import { DEFAULT_SETUP, encodeSetup, type Setup } from "@/lib/scenario/url-codec";
import { LINK_VERSION } from "@/lib/scenario/link-defaults";
import { parseScenario } from "@/lib/scenario/validate-scenario";
import type { ScenarioInput } from "@/lib/scenario/schema";
import { setupArb } from "../tests/helpers/setup-arbitrary";

const out = process.argv[2];
if (!out) throw new Error("usage: battle-link-corpus.ts OUT.json");
// (the version the code writes today: the corpus of that version, links written by hand included)
const V = `v=${LINK_VERSION}`;

const links = new Map<string, string>(); // link → why it is in the corpus
const add = (why: string, link: string) => {
  if (!links.has(link)) links.set(link, why);
};

function setupOf(
  input: ScenarioInput,
  run: Partial<Pick<Setup, "trials" | "seed" | "precision">> = {},
): Setup {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(`corpus battle is invalid: ${parsed.error} ${JSON.stringify(input)}`);
  return {
    scenario: parsed.scenario,
    trials: DEFAULT_SETUP.trials,
    seed: DEFAULT_SETUP.seed,
    ...run,
  } as Setup;
}

// The version alone: version 1's default battle. (The bare `/` is no link of a version but the front page, today's
// default battle: it is not in the corpus.)
add("the version alone", V);
const rulebook = PRESETS[0]!.scenario;

// Every preset, as it is and under every battle-wide option.
for (const p of PRESETS) {
  add(`preset ${p.id}`, encodeSetup(setupOf(p.scenario)));
  for (const o of TACTICS.options)
    add(`preset ${p.id}, tactics ${o.value}`, encodeSetup(setupOf({ ...p.scenario, tactics: o.value })));
  for (const v of VARIANTS)
    for (const o of v.options)
      add(
        `preset ${p.id}, ${v.id} ${o.value}`,
        encodeSetup(setupOf({ ...p.scenario, variants: { [v.id]: o.value } as never })),
      );
  add(`preset ${p.id}, round cap 3`, encodeSetup(setupOf({ ...p.scenario, roundCap: 3 })));
  add(`preset ${p.id}, Death Star Plans`, encodeSetup(setupOf({ ...p.scenario, deathStarPlans: true })));
  add(`preset ${p.id}, no limits`, encodeSetup(setupOf({ ...p.scenario, ignoreLimits: true })));
}

// Battle-wide keys alone over the default battle (the sides are the default attacker and defender).
for (const v of VARIANTS) for (const o of v.options) add(`${v.id} alone`, `${V}&${v.link}=${o.value}`);
for (const o of TACTICS.options) add(`tactics ${o.value} alone`, `${V}&${TACTICS.link}=${o.value}`);
for (const n of [1, 2, 10, 100, ROUND_CAP.max]) add(`round cap ${n} alone`, `${V}&${ROUND_CAP.link}=${n}`);
add("Death Star Plans alone", `${V}&${DEATH_STAR_PLANS.link}=1`);
add("no limits alone", `${V}&${IGNORE_LIMITS.link}=1`);
for (const t of [1000, 5000, 20000, 50000, 250000, 2_000_000]) add(`trials ${t}`, `${V}&t=${t}`);
for (const s of ["2", "abc", "Sullust-turn.6_x", "a".repeat(64)]) add(`seed ${s}`, `${V}&seed=${s}`);
for (const p of PRECISION_CHOICES) add(`precision ${p}`, `${V}&p=${p}`);
add("trials, seed and precision", `${V}&t=400000&seed=xyz&p=0.25`);

// One side written, the other left at the default (its units, leaders and policies).
add("attacker only", `${V}&a=empire_star-destroyer.3,tie-fighter.6_darth-vader`);
add("defender only", `${V}&d=rebel_x-wing.2,y-wing_jan-dodonna`);
add("defender only, no leader", `${V}&d=rebel_x-wing.4`);
add(
  "attacker only, Rebels attack (the defender default is Imperial)",
  `${V}&a=rebel_x-wing.3&d=empire_tie-fighter.3`,
);
add(
  "sides swapped",
  `${V}&a=rebel_x-wing,y-wing_jan-dodonna&d=empire_star-destroyer,tie-fighter_darth-vader`,
);

// Every policy of each side over the rulebook battle, written and left empty.
const policyValues = {
  targeting: [
    ...TARGETING.options.filter((o) => o.value !== "priority").map((o) => ({ policy: o.value })),
    { policy: "priority", order: ["x-wing"] },
    { policy: "priority", order: ["y-wing", "x-wing"] },
  ],
  retreat: [
    ...RETREAT.options.filter((o) => !("params" in o)).map((o) => ({ policy: o.value })),
    { policy: "after-round", round: 1 },
    { policy: "after-round", round: 3 },
    { policy: "when-outgunned", ratio: 0.5 },
    { policy: "when-outgunned", ratio: 2 },
    { policy: "when-outgunned", ratio: 1e-7 },
    { policy: "when-losing-units", below: 1 },
    { policy: "when-losing-units", below: 2 },
  ],
  cardPlay: CARD_PLAY.options.map((o) => o.value),
};
const enemyOrder = ["star-destroyer", "tie-fighter"];
for (const side of ["attacker", "defender"] as const) {
  for (const [id, values] of Object.entries(policyValues)) {
    for (const value of values) {
      let v = value as unknown;
      if (id === "targeting" && (value as { policy: string }).policy === "priority")
        v = {
          policy: "priority",
          order:
            side === "attacker"
              ? (value as { order: string[] }).order
              : enemyOrder.slice(0, (value as { order: string[] }).order.length),
        };
      for (const mode of TACTICS.options.map((o) => o.value)) {
        const input = { ...rulebook, tactics: mode, [side]: { ...rulebook[side], [id]: v } } as ScenarioInput;
        // (a card-play policy of another combat system is no battle: skipped)
        if (parseScenario(input).ok)
          add(`${side} ${id} ${JSON.stringify(v)}, ${mode}`, encodeSetup(setupOf(input)));
      }
    }
  }
}
// Side texts with empty policy fields written out, and trailing fields.
add(
  "attacker with empty policy fields",
  `${V}&a=empire_star-destroyer,tie-fighter_darth-vader____smart&t=20000`,
);
add(
  "attacker with a retreat only",
  `${V}&a=empire_star-destroyer,tie-fighter_darth-vader___when-outgunned.1.5`,
);
add("defender with card play only", `${V}&d=rebel_x-wing,y-wing_jan-dodonna____none`);

// Damage.
add("damaged Star Destroyer", `${V}&a=empire_star-destroyer.2,tie-fighter_darth-vader_star-destroyer.2`);
add("two damaged Star Destroyers", `${V}&a=empire_star-destroyer.2,tie-fighter__star-destroyer.3.1`);
add(
  "damaged Mon Calamari",
  `${V}&d=rebel_mon-calamari-cruiser.2,x-wing.3_admiral-ackbar_mon-calamari-cruiser.1`,
);
add(
  "damaged both sides",
  `${V}&a=empire_star-destroyer,at-at.2__star-destroyer.1,at-at.2&d=rebel_rebel-trooper.3,airspeeder.2__airspeeder.1`,
);
add(
  "damaged AT-ATs on the ground",
  `${V}&a=empire_at-at.3,stormtrooper.4_general-veers_at-at.1.2&d=rebel_rebel-trooper.5,shield-generator_general-rieekan_shield-generator.2`,
);

// Cinematic Combat: cards used and removed.
const cards = (faction: string, theater: string) =>
  CINEMATIC_CARDS.filter((c) => c.faction === faction && c.theater === theater).map((c) => c.id);
for (const faction of ["empire", "rebel"] as const) {
  for (const theater of ["space", "ground"] as const) {
    const deck = cards(faction, theater);
    for (const n of [1, 3, deck.length - 1]) {
      const used = deck.slice(0, n);
      const sideKey = faction === "empire" ? "attacker" : "defender";
      const input = {
        ...PRESETS[4]!.scenario,
        tactics: "cinematic",
        [sideKey]: {
          ...PRESETS[4]!.scenario[sideKey],
          usedCards: { space: [], ground: [], [theater]: used },
        },
      } as ScenarioInput;
      add(`${faction} ${theater}: ${n} cards used (large battle)`, encodeSetup(setupOf(input)));
      const input2 = {
        ...rulebook,
        tactics: "cinematic",
        [faction === "empire" ? "attacker" : "defender"]: {
          ...rulebook[faction === "empire" ? "attacker" : "defender"],
          usedCards: { space: [], ground: [], [theater]: used.slice().reverse() },
        },
      } as ScenarioInput;
      add(`${faction} ${theater}: ${n} cards used, reversed (rulebook)`, encodeSetup(setupOf(input2)));
    }
  }
}
add(
  "Confrontation removed",
  `${V}&tc=cinematic&d=rebel_x-wing,y-wing,rebel-trooper.2_jan-dodonna______confrontation`,
);
add(
  "Confrontation removed and cards used",
  `${V}&tc=cinematic&d=rebel_x-wing,y-wing,rebel-trooper.2_jan-dodonna_____${cards("rebel", "space").slice(0, 2).join(",")}_confrontation`,
);
add(
  "cards used with a card reading",
  `${V}&tc=cinematic&swt=2&owp=direct&cbo=sd-or-ssd&a=empire_star-destroyer.2,tie-fighter.4_darth-vader_____${cards("empire", "space").slice(0, 3).join(",")}`,
);

// What each side plays for (docs/rules.md#goals): every goal that applies to each preset, on each side, and both
// sides' at once; `auto` is the empty field since version 2, and the win is written out.
for (const p of PRESETS) {
  const battle = setupOf(p.scenario).scenario;
  for (const side of ["attacker", "defender"] as const) {
    const enemy = side === "attacker" ? "defender" : "attacker";
    for (const goal of goalChoices(battle[side], battle[enemy], side))
      add(
        `preset ${p.id}, ${side} plays for ${goal}`,
        encodeSetup(setupOf({ ...p.scenario, [side]: { ...p.scenario[side], goal } } as ScenarioInput)),
      );
  }
  add(
    `preset ${p.id}, both play for keep-half`,
    encodeSetup(
      setupOf({
        ...p.scenario,
        attacker: { ...p.scenario.attacker, goal: "keep-half" },
        defender: { ...p.scenario.defender, goal: "keep-half" },
      } as ScenarioInput),
    ),
  );
}
add("the defender's goal written by hand: win", `${V}&d=rebel_x-wing,y-wing_jan-dodonna_______win`);

// Comparisons (`vs`): B with the pinned setup A, and the Plan panel (`plan`).
for (const p of PRESETS) {
  const a = setupOf(p.scenario);
  const side = p.scenario.attacker;
  const plusOne = (id: string): ScenarioInput => ({
    ...p.scenario,
    attacker: { ...side, units: { ...side.units, [id]: (side.units[id] ?? 0) + 1 } },
  });
  const first = Object.keys(side.units).find((id) => parseScenario(plusOne(id)).ok)!;
  const b = setupOf(plusOne(first));
  add(`compare ${p.id}: B = A + 1 ${first}`, encodeCompare(b, a));
  add(`compare ${p.id}: A = B + 1 ${first}`, encodeCompare(a, b));
  add(
    `compare ${p.id}: trials and seed`,
    encodeCompare({ ...b, trials: 50000, seed: "abc" }, { ...a, trials: 20000, seed: "xyz" }),
  );
  add(`compare ${p.id}: tactics`, encodeCompare(setupOf({ ...p.scenario, tactics: "none" }), a));
}
add("compare: A is the default battle", `${V}&t=50000&vs=1`);
add("compare: A written by hand", `${V}&d=rebel_x-wing.2,y-wing_jan-dodonna&vs=1~t:50000~seed:abc`);
add("compare: only vs", "vs=1~d:rebel_x-wing.2");
for (const plan of ["attacker.80", "attacker.80.here", "defender.65", "attacker.1", "defender.100"]) {
  add(`plan ${plan}`, `${V}&plan=${plan}`);
  add(`plan ${plan} with a battle`, `${encodeSetup(setupOf(PRESETS[2]!.scenario))}&plan=${plan}`);
}
add("plan alone", "plan=attacker.80");
add(
  "compare and plan",
  `${encodeCompare(setupOf(PRESETS[1]!.scenario), setupOf(PRESETS[0]!.scenario))}&plan=defender.65`,
);

// Any valid setup (the property tests' generator, a fixed seed): every field over its range.
for (const [i, s] of fc.sample(setupArb, { seed: 34, numRuns: 80 }).entries())
  add(`random setup ${i}`, encodeSetup(s));
for (const [i, [a, b]] of fc.sample(fc.tuple(setupArb, setupArb), { seed: 3434, numRuns: 10 }).entries())
  add(`random comparison ${i}`, encodeCompare(b, a));

const corpus = [...links].map(([link, why]) => {
  const page = decodePageLink(new URLSearchParams(link));
  const problems = [page.notice, ...page.dropped, page.pinNotice, page.planNotice].filter((x) => x);
  if (problems.length > 0)
    throw new Error(`corpus link "${link}" (${why}) did not read whole: ${problems.join("; ")}`);
  return {
    why,
    link,
    setup: page.initial,
    ...(page.pinned ? { pinned: page.pinned } : {}),
    ...(page.initialPlan ? { plan: page.initialPlan } : {}),
  };
});
// One link a line: the file is read by a test and by people looking up one link, never edited by hand.
const lines = corpus.map((entry) => JSON.stringify(entry)).join(",\n");
writeFileSync(out, `{"version":${LINK_VERSION},"links":[\n${lines}\n]}\n`);
console.log(`${corpus.length} links written to ${out}`);
