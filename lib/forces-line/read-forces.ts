import { leaderDef, type Faction } from "@/lib/data";
import {
  thingExpansion,
  lookUp,
  partialMatches,
  suggestions,
  thingFaction,
  thingName,
  wordKey,
  type Thing,
} from "./force-lexicon";
import { tokenize, type Token } from "./force-tokens";
import { countScan, type ScanMeter } from "./scan-meter";
import { forcesTooLong } from "@/lib/scenario/text-limits";

/**
 * Reads forces the way players write them: `2 SD, 4 TIE, 3 AT-ST, 4 ST, Vader vs MC, 3 X-wing, 2 Y, 4 RT, SG,
 * Mothma`. Names, the words of lib/data/force-words.ts and plurals in any order; counts before or after (`TIE x4`);
 * "vs" or a new line between the sides; damage as `SD (2 dmg)`. A side's faction comes from what it names (or a
 * label: `Rebels: …`). A word that fits two things is read by the side's faction when that settles it, and
 * otherwise asked about, never guessed. Pure: the page, the CLI and the API read the same way. Text past
 * FORCES_MAX (text-limits.ts) is refused whole before anything reads it; below it the work is linear in its
 * length (`meter` counts it: tests/forces-line/force-tokens.test.ts).
 */
export interface ReadItem {
  /** Which force of the text (0: the first, the attacker when there are two). */
  readonly side: number;
  /** Where the item is in the text: its count, words and damage. */
  readonly start: number;
  readonly end: number;
  /** Where its words are (what a suggestion replaces). */
  readonly wordStart: number;
  readonly wordEnd: number;
  /** The words as typed ("X-wings"); "" for a count or damage with nothing to count. */
  readonly text: string;
  readonly count: number | null;
  readonly damage: readonly number[];
  /** What it was read as, or null. */
  readonly thing: Thing | null;
  /** The things it could be, when it is one of several (and the side's faction does not settle it). */
  readonly options: readonly Thing[];
  /** What an unreadable word was likely meant to be. */
  readonly suggestions: readonly Thing[];
  /**
   * A name that fits several things read as the common one (issue 47: "Luke" is Luke Skywalker, the base game's):
   * the others, for a chip that switches.
   */
  readonly alternatives: readonly Thing[];
  /** Why the item cannot be used, or null. */
  readonly problem: string | null;
}

export interface ForcesReading {
  readonly items: readonly ReadItem[];
  /** Each force's faction, as named or inferred (null: it could not be told). */
  readonly factions: readonly (Faction | null)[];
  /** One short phrase per problem; empty when the text can be used. */
  readonly problems: readonly string[];
  /** The text names the Death Star Plans ("plans", "Death Star Plans", "DSP"): the battle option turns on. */
  readonly plans: boolean;
}

/** The words for the Death Star Plans (a battle option, not a unit or leader), as keys. */
const PLANS_KEYS: ReadonlySet<string> = new Set(["plans", "deathstarplans", "dsplans", "dsp", "theplans"]);
/** Words that make "with 2 damage" damage: the damage words of force-tokens.ts. */
const DAMAGE_KEYS: ReadonlySet<string> = new Set(["dmg", "damage", "damaged", "dam", "hit", "hits"]);

// A Map, not an object: a word such as "constructor" must find nothing, not Object's own (issue 44).
const FACTION_LABELS: ReadonlyMap<string, Faction> = new Map([
  ["empire", "empire"],
  ["imperial", "empire"],
  ["imperials", "empire"],
  ["imps", "empire"],
  ["rebel", "rebel"],
  ["rebels", "rebel"],
  ["rebellion", "rebel"],
  ["alliance", "rebel"],
]);

const FACTION_ADJ: Readonly<Record<Faction, string>> = { empire: "Imperial", rebel: "Rebel" };

interface Draft {
  side: number;
  start: number;
  end: number;
  wordStart: number;
  wordEnd: number;
  text: string;
  count: number | null;
  damage: number[];
  thing: Thing | null;
  options: Thing[];
  /** Names a few words are a typo or two from, read as one item (issue 47: "Star Destoyers", "rebel troops"). */
  near: Thing[];
  problem: string | null;
}

const quote = (s: string) => `"${s}"`;

/** The longest run of words from `i` that names one thing exactly; else the first word alone. */
function matchWords(
  words: readonly Extract<Token, { kind: "word" }>[],
  i: number,
  meter: ScanMeter | undefined,
) {
  for (let j = Math.min(words.length, i + 6); j > i; j--) {
    countScan(meter, j - i);
    const phrase = words
      .slice(i, j)
      .map((w) => w.text)
      .join(" ");
    const thing = lookUp(phrase);
    if (thing) {
      // "Tie fighers": a name's first word, then a word that reads as nothing; together a typo of a longer name.
      const next = words[j];
      if (next && lookUp(next.text) === null && partialMatches(next.text).length === 0) {
        const longer = `${phrase} ${next.text}`;
        const near = wordKey(longer).length >= 8 ? suggestions(longer) : [];
        if (near.length > 0) return { thing: null, options: [] as Thing[], near, used: j - i + 1 };
      }
      return { thing, options: [] as Thing[], near: [] as Thing[], used: j - i };
    }
  }
  // "Star Destoyers", "Tie fighers", "rebel troops": two or three words a typo or two from one name are one item,
  // with what it was likely meant to be (a word alone would be asked about or refused, and the rest left standing).
  for (let j = Math.min(words.length, i + 3); j > i + 1; j--) {
    const phrase = words
      .slice(i, j)
      .map((w) => w.text)
      .join(" ");
    if (wordKey(phrase).length < 8) continue;
    const near = suggestions(phrase);
    if (near.length > 0) return { thing: null, options: [] as Thing[], near, used: j - i };
  }
  const options = partialMatches(words[i]!.text);
  return {
    thing: options.length === 1 ? options[0]! : null,
    options: options.length > 1 ? options : [],
    near: [] as Thing[],
    used: 1,
  };
}

