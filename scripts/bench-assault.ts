// npm run bench:assault [-- --reps N] [--only activations]
// Every pool of 6 attack dice × 3 defence dice (84 × 4 = 336 pools), with a surge list and a range, in two sweeps:
// each side rerolling one die (the common case), then every die rerollable (6 attack, 3 defence: the most
// reroll choices there are). Then whole activations of 3 attacks (docs/assault.md#activation), 336 of them: three
// figures of 6 attack dice each (pools i, i + 28, i + 56 of the 84) against each 3-die defence, a power token on
// every attack, health 12, each side rerolling one die; once plain, once with the first figure's surges Weakening
// the target (each later attack then has two states to answer for). The time of one exact answer, median of N runs
// per pool, on one core (wall-clock, and the process's CPU time), after answering the first 16 inputs untimed.
import { assaultOdds, parseAssault, type AssaultInput, type AttackDie, type DefenseDie } from "@/lib/assault";
import { BENCH_ATTACKS, BENCH_DEFENCES } from "./bench/assault-pools";

const reps = Number(/--reps[= ](\d+)/.exec(process.argv.slice(2).join(" "))?.[1] ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const attacks = BENCH_ATTACKS;
const defences = BENCH_DEFENCES;

const SURGES = [{ damage: 1 }, { pierce: 1 }, { accuracy: 2 }, { condition: "Stun" }];
/** Attack pools (each against the 4 defences) answered untimed before a sweep is timed. */
const WARM_UP = 4;

function sweep(attackRerolls: number, defenseRerolls: number, label: string): void {
  time(label, (attack, defense) => ({
    attack: { dice: attack, surges: SURGES, rerolls: attackRerolls },
    defense: { dice: defense, rerolls: defenseRerolls },
    range: 4,
  }));
}

function activations(weaken: boolean, label: string): void {
  time(label, (attack, defense, i) => {
    const dice = (k: number) => attacks[(i + 28 * k) % attacks.length]!;
    const first = weaken ? [{ damage: 1 }, { pierce: 1 }, { accuracy: 2 }, { condition: "Weaken" }] : SURGES;
    return {
      attack: { dice: attack, surges: first, rerolls: 1, powerTokens: ["damage"] },
      defense: { dice: defense, rerolls: 1, powerTokens: ["block", "evade"] },
      range: 4,
      health: 12,
      more: [
        { attack: { dice: dice(1), surges: SURGES, rerolls: 1, powerTokens: ["surge"] } },
        { attack: { dice: dice(2), surges: SURGES, rerolls: 1, powerTokens: ["damage"] } },
      ],
    };
  });
}

function time(
  label: string,
  input: (attack: AttackDie[], defense: DefenseDie[], i: number) => AssaultInput,
): void {
  const rows: { pool: string; ms: number; cpu: number; order: number }[] = [];
  // (a warm engine first: V8 compiles it on threads of its own, counted in the process's CPU time, and a cold
  // process once charged its first pools with that, 3-10x their time later)
  for (const [i, attack] of attacks.slice(0, WARM_UP).entries())
    for (const defense of defences) {
      const parsed = parseAssault(input(attack, defense, i));
      if (parsed.ok) assaultOdds(parsed.assault);
    }
  for (const [i, attack] of attacks.entries())
    for (const defense of defences) {
      const parsed = parseAssault(input(attack, defense, i));
      if (!parsed.ok) throw new Error(parsed.error);
      assaultOdds(parsed.assault); // warm-up
      const times: number[] = [];
      const cpu: number[] = [];
      for (let r = 0; r < reps; r++) {
        const t = performance.now();
        const c = process.cpuUsage();
        assaultOdds(parsed.assault);
        const used = process.cpuUsage(c);
        times.push(performance.now() - t);
        cpu.push((used.user + used.system) / 1000);
      }
      const pool = [parsed.assault.attack, ...parsed.assault.more.map((l) => l.attack)]
        .map((side) => side.dice.join("+"))
        .join(", ");
      rows.push({
        pool: `${pool} vs ${defense.join("+")}`,
        ms: median(times),
        cpu: median(cpu),
        order: rows.length,
      });
    }
  rows.sort((a, b) => a.ms - b.ms);
  const all = rows.map((r) => r.ms);
  const under = all.filter((ms) => ms < 50).length;
  console.log(`${rows.length} ${label}:`);
  console.log(
    `  median ${median(all).toFixed(1)} ms, 90th percentile ${all[Math.floor(all.length * 0.9)]!.toFixed(1)} ms, slowest ${all.at(-1)!.toFixed(1)} ms (${rows.at(-1)!.pool})`,
  );
  console.log(
    `  under 50 ms: ${under} of ${rows.length}, under 30 ms: ${all.filter((ms) => ms < 30).length}`,
  );
  // (CPU time leaves out the waits of a shared machine: at a load average of 10 wall time is several times it)
  const cpu = rows.map((r) => r.cpu).sort((a, b) => a - b);
  console.log(
    `  CPU time: median ${median(cpu).toFixed(1)} ms, 90th percentile ${cpu[Math.floor(cpu.length * 0.9)]!.toFixed(1)} ms, slowest ${cpu.at(-1)!.toFixed(1)} ms, under 50 ms: ${cpu.filter((ms) => ms < 50).length} of ${cpu.length}`,
  );
  // (which pools, and when in the sweep: a pool slow only in one run was the machine's, not the engine's)
  const slowest = [...rows].sort((a, b) => b.cpu - a.cpu).slice(0, 3);
  console.log(
    `  CPU slowest: ${slowest.map((r) => `${r.cpu.toFixed(1)} ms (pool ${r.order + 1}: ${r.pool})`).join(", ")}`,
  );
}

console.log(
  `6 attack × 3 defence dice, range 4, 4 surge abilities; median of ${reps} runs per pool, one core:`,
);
const only = /--only[= ]activations/.test(process.argv.slice(2).join(" "));
if (!only) {
  sweep(1, 1, "pools, 1 reroll each side");
  sweep(6, 3, "pools, every die rerollable (6 attack, 3 defence)");
}
activations(false, "activations of 3 figures × 6 dice, a token each, 1 reroll each side, health 12");
activations(true, "activations as above, the first figure's surges Weakening the target");
