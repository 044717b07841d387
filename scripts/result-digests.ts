// Digests of whole simulation results over a fixed corpus of battles, to show that an engine change keeps every
// number: every preset × tactics mode × targeting policy × rule variant, plus a few hundred random battles (any units,
// damage, leaders, policies, retreats, variants, round caps). The modes, policies and variants are read from their
// declarations (lib/scenario/battle-options.ts, lib/scenario/policies.ts), so a new one joins the corpus by itself.
// Run it on the old and the new engine and compare:
//   node scripts/run-ts.mjs scripts/result-digests.ts --out old.json
//   node scripts/run-ts.mjs scripts/result-digests.ts --check old.json
// (docs/performance.md: "Same numbers"). A result is hashed through `projection`, the fields every engine since
// the tally's introduction reports, so fields added later do not count as a change. `--check` compares the battles
// both corpora hold and counts those only one of them has (a corpus grown with a declaration).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { LEADERS, UNITS, cinematicCards } from "@/lib/data";
import { simulate, type SimulationResult } from "@/lib/engine";
import { PRESETS, parseScenario, type ScenarioInput } from "@/lib/scenario";
import { TACTICS, VARIANTS } from "@/lib/scenario/battle-options";
import { TARGETING } from "@/lib/scenario/policies";
import { mulberry32 } from "../tests/helpers/mulberry32";

type Input = Record<string, unknown>;

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

/** The targeting policies without parameters (priority needs an order: the random corpus writes one). */
const PLAIN_TARGETING = TARGETING.options.filter((o) => !("params" in o)).map((o) => o.value);

/** The variants that matter in tactics mode `mode` (none of the modes listed in `onlyIn` excluded). */
const variantsIn = (mode: string) =>
  VARIANTS.filter((v) => !("onlyIn" in v) || (v.onlyIn as readonly string[]).includes(mode));

/** A random value of each variant that matters in `mode` but in none of `except`, in declaration order. */
function randomVariants(r: () => number, mode: string, except: readonly string[] = []): Input {
  const skip = new Set(except.flatMap((m) => variantsIn(m).map((v) => v.id)));
  return Object.fromEntries(
    variantsIn(mode)
      .filter((v) => !skip.has(v.id))
      .map((v) => [v.id, pick(r, v.options.map((o) => o.value) as readonly unknown[])]),
  );
}

function randomSide(r: () => number, faction: "empire" | "rebel"): Input {
  const own = UNITS.filter((u) => u.faction === faction);
  const units: Record<string, number> = {};
  const damaged: Record<string, number[]> = {};
  const kinds = 1 + Math.floor(r() * 5);
  for (let i = 0; i < kinds; i++) {
    const u = pick(r, own);
    const n = Math.min(u.limit, 1 + Math.floor(r() * 4));
    units[u.id] = n;
    if (u.health > 1 && r() < 0.2) damaged[u.id] = [1 + Math.floor(r() * (u.health - 1))];
  }
  const leaders = LEADERS.filter((l) => l.faction === faction && l.id !== "luke-skywalker-jedi");
  const chosen = new Set<string>();
  for (let i = Math.floor(r() * 3); i > 0; i--) chosen.add(pick(r, leaders).id);
  const ids = Object.keys(units);
  const targeting =
    r() < 0.15
      ? {
          policy: "priority",
          order: UNITS.filter((u) => u.faction !== faction && r() < 0.5).map((u) => u.id),
        }
      : pick(r, PLAIN_TARGETING);
  const retreat = pick(r, [
    "never",
    { policy: "after-round", round: 1 + Math.floor(r() * 3) },
    { policy: "when-outgunned", ratio: pick(r, [0.5, 0.75, 1]) },
    { policy: "when-losing-units", below: 1 + Math.floor(r() * 4) },
  ] as const);
  return {
    faction,
    units,
    leaders: [...chosen],
    damaged: Object.fromEntries(Object.entries(damaged).filter(([id]) => ids.includes(id))),
    targeting,
    retreat,
    cardPlay: r() < 0.8 ? "smart" : "none",
  };
}

function randomScenario(r: () => number): Input {
  const empire = randomSide(r, "empire");
  const rebel = randomSide(r, "rebel");
  const empireAttacks = r() < 0.5;
  return {
    attacker: empireAttacks ? empire : rebel,
    defender: empireAttacks ? rebel : empire,
    tactics: r() < 0.7 ? "base" : "none",
    roundCap: pick(r, [5, 20, 50]),
    deathStarPlans: r() < 0.3,
    variants: randomVariants(r, "base"),
  };
}

function randomCinematic(r: () => number): Input {
  const input = randomScenario(r) as Record<string, Record<string, unknown>>;
  for (const key of ["attacker", "defender"]) {
    const side = input[key]!;
    side.cardPlay = pick(r, ["smart", "smart", "first-useful", "none"]);
    const faction = side.faction as "empire" | "rebel";
    const used = (theater: "space" | "ground") =>
      cinematicCards(faction, theater)
        .filter(() => r() < 0.2)
        .slice(0, 7)
        .map((c) => c.id);
    side.usedCards = { space: used("space"), ground: used("ground") };
  }
  return {
    ...input,
    tactics: "cinematic",
    variants: {
      ...(input.variants as Record<string, unknown>),
      ...randomVariants(r, "cinematic", ["base"]),
    },
  };
}

