// node scripts/run-ts.mjs scripts/bench/compare-answers.ts BEFORE_URL AFTER_URL [RUNS]: docs/performance.md#answers-that-keep-up and docs/performance.md#advice-a-player-can-trust's answer
// timings (scripts/bench/answers-timing.ts) of two servers (two builds) in one process, alternating: before and after
// a change, each ratio a median with every run's in brackets, and the load average after each battle.
import { chromium } from "playwright-core";
import os from "node:os";
import { ANSWER_BATTLES, answerTimes, type AnswerTimes } from "./answers-timing";
import { CHROMIUM_LAUNCH } from "../chromium.mjs";
const [before, after] = [process.argv[2]!, process.argv[3]!];
const runs = Number(process.argv[4] ?? 3);
console.log(
  `${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)} at the start; ${runs} runs each, alternating`,
);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
for (const b of ANSWER_BATTLES) {
  const t: Record<string, AnswerTimes[]> = { before: [], after: [] };
  for (let i = 0; i < runs; i++)
    for (const [name, base] of [
      ["before", before],
      ["after", after],
    ] as const) {
      try {
        t[name]!.push(await answerTimes(browser, base, b.scenario, `cmp-${i}`));
      } catch (e) {
        console.log(name, b.name, "failed", String(e).slice(0, 200));
      }
    }
  for (const name of ["before", "after"]) {
    const v = t[name]!;
    if (!v.length) continue;
    const r = (f: (x: AnswerTimes) => number | null) => {
      const w = v.map(f).filter((x): x is number => x !== null);
      return w.length ? `${med(w).toFixed(2)} (${w.map((x) => x.toFixed(2)).join(", ")})` : "—";
    };
    console.log(
      `${b.name.padEnd(26)} ${name.padEnd(6)} main ${(med(v.map((x) => x.mainMs)) / 1000).toFixed(2)} s  retreat ${r((x) => x.retreatMs / x.mainMs)}× (${(med(v.map((x) => x.retreatMs)) / 1000).toFixed(1)} s)  what-if ${r((x) => x.whatIfMs / x.mainMs)}× (${(med(v.map((x) => x.whatIfMs)) / 1000).toFixed(1)} s)  cards ${r((x) => (x.cardsMs === null ? null : x.cardsMs / x.mainMs))}×   load ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }
}
await browser.close();
