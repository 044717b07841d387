import { adversarialInput, underestimatedInput } from "../../tests/helpers/cost-corpus";
import { assaultLink, heavyAttack, linkTo, SMALL, SMALL_ATTACK } from "../../tests/helpers/hostile-requests";
import {
  loadAverage,
  ms,
  percentile,
  postJson,
  report,
  sleep,
  timed,
  type Target,
  type Timed,
} from "./server-http";

// Requests no one should be able to stall the server with (docs/server.md#cost-before-admission and
// docs/server.md#where-a-simulation-runs), timed with small runs and health polls beside them, against the same
// small runs and polls just before with nothing hostile: what tests/e2e/server-limits.e2e.ts checks as behaviour
// (statuses, nothing lost), in figures (docs/server.md). The requests: tests/helpers/hostile-requests.ts.

interface Phase {
  readonly hostile: Timed[];
  readonly small: number[];
  readonly health: number[];
}

/** Small runs (a battle and an attack by API, new each time) and health polls while `hostile` is sent for `forMs`. */
export async function alongside(
  target: Target,
  name: string,
  forMs: number,
  hostile?: (i: number) => Promise<Timed>,
): Promise<Phase> {
  let stop = false;
  const phase: Phase = { hostile: [], small: [], health: [] };
  const small = (async () => {
    for (let i = 0; !stop; i++) {
      phase.small.push(
        (await postJson(target, "/api/simulate", { scenario: SMALL, trials: 4000, seed: `${name}-${i}` })).ms,
      );
      phase.small.push((await postJson(target, "/api/assault", { ...SMALL_ATTACK, range: 1 + (i % 8) })).ms);
      await sleep(100);
    }
  })();
  const polls = (async () => {
    while (!stop) {
      phase.health.push((await timed(target, "/api/health")).ms);
      await sleep(100);
    }
  })();
  const started = performance.now();
  if (hostile) for (let i = 0; performance.now() - started < forMs; i++) phase.hostile.push(await hostile(i));
  else await sleep(forMs);
  stop = true;
  await Promise.all([small, polls]);
  return phase;
}

/** The adversarial battle of docs/server.md#cost-before-admission by API, page link and preview: how fast each is answered. */
export async function benchAdversarial(target: Target): Promise<void> {
  const before = loadAverage();
  const input = adversarialInput();
  const link = linkTo(input, "adversarial");
  const api = await postJson(target, "/api/simulate", { scenario: input });
  const apiBig = await postJson(target, "/api/simulate", { scenario: input, trials: 200_000, seed: "big" });
  const page = await timed(target, `/?${link}`);
  const og = await timed(target, `/og?${link}&seed=${Date.now()}`);
  report(
    "the adversarial battle (docs/server.md#cost-before-admission)",
    before,
    `API ${api.status} in ${ms(api.ms)} (100,000 trials), ${apiBig.status} in ${ms(apiBig.ms)} (200,000); ` +
      `page link ${page.status} in ${ms(page.ms)}; preview ${og.status} in ${ms(og.ms)}`,
  );
}

/** Each hostile route of docs/server.md#where-a-simulation-runs for `hostileS` seconds, one request at a time, against 2 s of idle just before. */
export async function benchHostileRoutes(
  target: Target,
  hostileS: number,
  only?: readonly string[],
): Promise<void> {
  const routes: [string, (i: number) => Promise<Timed>][] = [
    [
      "API",
      (i) =>
        postJson(target, "/api/simulate", {
          scenario: underestimatedInput(500 - i),
          trials: 100_000,
          seed: "h",
        }),
    ],
    ["page link", (i) => timed(target, `/?${linkTo(underestimatedInput(400 - i), "h")}`)],
    ["/og", (i) => timed(target, `/og?${linkTo(underestimatedInput(300 - i), "h")}`)],
    ["/api/assault", (i) => postJson(target, "/api/assault", heavyAttack(i))],
    ["/assault link", (i) => timed(target, `/assault?${assaultLink(heavyAttack(i))}`)],
    ["/assault/og", (i) => timed(target, `/assault/og?${assaultLink(heavyAttack(i))}`)],
  ];
  for (const [name, hostile] of routes.filter(([n]) => !only || only.includes(n))) {
    const before = loadAverage();
    const idle = await alongside(target, `${name}-idle`, 2000);
    const phase = await alongside(target, name, hostileS * 1000, hostile);
    const statuses = [...new Set(phase.hostile.map((h) => h.status))].join(",");
    report(
      `${name} for ${hostileS} s (docs/server.md#where-a-simulation-runs)`,
      before,
      `${phase.hostile.length} hostile requests (statuses ${statuses}, slowest ${ms(Math.max(...phase.hostile.map((h) => h.ms)))}); ` +
        `slowest small run ${ms(Math.max(...phase.small))} (idle ${ms(Math.max(...idle.small))}); ` +
        `health p95 ${ms(percentile(phase.health, 0.95))} (idle ${ms(percentile(idle.health, 0.95))}); goals: < 1 s, < 200 ms`,
    );
  }
}