/** `input` with the Rebels' cards that can leave the game (Confrontation) removed from it, and so not also used. */
function withRemoved(input: Input): Input {
  const out = { ...input } as Record<string, Record<string, unknown>>;
  for (const key of ["attacker", "defender"]) {
    const side = { ...out[key]! };
    if (side.faction !== "rebel") continue;
    const leaving = cinematicCards("rebel", "ground")
      .filter((card) => card.removedWhenTopUsed)
      .map((card) => card.id);
    const used = side.usedCards as { space: string[]; ground: string[] };
    side.usedCards = { ...used, ground: used.ground.filter((id) => !leaving.includes(id)).slice(0, 6) };
    side.removedCards = { space: [], ground: leaving };
    out[key] = side;
  }
  return out as Input;
}

/** The corpus: [name, scenario input, trials]. */
function corpus(randomCount: number): [string, Input, number][] {
  const out: [string, Input, number][] = [];
  for (const preset of PRESETS) {
    const base = preset.scenario as unknown as Input;
    for (const { value: tactics } of TACTICS.options) {
      for (const targeting of PLAIN_TARGETING) {
        const side = (s: unknown) => ({ ...(s as Input), targeting });
        out.push([
          `${preset.id}/${tactics}/${targeting}`,
          { ...base, tactics, attacker: side(base.attacker), defender: side(base.defender) },
          4000,
        ]);
      }
      // Every value of every variant but its default, in every mode (one that does not matter there must change
      // nothing, and stays so).
      for (const { id: key, value } of VARIANTS.flatMap((v) =>
        v.options.filter((o) => o.value !== v.default).map((o) => ({ id: v.id, value: o.value })),
      )) {
        out.push([
          `${preset.id}/${tactics}/${key}=${value}`,
          { ...base, tactics, variants: { [key]: value } },
          4000,
        ]);
      }
    }
  }
  const r = mulberry32(20261203);
  for (let i = 0; i < randomCount; i++) out.push([`random-${i}`, randomScenario(r), 2000]);
  // Cinematic Combat, with used cards and its three card readings (a generator of its own: the names above keep
  // their battles)
  const c = mulberry32(20261214);
  for (let i = 0; i < randomCount / 4; i++) out.push([`random-cinematic-${i}`, randomCinematic(c), 1000]);
  // …and with the Rebels' Confrontation removed from the game (removedCards; a generator of its own again)
  const d = mulberry32(20261215);
  for (let i = 0; i < randomCount / 16; i++)
    out.push([`random-removed-${i}`, withRemoved(randomCinematic(d)), 1000]);
  return out;
}

/** The fields every engine version reports (see the file comment). */
function projection(x: SimulationResult): unknown {
  const side = (s: SimulationResult["attacker"]) => ({
    survivors: s.survivors,
    losses: s.losses,
    retreated: s.retreated,
    cards: s.cards,
  });
  return {
    trials: x.trials,
    outcomes: x.outcomes,
    stalemates: x.stalemates,
    holds: x.holds,
    rounds: x.rounds,
    attacker: side(x.attacker),
    defender: side(x.defender),
    diceRolled: x.diceRolled,
  };
}

function main(): void {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const randomCount = Number(flag("--random") ?? 800);
  const digests: Record<string, string> = {};
  for (const [name, input, trials] of corpus(randomCount)) {
    const parsed = parseScenario(input as ScenarioInput);
    if (!parsed.ok) {
      digests[name] = `invalid: ${parsed.error}`;
      continue;
    }
    const result = simulate(parsed.scenario, { trials, seed: name });
    digests[name] = createHash("sha256")
      .update(JSON.stringify(projection(result)))
      .digest("hex")
      .slice(0, 16);
  }
  const out = flag("--out");
  if (out) writeFileSync(out, JSON.stringify(digests, null, 1));
  const check = flag("--check");
  const names = Object.keys(digests);
  const invalid = names.filter((n) => digests[n]!.startsWith("invalid"));
  if (!check) {
    console.log(`${names.length} results digested (${invalid.length} inputs invalid)`);
    return;
  }
  const expected = JSON.parse(readFileSync(check, "utf8")) as Record<string, string>;
  const both = names.filter((n) => n in expected);
  const differ = both.filter((n) => expected[n] !== digests[n]);
  for (const n of differ.slice(0, Number(flag("--show") ?? 20))) console.log(`differs: ${n}`);
  const onlyNew = names.length - both.length;
  const onlyOld = Object.keys(expected).filter((n) => !(n in digests)).length;
  console.log(
    `${both.length - differ.length} of ${both.length} results identical` +
      (onlyNew || onlyOld ? ` (${onlyNew} only in this corpus, ${onlyOld} only in the old one)` : ""),
  );
  process.exit(differ.length === 0 ? 0 : 1);
}

main();
