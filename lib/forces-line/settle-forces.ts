import { leaderDef, type Faction } from "@/lib/data";
import { suggestions, thingExpansion, thingFaction, thingName, type Thing } from "./force-lexicon";
import { FACTION_ADJ, quote, type Draft, type ForcesReading, type ReadItem } from "./forces-reading";
import { countScan, type ScanMeter } from "./scan-meter";

/** Cards of one person ("Luke": Luke Skywalker and Luke Skywalker (Jedi)): the first, the one a player means. */
function commonPerson(options: readonly Thing[]): Thing | null {
  const people = options.map((o) => (o.kind === "leader" ? leaderDef(o.id).person : undefined));
  return people[0] !== undefined && people.every((p) => p === people[0]) ? options[0]! : null;
}

/** Each side's faction, then what every item is and which ones cannot be used. */
export function settle(
  text: string,
  drafts: Draft[],
  labels: readonly (Faction | null)[],
  early: string[],
  meter: ScanMeter | undefined,
): Omit<ForcesReading, "plans"> {
  // Drafts come side by side in order, so each side's are found in one pass (a line of 1,000 "vs" was quadratic).
  const sideCount = Math.max(labels.length, (drafts[drafts.length - 1]?.side ?? -1) + 1);
  const firstNamed: (Thing | null)[] = [];
  const hasItems: boolean[] = [];
  for (const d of drafts) {
    hasItems[d.side] = true;
    if (d.thing && !firstNamed[d.side]) firstNamed[d.side] = d.thing;
  }
  countScan(meter, drafts.length + sideCount);
  const factions: (Faction | null)[] = [];
  for (let s = 0; s < sideCount; s++) {
    const named = firstNamed[s];
    factions.push(labels[s] ?? (named ? thingFaction(named) : null));
  }
  if (sideCount === 2) {
    if (factions[0] === null && factions[1]) factions[0] = factions[1] === "empire" ? "rebel" : "empire";
    if (factions[1] === null && factions[0]) factions[1] = factions[0] === "empire" ? "rebel" : "empire";
  }
  const problems: string[] = [];
  if (text.trim() === "")
    problems.push("nothing to read (type forces like 2 SD, 4 TIE, Vader vs 3 X-wing, Mothma)");
  if (sideCount > 2) problems.push(`${sideCount} forces: write two, split by "vs" or a new line`);
  if (sideCount === 2 && factions[0] && factions[0] === factions[1])
    problems.push(
      `both forces are ${FACTION_ADJ[factions[0]]}: one must be the Empire and the other the Rebels`,
    );
  const items = drafts.map((d): ReadItem => {
    const faction = factions[d.side] ?? null;
    let { thing, problem } = d;
    let options = d.options;
    let hints: Thing[] = [];
    let alternatives: Thing[] = [];
    if (!thing && options.length > 0 && faction) {
      const own = options.filter((o) => thingFaction(o) === faction);
      if (own.length === 1) thing = own[0]!;
      if (own.length > 0) options = own;
    }
    if (!thing && options.length > 1) {
      // The common reading (docs/engine.md#the-forces-in-one-line): one of them from the base game (and of the side's faction, when it is
      // known) is what a player means ("Luke": Luke Skywalker); the others stay one tap away.
      const mine = options.filter((o) => faction === null || thingFaction(o) === faction);
      const person = commonPerson(mine);
      const common = person ? [person] : mine.filter((o) => thingExpansion(o) === "base");
      if (common.length === 1) {
        thing = common[0]!;
        alternatives = options.filter((o) => o !== thing);
      }
    }
    if (d.text === "" && problem === null)
      problem = `${quote(text.slice(d.start, d.end))} is damage with nothing to take it`;
    else if (thing && faction && thingFaction(thing) !== faction)
      problem = `${thingName(thing)} is ${FACTION_ADJ[thingFaction(thing)]}, in the ${FACTION_ADJ[faction]} force`;
    else if (!thing && options.length > 0)
      problem = `${quote(d.text)} could be ${options.map(thingName).join(" or ")}`;
    else if (!thing && d.text !== "") {
      hints = d.near.length > 0 ? d.near : suggestions(d.text);
      problem = `${quote(d.text)} is not a unit or leader${hints.length > 0 ? ` (${hints.map(thingName).join(" or ")}?)` : ""}`;
    }
    if (problem) problems.push(problem);
    const { near: _near, ...item } = d;
    return { ...item, thing, options: thing ? [] : options, suggestions: hints, alternatives, problem };
  });
  const usable: boolean[] = [];
  for (const i of items) if (!i.problem) usable[i.side] = true;
  countScan(meter, items.length + sideCount);
  for (let s = 0; s < sideCount; s++) {
    if (factions[s] === null && hasItems[s] && !usable[s]) continue;
    if (factions[s] === null && hasItems[s])
      problems.push(
        `cannot tell whose force ${sideCount === 2 ? (s === 0 ? "the first" : "the second") : "this"} is`,
      );
  }
  return { items, factions, problems: [...early, ...problems] };
}
