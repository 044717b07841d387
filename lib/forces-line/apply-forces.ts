import { UNITS, type Faction, type LeaderId, type UnitId } from "@/lib/data";
import { thingName } from "./force-lexicon";
import { readForces, type ForcesReading } from "./read-forces";
import type { DamagedUnits, Scenario, SideSetup, UnitCounts } from "@/lib/scenario/types";
import { scenarioSchema } from "@/lib/scenario/schema";
import { checkScenario } from "@/lib/scenario/validate-scenario";
import { NAME_WORDS, unitName, type Words } from "@/lib/scenario/words";

/**
 * The one-line force entry applied to a battle (read-forces.ts reads it): the forces it names replace the units,
 * leaders and damage of the forces of their factions, which keep their choices (targeting, retreat, cards). Two
 * forces: the first attacks. One force: it replaces the force of its faction and the other stays. The result
 * passes the same checks as every battle (validate-scenario.ts: component limits, factions, damage), or the
 * text is refused whole with one line that names every problem, and the battle is left as it was.
 */
export type ApplyResult =
  { readonly ok: true; readonly scenario: Scenario } | { readonly ok: false; readonly error: string };

interface Force {
  readonly faction: Faction;
  readonly units: UnitCounts;
  readonly leaders: readonly LeaderId[];
  readonly damaged: DamagedUnits;
}

/** The forces a reading names, or its problems (each a short phrase). */
export function forcesOf(reading: ForcesReading): { forces: Force[]; problems: string[] } {
  const problems = [...reading.problems];
  const forces: Force[] = [];
  reading.factions.forEach((faction, side) => {
    if (faction === null) return;
    const units: Partial<Record<UnitId, number>> = {};
    const damage: Partial<Record<UnitId, number[]>> = {};
    const leaders: LeaderId[] = [];
    for (const item of reading.items) {
      if (item.side !== side || item.problem || !item.thing) continue;
      const t = item.thing;
      if (t.kind === "leader") {
        if ((item.count ?? 1) !== 1) problems.push(`${thingName(t)} is one leader, not ${item.count}`);
        else if (item.damage.length > 0) problems.push(`${thingName(t)} is a leader and takes no damage`);
        else if (leaders.includes(t.id)) problems.push(`${thingName(t)} is named twice`);
        else leaders.push(t.id);
        continue;
      }
      const count = item.count ?? Math.max(1, item.damage.length);
      if (item.damage.length > count)
        problems.push(`${item.damage.length} damage amounts for ${count} ${unitName(t.id, count)}`);
      units[t.id] = (units[t.id] ?? 0) + count;
      if (item.damage.length > 0) damage[t.id] = [...(damage[t.id] ?? []), ...item.damage];
    }
    // In the units' table order, zero counts left out, most damaged first: a canonical side.
    const ordered: Partial<Record<UnitId, number>> = {};
    const damaged: Partial<Record<UnitId, readonly number[]>> = {};
    for (const u of UNITS) {
      const n = units[u.id] ?? 0;
      if (n > 0) ordered[u.id] = n;
      const list = damage[u.id];
      if (n > 0 && list && list.length > 0) damaged[u.id] = [...list].sort((a, b) => b - a);
    }
    forces.push({ faction, units: ordered, leaders, damaged });
  });
  return { forces, problems };
}

function withForce(side: SideSetup, force: Force): SideSetup {
  return { ...side, units: force.units, leaders: force.leaders, damaged: force.damaged };
}

/** `text`'s forces in `scenario`; messages name units as `words` does (the game's names by default). */
export function applyForces(scenario: Scenario, text: string, words: Words = NAME_WORDS): ApplyResult {
  return applyReading(scenario, readForces(text), words);
}

/**
 * The page's Apply (docs/engine.md#the-forces-in-one-line: the rest of the line is read when one word is not): the items that read as nothing
 * (an unknown word, a word that could be two things) are left out and named, and the rest is applied; any other
 * problem (a count past the limits, a faction mix-up) still refuses the whole text.
 */
export function applyForcesLeavingOut(
  scenario: Scenario,
  text: string,
  words: Words = NAME_WORDS,
): ApplyResult & { readonly left: readonly string[] } {
  const reading = readForces(text);
  const unread = reading.items.filter((i) => i.thing === null && i.problem !== null && i.text !== "");
  if (unread.length === 0 || unread.length === reading.items.length)
    return { ...applyReading(scenario, reading, words), left: [] };
  const dropped = new Set(unread.map((i) => i.problem));
  const rest: ForcesReading = {
    ...reading,
    items: reading.items.filter((i) => !unread.includes(i)),
    problems: reading.problems.filter((p) => !dropped.has(p)),
  };
  const result = applyReading(scenario, rest, words);
  return { ...result, left: result.ok ? unread.map((i) => i.problem!) : [] };
}

function applyReading(scenario: Scenario, reading: ForcesReading, words: Words): ApplyResult {
  const { forces, problems } = forcesOf(reading);
  if (problems.length > 0) return { ok: false, error: `could not read the forces: ${problems.join("; ")}` };
  const { attacker, defender } = scenario;
  const own = (f: Faction) => (attacker.faction === f ? attacker : defender);
  // "plans" turns the Death Star Plans on (docs/engine.md#the-forces-in-one-line), with the forces or alone.
  const planned = reading.plans ? { ...scenario, deathStarPlans: true } : scenario;
  let next: Scenario;
  if (forces.length === 2) {
    const [first, second] = forces as [Force, Force];
    next = {
      ...planned,
      attacker: withForce(own(first.faction), first),
      defender: withForce(own(second.faction), second),
    };
  } else if (forces.length === 1) {
    const [only] = forces as [Force];
    const key = attacker.faction === only.faction ? "attacker" : "defender";
    next = { ...planned, [key]: withForce(scenario[key], only) };
  } else if (reading.plans) next = planned;
  else return { ok: false, error: "could not read the forces: nothing to read" };
  const problem = checkScenario(next, words);
  return problem ? { ok: false, error: problem } : { ok: true, scenario: next };
}

/** Every option at its default, and no units yet: what `scenarioFromForces` fills. */
function emptyBattle(): Scenario {
  const { version: _version, ...rest } = scenarioSchema.parse({
    attacker: { faction: "empire", units: {} },
    defender: { faction: "rebel", units: {} },
  });
  return rest as unknown as Scenario;
}

/** A battle from the text alone (the CLI's --forces, the API's "forces"): both forces named, options at their defaults. */
export function scenarioFromForces(text: string, words: Words = NAME_WORDS): ApplyResult {
  const reading = readForces(text);
  const named = reading.factions.filter((f) => f !== null).length;
  if (reading.problems.length === 0 && named === 1)
    return { ok: false, error: `could not read the forces: name both, split by "vs" or a new line` };
  return applyForces(emptyBattle(), text, words);
}

/** `text`'s forces in `base` when there is one (a scenario file, a request's scenario), else a battle of its own. */
export function forcesInto(base: Scenario | null, text: string, words: Words = NAME_WORDS): ApplyResult {
  return base ? applyForces(base, text, words) : scenarioFromForces(text, words);
}
