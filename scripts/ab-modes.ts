// Times the large battle under each rule mode in one process, alternating chunk by chunk (both orders), so the modes
// see the same machine load (docs/performance.md, "Rule modes against each other"):
//   node scripts/run-ts.mjs scripts/ab-modes.ts [rounds]
// Prints each mode's median time per battle and the median of its per-round ratio to the base game with cards.
import { readFileSync } from "node:fs";
import { CHUNK_SIZE, compileBattle, runChunks } from "@/lib/engine";
import { parseScenario, type ScenarioInput } from "@/lib/scenario";

type Input = ScenarioInput & { attacker: Record<string, unknown>; defender: Record<string, unknown> };
const large = JSON.parse(readFileSync("scenarios/large-battle.json", "utf8")) as Input;
const MODES: [string, (x: Input) => Input][] = [
  ["base game, cards", (x) => ({ ...x, tactics: "base" })],
  ["dice only", (x) => ({ ...x, tactics: "none" })],
  ["cinematic", (x) => ({ ...x, tactics: "cinematic" })],
  [
    "cinematic, no card choice",
    (x) => ({
      ...x,
      tactics: "cinematic",
      attacker: { ...x.attacker, cardPlay: "none" },
      defender: { ...x.defender, cardPlay: "none" },
    }),
  ],
];

const battles = MODES.map(([name, make]) => {
  const parsed = parseScenario(make(large));
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error}`);
  return compileBattle(parsed.scenario);
});
/** µs per battle of chunk `chunk` of battle i. */
const time = (i: number, chunk: number) => {
  const t0 = process.hrtime.bigint();
  runChunks(battles[i]!, "modes", (chunk + 1) * CHUNK_SIZE, chunk, chunk + 1);
  return Number(process.hrtime.bigint() - t0) / 1e3 / CHUNK_SIZE;
};
for (let w = 0; w < 3; w++) battles.forEach((_, i) => time(i, w));
const us: number[][] = battles.map(() => []);
const rounds = Number(process.argv[2] ?? 20);
const forward = battles.map((_, i) => i);
for (let r = 0; r < rounds; r++)
  for (const i of r % 2 ? [...forward].reverse() : forward) us[i]!.push(time(i, r));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
MODES.forEach(([name], i) => {
  const ratio = median(us[i]!.map((x, r) => x / us[0]![r]!));
  console.log(
    `${name.padEnd(28)} ${median(us[i]!).toFixed(2).padStart(7)} µs/battle   × base with cards ${ratio.toFixed(3)}`,
  );
});
