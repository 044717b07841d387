#!/usr/bin/env node
// Times two versions of the engine in one process, alternating, so both see the same machine load
// (docs/performance.md). Each tree is bundled the way `npm run simulate` bundles (esbuild, minifySyntax).
//   git archive --prefix=old/ <commit> | tar -x -C /tmp
//   node scripts/ab-time.mjs /tmp/old . [--scenario scenarios/large-battle.json] [--tactics base|none|cinematic] [--rounds 40]
// Prints, per scenario, the median time per battle of each and the median of the per-round ratios new / old.
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const [oldDir, newDir] = args;
if (!oldDir || !newDir) {
  console.error(
    "usage: node scripts/ab-time.mjs OLD_TREE NEW_TREE [--scenario FILE] [--tactics base|none|cinematic] [--rounds N]",
  );
  process.exit(2);
}
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const scenarioFile = flag("--scenario", "scenarios/large-battle.json");
const tactics = flag("--tactics", undefined);
const rounds = Number(flag("--rounds", "40"));

async function load(dir) {
  const root = path.resolve(dir);
  const outfile = path.join(
    path.resolve("node_modules/.cache/ab-time"),
    `${path.basename(root)}-${Date.now()}.mjs`,
  );
  await build({
    stdin: {
      contents: `export * from "@/lib/engine"; export { parseScenario } from "@/lib/scenario";`,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    alias: { "@": root },
    packages: "external",
    minifySyntax: true,
    logLevel: "error",
  });
  return import(pathToFileURL(outfile).href);
}

const input = JSON.parse(readFileSync(scenarioFile, "utf8"));
if (tactics) input.tactics = tactics;
const engines = await Promise.all([load(oldDir), load(newDir)]);
const battles = engines.map((e) => {
  const parsed = e.parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return e.compileBattle(parsed.scenario);
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (i, chunk) => {
  const t0 = process.hrtime.bigint();
  // (one whole chunk: a run of chunk + 1 chunks, of which only chunk `chunk` is played)
  engines[i].runChunks(battles[i], "ab", (chunk + 1) * engines[i].CHUNK_SIZE, chunk, chunk + 1);
  return Number(process.hrtime.bigint() - t0) / 1e3 / engines[i].CHUNK_SIZE;
};
// Warm both up, then alternate, both orders.
for (let w = 0; w < 3; w++) for (let i = 0; i < 2; i++) time(i, w);
const us = [[], []];
const ratios = [];
for (let r = 0; r < rounds; r++) {
  const order = r % 2 === 0 ? [0, 1] : [1, 0];
  const t = [0, 0];
  for (const i of order) t[i] = time(i, r);
  us[0].push(t[0]);
  us[1].push(t[1]);
  ratios.push(t[1] / t[0]);
}
console.log(
  `${path.basename(scenarioFile)}${tactics ? ` (tactics ${tactics})` : ""}: old ${median(us[0]).toFixed(2)} µs, new ${median(us[1]).toFixed(2)} µs per battle; new / old median ${median(ratios).toFixed(3)} over ${rounds} rounds of one chunk each`,
);
