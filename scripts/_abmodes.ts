import { readFileSync } from "node:fs";
import { CHUNK_SIZE, compileBattle, runChunks } from "@/lib/engine";
import { parseScenario } from "@/lib/scenario";
const base = JSON.parse(readFileSync("scenarios/large-battle.json", "utf8"));
const variants: [string, (x: any) => any][] = [
  ["base cards", (x) => ({ ...x, tactics: "base" })],
  ["cinematic", (x) => ({ ...x, tactics: "cinematic" })],
  [
    "cinematic, no choice",
    (x) => ({
      ...x,
      tactics: "cinematic",
      attacker: { ...x.attacker, cardPlay: "none" },
      defender: { ...x.defender, cardPlay: "none" },
    }),
  ],
];
const battles = variants.map(([, f]) => {
  const r = parseScenario(f(base));
  if (!r.ok) throw new Error(r.error);
  return compileBattle(r.scenario);
});
const t = (i: number, k: number) => {
  const t0 = process.hrtime.bigint();
  runChunks(battles[i]!, "m", (k + 1) * CHUNK_SIZE, k, k + 1);
  return Number(process.hrtime.bigint() - t0) / 1e3 / CHUNK_SIZE;
};
for (let w = 0; w < 3; w++) battles.forEach((_, i) => t(i, w));
const us: number[][] = battles.map(() => []);
const rounds = Number(process.argv[2] ?? 20);
for (let r = 0; r < rounds; r++) {
  const order = r % 2 ? [2, 1, 0] : [0, 1, 2];
  for (const i of order) us[i]!.push(t(i, r));
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ratio = (i: number) => med(us[i]!.map((x, r) => x / us[0]![r]!));
variants.forEach(([name], i) =>
  console.log(name.padEnd(22), med(us[i]!).toFixed(2), "µs", "ratio to base cards", ratio(i).toFixed(3)),
);
