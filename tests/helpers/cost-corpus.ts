import { UNITS } from "@/lib/data";
import { CHUNK_SIZE, compileBattle, runChunks } from "@/lib/engine";
import { PRESETS, parseScenario, type ScenarioInput } from "@/lib/scenario";
import type { Scenario } from "@/lib/scenario/types";
import { mulberry32 } from "./mulberry32";

type TacticsMode = "none" | "base" | "cinematic";

/**
 * The adversarial battle that once stalled the server (docs/server.md#cost-before-admission): every unit at 99,
 * limits off, 500 rounds, Cinematic Combat.
 */
export function adversarialInput(tactics: TacticsMode = "cinematic", roundCap = 500): ScenarioInput {
  const all = (faction: "empire" | "rebel") =>
    Object.fromEntries(UNITS.filter((u) => u.faction === faction).map((u) => [u.id, 99]));
  return {
    attacker: { faction: "empire", units: all("empire") },
    defender: { faction: "rebel", units: all("rebel") },
    tactics: { mode: tactics },
    roundCap,
    ignoreLimits: true,
  } as ScenarioInput;
}

function randomInput(r: () => number, tactics: TacticsMode): ScenarioInput {
  const side = (faction: "empire" | "rebel", big: boolean) => {
    const own = UNITS.filter((u) => u.faction === faction);
    const units: Record<string, number> = {};
    const kinds = 1 + Math.floor(r() * 6);
    for (let i = 0; i < kinds; i++) {
      const u = own[Math.floor(r() * own.length)]!;
      units[u.id] = 1 + Math.floor(r() * (big ? 60 : 6));
    }
    return { faction, units };
  };
  const big = r() < 0.35;
  const attackerEmpire = r() < 0.5;
  return {
    attacker: side(attackerEmpire ? "empire" : "rebel", big),
    defender: side(attackerEmpire ? "rebel" : "empire", big),
    tactics: { mode: tactics },
    roundCap: [10, 50, 50, 200, 500][Math.floor(r() * 5)]!,
    ignoreLimits: true,
  } as ScenarioInput;
}

export interface CostCase {
  readonly name: string;
  readonly scenario: Scenario;
}

function parsed(name: string, input: ScenarioInput): CostCase {
  const result = parseScenario(input);
  if (!result.ok) throw new Error(`${name}: ${result.error}`);
  return { name, scenario: result.scenario };
}

/**
 * Battles to fit and check the cost model on: every preset in each tactics mode, the adversarial battle at
 * a few round caps and `randomCount` random battles (seeded, so the same on every run).
 */
export function costCorpus(randomCount: number, seed = 25): CostCase[] {
  const cases: CostCase[] = [];
  const modes: TacticsMode[] = ["none", "base", "cinematic"];
  for (const preset of PRESETS)
    for (const tactics of modes)
      cases.push(
        parsed(`${preset.id}/${tactics}`, {
          ...preset.scenario,
          tactics: { mode: tactics },
        } as ScenarioInput),
      );
  for (const tactics of modes)
    for (const cap of [20, 100])
      cases.push(parsed(`all-99/${tactics}/rc${cap}`, adversarialInput(tactics, cap)));
  const r = mulberry32(seed);
  for (let i = 0; i < randomCount; i++) {
    const tactics = modes[i % 3]!;
    cases.push(parsed(`random-${i}/${tactics}`, randomInput(r, tactics)));
  }
  return cases;
}

/** Least µs per trial of `scenario` over 3 timed runs of enough trials to take ~targetMs. */
export function measureUs(scenario: Scenario, targetMs = 60): number {
  const battle = compileBattle(scenario);
  let trials = 50;
  for (;;) {
    const t0 = performance.now();
    runChunks(battle, "cost", trials, 0, Math.ceil(trials / CHUNK_SIZE));
    const ms = performance.now() - t0;
    if (ms > targetMs || trials >= 20_000) break;
    trials = Math.min(20_000, Math.ceil(trials * Math.max(2, (targetMs * 1.3) / Math.max(ms, 1))));
  }
  const samples: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    runChunks(battle, `cost${i}`, trials, 0, Math.ceil(trials / CHUNK_SIZE));
    samples.push(((performance.now() - t0) * 1000) / trials);
  }
  return Math.min(...samples); // contention only adds time: the least is the machine
}

/**
 * The battles that found the stalemate check's gap (docs/rules.md#stalemate). The first: limits off, two DSUCs
 * behind shield bunkers, Cinematic Combat, round cap 500 (the stalemate check discounted one DSUC, so it ran to
 * the cap where one DSUC is a structural stalemate).
 */
export function twoDsucsInput(): ScenarioInput {
  return {
    attacker: { faction: "rebel", units: { "x-wing": 3, "corellian-corvette": 1 } },
    defender: { faction: "empire", units: { "death-star-under-construction": 2, "shield-bunker": 2 } },
    tactics: { mode: "cinematic" },
    roundCap: 500,
    ignoreLimits: true,
  } as ScenarioInput;
}

/**
 * A battle the cost model still underestimates some 400× (tests/server/expected-rounds.test.ts names it:
 * random-542): behind a bunkered DSUC, Imperial damage cards against what the Rebels' cards undo run most trials
 * to the round cap (~3.7 ms a trial on one core; the model says ~9 µs). Each `roundCap` is a battle the server
 * has not measured.
 */
export function underestimatedInput(roundCap = 500): ScenarioInput {
  return {
    attacker: {
      faction: "rebel",
      units: { "u-wing": 2, "rebel-transport": 2, "mon-calamari-cruiser": 4, "corellian-corvette": 2 },
    },
    defender: {
      faction: "empire",
      units: {
        "star-destroyer": 2,
        "death-star-under-construction": 1,
        "shield-bunker": 2,
        "tie-fighter": 4,
        interdictor: 1,
      },
    },
    tactics: { mode: "cinematic" },
    roundCap,
    ignoreLimits: true,
  } as ScenarioInput;
}
