import { describe, expect, it } from "vitest";
import { cinematicCards } from "@/lib/data";
import { simulate, simulateTraced, type TrialTrace } from "@/lib/engine";
import { CARD_WORTH_TRIALS, cardWorthPlan, cardWorthRows } from "@/lib/cards/card-worth";
import { parseScenario, type ScenarioInput } from "@/lib/scenario";
import type { Setup } from "@/lib/scenario/url-codec";
import { SULLUST_BATTLE } from "../helpers/scenarios";

/** A space battle in Cinematic Combat; each side's space hand down to `keep` (every other space card used). */
function setupOf(keep: { empire: string[]; rebel: string[] }, tactics = "cinematic"): Setup {
  const usedBut = (faction: "empire" | "rebel") => ({
    space: cinematicCards(faction, "space")
      .map((c) => c.id)
      .filter((id) => !keep[faction].includes(id)),
    ground: [],
  });
  const input: ScenarioInput = {
    attacker: {
      faction: "empire",
      units: { "star-destroyer": 1, "tie-fighter": 3 },
      leaders: [],
      ...(tactics === "cinematic" ? { usedCards: usedBut("empire") } : {}),
    },
    defender: {
      faction: "rebel",
      units: { "x-wing": 3, "y-wing": 1 },
      leaders: [],
      ...(tactics === "cinematic" ? { usedCards: usedBut("rebel") } : {}),
    },
    tactics: { mode: tactics },
  } as ScenarioInput;
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return { scenario: parsed.scenario, trials: 6000, seed: "worth" };
}

const HAND = { empire: ["swarm-tactics", "tractor-beam"], rebel: ["bombing-run"] };

describe("cardWorthPlan", () => {
  it("lists each card still in a hand, in a theater both sides fight in, at the reduced trials with the main run's seed", () => {
    const setup = setupOf(HAND);
    const plan = cardWorthPlan(setup, 3000);
    // No ground units: no ground card is weighed; used cards are not listed.
    expect(plan.candidates.map((c) => c.id)).toEqual([
      "attacker:space:swarm-tactics",
      "attacker:space:tractor-beam",
      "defender:space:bombing-run",
    ]);
    expect(plan.trials).toBe(3000);
    const first = plan.candidates[0]!;
    expect(first.name).toBe("Swarm Tactics");
    expect(first.top).toBe("If you have more fighters than the Rebels, deal 1 damage.");
    expect(first.job.request).toMatchObject({ seed: "worth", trials: 3000, trace: true });
    expect(first.job.request.scenario.attacker.usedCards?.space).toContain("swarm-tactics");
    expect(cardWorthPlan(setup).trials).toBe(Math.min(6000, CARD_WORTH_TRIALS));
  });

  it("weighs a hand's last card as the rules play it: used, it brings the discard pile back to hand", () => {
    const last = cardWorthPlan(setupOf(HAND), 3000).candidates[2]!;
    expect(last.id).toBe("defender:space:bombing-run");
    const scenario = last.job.request.scenario;
    // Only Bombing Run is in the discard pile; the other seven space cards are back in hand.
    expect(scenario.defender.usedCards?.space).toEqual(["bombing-run"]);
    expect(parseScenario(scenario).ok).toBe(true);
    // The Rebels then play cards other than Bombing Run, and never it.
    const run = simulate(scenario, { trials: 2000, seed: "worth" });
    const played: Readonly<Record<string, number>> = run.defender.cards.byCard;
    expect(played["bombing-run"] ?? 0).toBe(0);
    expect(Object.values(played).reduce((a, b) => a + b, 0)).toBeGreaterThan(0.5);
  });

  it("weighs nothing outside Cinematic Combat", () => {
    expect(cardWorthPlan(setupOf(HAND, "base")).candidates).toEqual([]);
  });
});

