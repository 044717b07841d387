import { UNIT_IDS, leaderDef, type Faction } from "@/lib/data";
import { CARD_LISTS } from "@/lib/scenario/card-lists";
import { SETUP_PARAMS } from "@/lib/scenario/link-params";
import { optionLabel } from "@/lib/scenario/choice";
import { CARD_PLAY, TARGETING } from "@/lib/scenario/policies";
import type { SideKey, SideSetup } from "@/lib/scenario/types";
import type { Setup } from "@/lib/scenario/url-codec";
import { attacks, factionNoun, possessive, ruleWords, unitName } from "@/lib/scenario/words";

/** "+1 AT-AT", "−2 X-wings": a change of a unit count, as a player says it (unit types name their faction). */
function unitDelta(id: (typeof UNIT_IDS)[number], delta: number): string {
  const n = Math.abs(delta);
  return `${delta > 0 ? "+" : "−"} ${n} ${unitName(id, n)}`;
}

const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);

/** What changed on one side (the same faction in both setups), each change in a few words. */
function sideChanges(a: SideSetup, b: SideSetup): string[] {
  const who = factionNoun(b.faction);
  const out: string[] = [];
  for (const id of UNIT_IDS) {
    const delta = (b.units[id] ?? 0) - (a.units[id] ?? 0);
    if (delta !== 0) out.push(unitDelta(id, delta));
  }
  for (const id of b.leaders) if (!a.leaders.includes(id)) out.push(`+ ${leaderDef(id).name}`);
  for (const id of a.leaders) if (!b.leaders.includes(id)) out.push(`− ${leaderDef(id).name}`);
  if (!same(a.damaged, b.damaged)) out.push(`other damage on ${possessive(who)} units`);
  if (!same(a.retreat, b.retreat)) out.push(`${who}: ${ruleWords(b.retreat)}`);
  if (!same(a.targeting, b.targeting)) {
    const option = TARGETING.options.find((o) => o.value === b.targeting.policy);
    out.push(
      `${possessive(who)} targeting: ${option ? optionLabel(TARGETING, option).toLowerCase() : b.targeting.policy}`,
    );
  }
  if (a.cardPlay !== b.cardPlay) {
    const option = CARD_PLAY.options.find((o) => o.value === b.cardPlay);
    out.push(
      `${possessive(who)} card play: ${option ? optionLabel(CARD_PLAY, option).toLowerCase() : b.cardPlay}`,
    );
  }
  for (const l of CARD_LISTS)
    if (!same(a[l.id] ?? null, b[l.id] ?? null)) out.push(`other ${l.noun} by ${who}`);
  return out;
}

/** The side of `s` that `faction` plays. */
function sideOf(s: Setup, faction: Faction): SideKey {
  return s.scenario.attacker.faction === faction ? "attacker" : "defender";
}

/**
 * Every difference between setup A and setup B, in a player's words: units and leaders added or removed
 * ("+ 1 AT-AT", "− Mon Mothma"), changed rules of a side ("the Rebels: run after round 1"), then the battle's
 * options and run settings ("the tactic cards: …", "the seed: 2"). Empty when the setups are the same.
 */
export function setupChanges(a: Setup, b: Setup): string[] {
  const out: string[] = [];
  const attacker = b.scenario.attacker.faction;
  if (a.scenario.attacker.faction !== attacker)
    out.push(`the sides swapped: ${factionNoun(attacker)} ${attacks(attacker)}`);
  for (const faction of ["empire", "rebel"] as const)
    out.push(...sideChanges(a.scenario[sideOf(a, faction)], b.scenario[sideOf(b, faction)]));
  for (const p of SETUP_PARAMS) {
    if (p.key === "a" || p.key === "d") continue;
    const text = p.serialize(p.read(b));
    if (text === p.serialize(p.read(a))) continue;
    if (p.key === "t") out.push(`${b.trials.toLocaleString("en-US")} trials`);
    else if (p.key === "seed") out.push(`seed ${b.seed}`);
    else out.push(`${p.noun}: ${text}`);
  }
  return out;
}

/** "B = A + 1 AT-AT", "B = A − 1 X-wing, + Admiral Ackbar", "B = A (the same setup)". */
export function differenceLine(a: Setup, b: Setup): string {
  const changes = setupChanges(a, b);
  if (changes.length === 0) return "B = A (the same setup)";
  const [first, ...rest] = changes;
  const joined = [first!.startsWith("+") || first!.startsWith("−") ? first! : `with ${first!}`, ...rest];
  return `B = A ${joined.join(", ")}`;
}
