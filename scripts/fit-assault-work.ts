// node scripts/run-ts.mjs scripts/fit-assault-work.ts OUT.json [--reps N] [--rounds N] [--bench-only]
// Times assaultOdds on the 336 bench pools (both sweeps of npm run bench:assault) and on heavier attacks
// (several attacks, healths, conditions, tokens), and writes each one's work parts and time, for fitting
// WORK_WEIGHTS (lib/assault/engine/assault-work.ts) and measuring estimate / time (docs/assault.md#speed).
// --rounds N times every attack in N rounds over the whole list and keeps its least time: the same pool's CPU
// time moved 2x with what the process ran before it (red×3 + green + yellow×2 against black×3: 7.7 ms in a
// round, 3.6 ms alone, warm). --bench-only leaves out the heavier attacks (minutes of the machine).
import { writeFileSync } from "node:fs";
import seedrandom from "seedrandom";
import {
  assaultOdds,
  assaultWork,
  ATTACK_DIE_NAMES,
  DEFENSE_DIE_NAMES,
  parseAssault,
  type AssaultInput,
  workParts,
} from "@/lib/assault";
import { BENCH_ATTACKS, BENCH_DEFENCES } from "./bench/assault-pools";

const out = process.argv[2];
if (!out) throw new Error("usage: fit-assault-work.ts OUT.json [--reps N]");
const flags = process.argv.slice(3).join(" ");
const reps = Number(/--reps[= ](\d+)/.exec(flags)?.[1] ?? 5);
const rounds = Number(/--rounds[= ](\d+)/.exec(flags)?.[1] ?? 1);
const benchOnly = flags.includes("--bench-only");

const cases: { group: string; input: AssaultInput }[] = [];
for (const [ar, dr, group] of [
  [1, 1, "bench: 1 reroll each side"],
  [6, 3, "bench: every die rerollable"],
] as const)
  for (const attack of BENCH_ATTACKS)
    for (const defense of BENCH_DEFENCES)
      cases.push({
        group,
        input: {
          attack: {
            dice: attack,
            surges: [{ damage: 1 }, { pierce: 1 }, { accuracy: 2 }, { condition: "Stun" }],
            rerolls: ar,
          },
          defense: { dice: defense, rerolls: dr },
          range: 4,
        },
      });
const rng = seedrandom("fit-assault-work");
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)]!;
const n = (max: number) => Math.floor(rng() * (max + 1));
for (let i = 0; i < (benchOnly ? 0 : 160); i++) {
  const dice = Array.from({ length: 2 + n(4) }, () => pick(ATTACK_DIE_NAMES));
  const defense = Array.from({ length: n(3) }, () => pick(DEFENSE_DIE_NAMES));
  const input: AssaultInput = {
    attack: {
      dice,
      surges: Array.from({ length: n(6) }, () =>
        rng() < 0.4
          ? { condition: pick(["Stun", "Bleed", "Weaken", "Focused", "Hide"]) }
          : { damage: 1 + n(1) },
      ),
      rerolls: n(Math.min(3, dice.length)),
      ...(rng() < 0.3 ? { powerToken: pick(["damage", "surge"] as const) } : {}),
    },
    defense: { dice: defense, rerolls: n(defense.length) },
    attacks: 1 + n(5),
    ...(rng() < 0.8 ? { health: 2 + n(20) } : {}),
    ...(rng() < 0.6 ? { range: 1 + n(5) } : {}),
  };
  cases.push({ group: "heavier: attacks, healths, conditions, tokens", input });
}

// (the first attacks timed would otherwise pay for compiling the engine: 10x their time)
for (const { input } of cases.slice(0, 40)) {
  const parsed = parseAssault(input);
  if (parsed.ok) assaultOdds(parsed.assault);
}
const rows: {
  group: string;
  input: AssaultInput;
  parts: ReturnType<typeof workParts>;
  estimate: number;
  ms: number;
  runs: number;
}[] = [];
for (let round = 0; round < rounds; round++)
  cases.forEach(({ group, input }) => {
    const parsed = parseAssault(input);
    if (!parsed.ok) throw new Error(parsed.error);
    const a = parsed.assault;
    const estimate = assaultWork(a);
    if (estimate > 40 * 100_000_000) return; // far past the limit: not worth minutes of the machine
    // CPU time of this process, the least of a few runs after a warm-up: what the attack costs, without the waits
    // of a shared machine (wall-clock time moved by 100x here at a load average of 11) or a garbage collection.
    assaultOdds(a); // warm-up (as npm run bench:assault does)
    const times: number[] = [];
    for (let r = 0; r < reps && (r === 0 || times[0]! < 3000); r++) {
      const before = process.cpuUsage();
      assaultOdds(a);
      const used = process.cpuUsage(before);
      times.push((used.user + used.system) / 1000);
    }
    const ms = Math.min(...times);
    const row = rows.find((r) => r.input === input);
    if (row) {
      row.ms = Math.min(row.ms, ms);
      row.runs += times.length;
    } else rows.push({ group, input, parts: workParts(a), estimate, ms, runs: times.length });
  });
writeFileSync(out, `${JSON.stringify(rows)}\n`);
console.log(`${rows.length} attacks timed, written to ${out}`);
// Estimate (WORK_WEIGHTS, in 10 ns units) over CPU time, per group: the spread the weights leave.
const pct = (xs: number[], q: number) =>
  [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
for (const group of [...new Set(rows.map((r) => r.group))]) {
  const ratios = rows.filter((r) => r.group === group).map((r) => (r.estimate * 1e-5) / r.ms);
  const text = [0, 0.05, 0.5, 0.95, 1].map((q) => pct(ratios, q).toFixed(2)).join(" / ");
  console.log(`${group}: ${ratios.length} attacks, estimate / time min / 5% / median / 95% / max = ${text}`);
}
const big = rows.filter((r) => r.ms > 100).map((r) => (r.estimate * 1e-5) / r.ms);
console.log(`over 100 ms: ${big.length} attacks, estimate / time ${big.map((x) => x.toFixed(2)).join(", ")}`);