describe("cardWorthRows", () => {
  it("is the side's win count with the card used minus without, on the same trials, biggest loss first", () => {
    const setup = setupOf(HAND);
    const plan = cardWorthPlan(setup, 3000);
    const main = simulateTraced(setup.scenario, { trials: setup.trials, seed: setup.seed });
    const traces = new Map<string, TrialTrace>();
    const wins = new Map<string, number>();
    for (const c of plan.candidates.slice(0, 2)) {
      const r = simulateTraced(c.job.request.scenario, { trials: 3000, seed: "worth" });
      traces.set(c.job.key, r.trace!);
      wins.set(c.id, r.result.outcomes[c.side].count);
    }
    const rows = cardWorthRows(
      plan,
      {
        baseline: { result: main.result, trace: main.trace! },
        trace: (job) => traces.get(job.key) ?? null,
        trials: (job) => (traces.has(job.key) ? 3000 : 0),
      },
      true,
    );
    // The main run's first 3,000 trials are the same run as 3,000 trials of the same seed.
    const baseWins = simulate(setup.scenario, { trials: 3000, seed: "worth" }).outcomes.attacker.count;
    for (const r of rows.slice(0, 2)) {
      expect(r.diff).toBeCloseTo((wins.get(r.id)! - baseWins) / 3000, 12);
      // (at its last look: within the noise unless the full run's 95% test says otherwise)
      expect(r.withinNoise).toBe(r.verdict === "noise" || r.verdict === "small");
    }
    expect(rows[0]!.diff!).toBeLessThanOrEqual(rows[1]!.diff!);
    expect(rows[0]!.diff!).toBeLessThan(0); // losing a card costs the Empire
    expect(rows[2]).toMatchObject({ id: "defender:space:bombing-run", diff: null, withinNoise: null });
  });
});

describe("a card whose use helps its side", () => {
  it("says why in its row: the cards of its deck played more once it is gone, in plays per combat", () => {
    // Sullust in Cinematic Combat, the Rebels holding space: held, the Empire's Swarm Tactics is played every
    // combat, where Entrapment and Superlaser Blast would do more (card worth: about +5.8 points of its win).
    const parsed = parseScenario({
      ...SULLUST_BATTLE,
      tactics: "cinematic",
      defender: { ...SULLUST_BATTLE.defender, goal: "hold-space" },
    } as ScenarioInput);
    if (!parsed.ok) throw new Error(parsed.error);
    const setup: Setup = { scenario: parsed.scenario, trials: 20_000, seed: "1" };
    const plan = cardWorthPlan(setup);
    const swarm = plan.candidates.find((c) => c.id === "attacker:space:swarm-tactics")!;
    const main = simulateTraced(setup.scenario, { trials: 20_000, seed: "1" });
    const run = simulateTraced(swarm.job.request.scenario, { trials: 20_000, seed: "1" });
    // (only Swarm Tactics run: the other cards' rows wait)
    const only =
      <T>(v: T) =>
      (job: { key: string }) =>
        job.key === swarm.job.key ? v : null;
    const baseline = { result: main.result, trace: main.trace! };
    const rowOf = (result?: (job: { key: string }) => typeof run.result | null) =>
      cardWorthRows(
        plan,
        {
          baseline,
          trace: only(run.trace!),
          trials: (job) => (job.key === swarm.job.key ? 20_000 : 0),
          ...(result ? { result } : {}),
        },
        true,
      ).find((r) => r.id === swarm.id);
    const row = rowOf(only(run.result));
    expect(row!.verdict).toBe("more");
    expect(row!.diff!).toBeGreaterThan(0.02);
    const before = main.result.attacker.cards.byCard;
    const after = run.result.attacker.cards.byCard;
    const p = (n: number | undefined) => (n ?? 0).toFixed(2);
    expect(before["swarm-tactics"]!).toBeGreaterThan(0.95);
    expect(after["entrapment"]! - before["entrapment"]!).toBeGreaterThan(0.3);
    expect(row!.why).toBe(
      `held, it is played ${p(before["swarm-tactics"])} times a combat; with it gone, Entrapment is played ` +
        `${p(after["entrapment"]! - before["entrapment"]!)} more times a combat (${p(before["entrapment"])} → ` +
        `${p(after["entrapment"])}) and Superlaser Blast ${p(after["superlaser-blast"]! - before["superlaser-blast"]!)} ` +
        `more (${p(before["superlaser-blast"])} → ${p(after["superlaser-blast"])})`,
    );
    // Without the run's numbers (its cards' plays), the reading that fits any card.
    expect(rowOf()!.why).toMatch(/^with it gone, the hand plays its other cards sooner/);
  });
});
