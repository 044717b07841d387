import { alongside } from "./server-hostile";
import { loadAverage, ms, percentile, postJson, report, type Target, type Timed } from "./server-http";

// docs/server.md#text-limits: the forces line read on the request thread in quadratic time (one 63 KB POST /api/advise froze every
// answer for 45.6 s; "X vs " 12,000 times took 12.1 s by /api/simulate). Each hostile line is sent to both routes,
// one request at a time, with small runs and health polls beside it: each answer's time, and theirs.

/**
 * Hostile forces lines (docs/server.md#text-limits: past the 2,000-character limit: refused unread) and lines at
 * the limit (read).
 */
export function hostileLines(): [string, string][] {
  const fill = (unit: string, length: number) =>
    unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  return [
    ['"X vs " × 12,000 (60 KB)', fill("X vs ", 60_000)],
    ["one 60 KB word", `${fill("a", 60_000)}x1`],
    ["new lines (40 KB)", fill("TIE\n", 40_000)],
    ['"X vs " at the limit (2,000)', fill("X vs ", 2_000)],
    ["unknown words at the limit", fill("abcdefghijklmnopqrs ", 2_000)],
    ["glued counts at the limit", fill("2SD, TIEx4 ", 2_000)],
  ];
}

export async function benchForcesLines(target: Target, repeats = 5): Promise<void> {
  for (const [name, forces] of hostileLines()) {
    const before = loadAverage();
    let i = 0;
    const routes = ["/api/simulate", "/api/advise"];
    const send = (): Promise<Timed> =>
      postJson(target, routes[i++ % 2]!, { forces, trials: 1000, seed: "f" });
    const answers: Timed[] = [];
    for (let n = 0; n < 2 * repeats; n++) answers.push(await send());
    // (then one after another for 3 s, with small runs and health polls beside them)
    const beside = await alongside(target, `forces-${name}-beside`, 3000, () => send());
    const all = [...answers, ...beside.hostile];
    const statuses = [...new Set(all.map((h) => h.status))].join(",");
    const lines = new Set(all.map((h) => h.text.trim().split("\n").length));
    report(
      `forces line: ${name} (docs/server.md#text-limits)`,
      before,
      `${all.length} requests to /api/simulate and /api/advise (statuses ${statuses}, ${[...lines].join("/")} line each): ` +
        `median ${ms(
          percentile(
            all.map((h) => h.ms),
            0.5,
          ),
        )}, slowest ${ms(Math.max(...all.map((h) => h.ms)))}; ` +
        `beside them the slowest small run ${ms(Math.max(...beside.small))}, health p95 ${ms(percentile(beside.health, 0.95))}; ` +
        "goals: each < 1 s",
    );
  }
}