export function readForces(text: string, meter?: ScanMeter): ForcesReading {
  const tooLong = forcesTooLong(text);
  if (tooLong) return { items: [], factions: [], problems: [tooLong], plans: false };
  const tokens = tokenize(text, meter);
  const drafts: Draft[] = [];
  const labels: (Faction | null)[] = [];
  const problems: string[] = [];
  let side = 0;
  let sideHasItems = false;
  let current: Draft | null = null;
  let pending: Extract<Token, { kind: "count" }> | null = null;
  let plans = false;

  const strayCount = () => {
    if (pending) problems.push(`${quote(text.slice(pending.start, pending.end))} counts nothing`);
    pending = null;
  };
  const start = (from: number): Draft => {
    const d: Draft = {
      side,
      start: pending?.start ?? from,
      end: from,
      wordStart: from,
      wordEnd: from,
      text: "",
      count: pending?.n ?? null,
      damage: [],
      thing: null,
      options: [],
      near: [],
      problem: null,
    };
    pending = null;
    drafts.push(d);
    sideHasItems = true;
    return d;
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    countScan(meter, 1);
    if (t.kind === "side") {
      strayCount();
      current = null;
      if (sideHasItems || labels[side] != null) side++;
      sideHasItems = false;
      continue;
    }
    if (t.kind === "item") {
      strayCount();
      current = null;
      continue;
    }
    if (t.kind === "label") {
      const faction = FACTION_LABELS.get(wordKey(t.text));
      if (faction && (sideHasItems || labels[side] != null)) {
        // "Empire: 2 SD; Rebels: 3 X-wing": a faction's label after a force's items starts the next force.
        strayCount();
        current = null;
        side++;
        sideHasItems = false;
      }
      if (faction && labels[side] == null) {
        labels[side] = faction;
        continue;
      }
      // "Vader:" is Vader; a label anywhere else is read as words.
    }
    if (t.kind === "count") {
      const next = tokens[i + 1];
      const before =
        t.after === true || (t.after === null && next?.kind !== "word" && next?.kind !== "label");
      if (before) {
        if (current && current.count === null) {
          current.count = t.n;
          current.end = t.end;
        } else problems.push(`${quote(text.slice(t.start, t.end))} counts nothing`);
      } else {
        strayCount();
        pending = t;
        current = null;
      }
      continue;
    }
    if (t.kind === "damage") {
      const target: Draft = current ?? start(t.start);
      if (t.amounts === null)
        problems.push(`${quote(text.slice(t.start, t.end))} is not damage (write it as SD (2 dmg))`);
      else target.damage.push(...t.amounts);
      target.end = t.end;
      current = target;
      continue;
    }
    // Words: as many as name one thing.
    // (at most the 6 that matchWords tries: the whole run of words would make a line of words quadratic)
    const words: Extract<Token, { kind: "word" }>[] = [];
    for (let j = i; j < tokens.length && words.length < 6; j++) {
      const w = tokens[j]!;
      countScan(meter, 1);
      if (w.kind === "word") words.push(w);
      else if (w.kind === "label") words.push({ kind: "word", text: w.text, start: w.start, end: w.end - 1 });
      else break;
    }
    const first = words[0]!;
    if (first.bracket) {
      problems.push(`${quote(text.slice(first.start, first.end))} is not damage (write it as SD (2 dmg))`);
      continue;
    }
    // "MC with 2 damage" ("with" parts items, so the count waits for a word): the damage of the item before.
    const last0 = drafts[drafts.length - 1];
    if (pending && DAMAGE_KEYS.has(wordKey(first.text)) && last0 && last0.side === side) {
      last0.damage.push(pending.n);
      last0.end = first.end;
      pending = null;
      continue;
    }
    // "plans", "Death Star Plans": the battle option, read before "Death Star" could take its first two words.
    const plansUsed = [3, 2, 1].find(
      (n) =>
        n <= words.length &&
        PLANS_KEYS.has(
          wordKey(
            words
              .slice(0, n)
              .map((w) => w.text)
              .join(""),
          ),
        ),
    );
    if (plansUsed !== undefined) {
      strayCount();
      plans = true;
      i += plansUsed - 1;
      continue;
    }
    const faction = FACTION_LABELS.get(wordKey(first.text));
    const match = matchWords(words, 0, meter);
    if (faction && !sideHasItems && labels[side] == null && match.used === 1 && lookUp(first.text) === null) {
      // "Rebels 3 X-wing": a side's first word naming a faction, not one of its units.
      labels[side] = faction;
      continue;
    }
    i += match.used - 1;
    const last = words[match.used - 1]!;
    const d = start(first.start);
    d.end = last.end;
    d.wordStart = first.start;
    d.wordEnd = last.end;
    d.text = text.slice(first.start, last.end);
    d.thing = match.thing;
    d.options = match.options;
    d.near = match.near;
    current = d;
  }
  strayCount();
  return { ...settle(text, drafts, labels, problems, meter), plans };
}

/** Cards of one person ("Luke": Luke Skywalker and Luke Skywalker (Jedi)): the first, the one a player means. */
function commonPerson(options: readonly Thing[]): Thing | null {
  const people = options.map((o) => (o.kind === "leader" ? leaderDef(o.id).person : undefined));
  return people[0] !== undefined && people.every((p) => p === people[0]) ? options[0]! : null;
}

/** Each side's faction, then what every item is and which ones cannot be used. */
function settle(
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
      // The common reading (issue 47): one of them from the base game (and of the side's faction, when it is
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
