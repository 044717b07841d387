// npm run bench [-- --json] [--quick] [--smoke]   (--quick: 3 runs each; --smoke: 1 short run each, for tests)
// Battles per second per core on named scenarios, and the ratio of the engine's time to a bare loop
// that rolls the same number of dice with the same generator (sfc32, same face table), timed in the
// same run. Repeated, alternating engine and dice loop chunk by chunk; medians reported (the machines are noisy).
// Times are this process's CPU time (process.cpuUsage), so other load on a shared machine counts less.
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHUNK_SIZE, chunkRng, compileBattle, runChunks } from "@/lib/engine";
import { SIX_OVER_2_32 } from "@/lib/engine/core/codes";
import { parseScenario, PRESETS, type ScenarioInput } from "@/lib/scenario";
import { readBenchArgs } from "./bench-args";
import { benchPlanner } from "./bench-planner";

interface Case {
  name: string;
  input: ScenarioInput;
  trials: number;
}

const large = PRESETS.find((p) => p.id === "large-battle")!.scenario;
const rulebook = PRESETS.find((p) => p.id === "rulebook-example")!.scenario;
const CASES: Case[] = [
  {
    name: "fighter-duel",
    input: {
      attacker: { faction: "rebel", units: { "x-wing": 1 } },
      defender: { faction: "empire", units: { "tie-fighter": 1 } },
      tactics: "none",
    },
    trials: 200_000,
  },
  { name: "rulebook-example", input: { ...rulebook, tactics: "none" }, trials: 100_000 },
  { name: "rulebook-example-cards", input: { ...rulebook, tactics: "base" }, trials: 100_000 },
  { name: "large-battle", input: { ...large, tactics: "none" }, trials: 20_000 },
  { name: "large-battle-cards", input: { ...large, tactics: "base" }, trials: 20_000 },
  { name: "large-battle-cinematic", input: { ...large, tactics: "cinematic" }, trials: 20_000 },
];

const read = readBenchArgs(process.argv.slice(2));
if (!read.ok) {
  process.stderr.write(`${read.error}\n`);
  process.exit(2);
}
const { json, smoke, reps } = read.args;
if (smoke) for (const c of CASES) c.trials = Math.ceil(c.trials / 20);

const FACES = Uint8Array.from([0, 0, 1, 1, 2, 3]);

/** The bare dice loop: `n` dice with the engine's generator and face lookup, counted like the engine counts them. */
function diceLoop(n: number): number {
  const counts = new Int32Array(4);
  let done = 0;
  for (let chunk = 0; done < n; chunk++) {
    const rng = chunkRng("bench", chunk);
    const m = Math.min(n - done, CHUNK_SIZE * 150);
    for (let d = 0; d < m; d++) counts[FACES[(rng.nextU32() * SIX_OVER_2_32) | 0]!]!++;
    done += m;
  }
  return counts[1]!;
}

/** Milliseconds of CPU this process has used (user + system). */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

interface Row {
  name: string;
  battlesPerSecond: number;
  ratioToDiceLoop: number;
  diceLoopPerSecond: number;
  dicePerBattle: number;
  trials: number;
  reps: number;
}

const rows: Row[] = [];
let sink = 0;
for (const c of CASES) {
  const parsed = parseScenario(c.input);
  if (!parsed.ok) throw new Error(`${c.name}: ${parsed.error}`);
  const battle = compileBattle(parsed.scenario);
  const chunks = Math.ceil(c.trials / CHUNK_SIZE);
  runChunks(battle, "warmup", Math.min(c.trials, 4 * CHUNK_SIZE), 0, 4); // let the JIT settle
  const rates: number[] = [];
  const ratios: number[] = [];
  const loopRates: number[] = [];
  let dice = 0;
  for (let r = 0; r < reps; r++) {
    // Engine and dice loop alternate chunk by chunk (each loop rolls as many dice as that chunk did), so a
    // slow spell of the shared machine hits both sides of the ratio alike.
    let engineMs = 0;
    let loopMs = 0;
    dice = 0;
    for (let chunk = 0; chunk < chunks; chunk++) {
      const t0 = cpuMs();
      const tally = runChunks(battle, `rep${r}`, c.trials, chunk, chunk + 1);
      engineMs += cpuMs() - t0;
      dice += tally.diceRolled;
      const t1 = cpuMs();
      sink += diceLoop(tally.diceRolled);
      loopMs += cpuMs() - t1;
    }
    rates.push((c.trials / engineMs) * 1000);
    loopRates.push((dice / loopMs) * 1000);
    ratios.push(engineMs / loopMs);
  }
  rows.push({
    name: c.name,
    battlesPerSecond: Math.round(median(rates)),
    ratioToDiceLoop: Math.round(median(ratios) * 100) / 100,
    diceLoopPerSecond: Math.round(median(loopRates)),
    dicePerBattle: Math.round((dice / c.trials) * 10) / 10,
    trials: c.trials,
    reps,
  });
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const planner = benchPlanner(root, smoke);

if (json) {
  process.stdout.write(`${JSON.stringify([...rows, planner], null, 2)}\n`);
} else {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  console.log(
    `Rebellion Odds engine benchmark — one core, ${reps} runs each, medians (${cpu}, Node ${process.version})\n`,
  );
  console.log(
    `${"scenario".padEnd(24)} ${"battles/s".padStart(11)} ${"dice/battle".padStart(12)} ${"× dice loop".padStart(12)} ${"100k trials".padStart(12)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(24)} ${r.battlesPerSecond.toLocaleString("en-US").padStart(11)} ${r.dicePerBattle.toFixed(1).padStart(12)} ${r.ratioToDiceLoop.toFixed(2).padStart(12)} ${`${((100_000 / r.battlesPerSecond) * 1000).toFixed(0)} ms`.padStart(12)}`,
    );
  }
  const dice = rows.find((r) => r.name === "large-battle");
  const cards = rows.find((r) => r.name === "large-battle-cards");
  const cinematic = rows.find((r) => r.name === "large-battle-cinematic");
  // Each case's time per battle in dice-loop dice (its ratio × its dice per battle): measured against the
  // dice loop run beside it, so a change in the machine's speed between the two cases does not skew the
  // comparison, as dividing their battles per second would.
  const perBattle = (r: Row) => r.ratioToDiceLoop * r.dicePerBattle;
  if (dice && cards)
    console.log(
      `\nlarge battle: tactic cards cost ${(perBattle(cards) / perBattle(dice)).toFixed(2)}× the dice-only time`,
    );
  if (cards && cinematic)
    console.log(
      `large battle: Cinematic Combat costs ${(perBattle(cinematic) / perBattle(cards)).toFixed(2)}× the time with the base game's cards`,
    );
  console.log(
    `\n${planner.name}: ${planner.plans} plans in ${planner.seconds.toFixed(1)} s of CPU (${planner.forcesTried.toLocaleString("en-US")} forces tried, ${planner.battles.toLocaleString("en-US")} combats; plans confirmed at ${planner.trials.toLocaleString("en-US")} trials)`,
  );
}
if (sink === -1) console.log(sink);
