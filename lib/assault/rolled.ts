import { formatPercent } from "@/lib/format/percent";
import {
  ATTACK_DICE,
  conditionsOf,
  DEFENSE_DICE,
  type Assault,
  type AttackDie,
  type DefenseDie,
  type RerollChoice,
  type RerollGoal,
  type RolledAdvice,
} from "./engine";

/**
 * Reroll advice from the dice on the table, in words (docs/assault.md#dice-on-the-table): each face as the die
 * shows it ("2 damage, 1 surge"), a face read from those words (a face a die does not have is refused naming the
 * die), the goals an attack can be played for, and the advice's lines.
 */

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** A face in words: "2 damage, 1 surge", "1 block, 1 evade", "dodge", "blank". */
export function faceWords(die: AttackDie | DefenseDie, face: number): string {
  const parts: string[] = [];
  if (die in ATTACK_DICE) {
    const f = ATTACK_DICE[die as AttackDie][face]!;
    if (f.damage) parts.push(`${f.damage} damage`);
    if (f.accuracy) parts.push(`${f.accuracy} accuracy`);
    if (f.surge) parts.push(`${f.surge} surge`);
  } else {
    const f = DEFENSE_DICE[die as DefenseDie][face]!;
    if (f.block) parts.push(`${f.block} block`);
    if (f.evade) parts.push(`${f.evade} evade`);
    if (f.dodge) parts.push("dodge");
  }
  return parts.length ? parts.join(", ") : "blank";
}

/**
 * A face from its words (any order, "2 damage 1 surge", "2d 1s", "blank"): the die's first face that shows exactly
 * that, or the one line that names the die and lists what it shows.
 */
export function readFace(
  die: AttackDie | DefenseDie,
  text: string,
  place: string,
): { ok: true; face: number } | { ok: false; error: string } {
  const want = normal(text);
  for (let face = 0; face < 6; face++) if (normal(faceWords(die, face)) === want) return { ok: true, face };
  const shows = [...new Set([0, 1, 2, 3, 4, 5].map((f) => faceWords(die, f)))].join("; ");
  return { ok: false, error: `${place} (${die}) has no face "${text.trim()}": it shows ${shows}` };
}

/** Words to a sorted "2 damage, 1 surge" form: counts and names, a bare name is 1, short letters allowed. */
function normal(text: string): string {
  const names: Record<string, string> = {
    d: "damage",
    dmg: "damage",
    damage: "damage",
    a: "accuracy",
    acc: "accuracy",
    accuracy: "accuracy",
    s: "surge",
    surge: "surge",
    surges: "surge",
    b: "block",
    block: "block",
    blocks: "block",
    e: "evade",
    evade: "evade",
    evades: "evade",
    dodge: "dodge",
    x: "dodge",
  };
  const counts = new Map<string, number>();
  for (const [, n, word] of text.toLowerCase().matchAll(/(\d*)\s*([a-z]+)/g)) {
    if (word === "blank" || word === "none") continue;
    const name = names[word!] ?? word!;
    counts.set(name, (counts.get(name) ?? 0) + (n ? Number(n) : 1));
  }
  return [...counts]
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([name, n]) => (name === "dodge" ? name : `${n} ${name}`))
    .join(", ");
}

/** The goals the page offers for an attack: with a health the defeat, at least N damage, each condition, the mean. */
export function rerollGoals(a: Assault): { label: string; goal: RerollGoal }[] {
  const goals: { label: string; goal: RerollGoal }[] = [];
  if (a.health !== null)
    goals.push({ label: `Defeat (${a.health} damage)`, goal: { kind: "reach", damage: a.health } });
  goals.push({ label: "Expected damage", goal: { kind: "damage" } });
  const names = [...new Set(a.attack.surges.flatMap((s) => conditionsOf(s)))];
  for (const name of names) goals.push({ label: `Apply ${name}`, goal: { kind: "condition", name } });
  return goals;
}

export function goalWords(goal: RerollGoal): string {
  if (goal.kind === "damage") return "expected damage";
  if (goal.kind === "reach") return `at least ${goal.damage} damage`;
  return `${goal.name} applied`;
}

/** The advice's lines: each side's best, every choice's chance, and what the mean alone would pick. */
export function rolledLines(
  advice: RolledAdvice,
  goal: RerollGoal,
): { attacker: string[] | null; defender: string[] | null; asRolled: string } {
  const shown = (v: number) => (goal.kind === "damage" ? `${v.toFixed(2)} damage` : formatPercent(v));
  const diceWords = (dice: readonly string[], places: readonly number[], faces: readonly number[]) =>
    places.length === 0
      ? "reroll nothing"
      : `reroll ${places
          .map((i) => `${cap(dice[i]!)} (${faceWords(dice[i] as AttackDie, faces[i]!)})`)
          .join(" and ")}`;
  const side = (
    s: RolledAdvice["attacker"],
    dice: readonly string[],
    faces: readonly number[],
    who: string,
  ): string[] | null => {
    if (!s) return null;
    const best = s.choices[0]!;
    const line = (c: RerollChoice) => `${cap(diceWords(dice, c.dice, faces))}: ${shown(c.value)}`;
    const lines = [`${who}: ${diceWords(dice, best.dice, faces)} — ${goalWords(goal)} ${shown(best.value)}`];
    if (goal.kind !== "damage" && s.byMean.dice.join() !== best.dice.join())
      lines.push(
        `By expected damage alone: ${diceWords(dice, s.byMean.dice, faces)} (${s.byMean.mean.toFixed(2)} damage), but ${goalWords(goal)} only ${shown(s.byMean.value)}`,
      );
    lines.push(...s.choices.map(line));
    return lines;
  };
  return {
    asRolled: `Keeping every attack die: ${goalWords(goal)} ${shown(advice.asRolled.value)}`,
    attacker: side(advice.attacker, advice.attackDice, advice.rolled.attack, "Attacker"),
    defender: side(advice.defender, advice.defenseDice, advice.rolled.defense, "Defender"),
  };
}

/**
 * The dice on the table in words, for the CLI: the attack dice's faces, then `/` and the defence dice's, each
 * face's words as `faceWords` writes them (or short: `2d 1s`), faces apart by `,`: "3 damage, 1 damage 1 surge / 1
 * block". A face a die does not have is refused naming the die; a count that is not the pool's says so.
 */
export function readRolled(
  a: Assault,
  text: string,
): { ok: true; rolled: { attack: number[]; defense: number[] } } | { ok: false; error: string } {
  const dice = {
    attack: a.attack.focused ? [...a.attack.dice, "green" as const] : [...a.attack.dice],
    defense: [...a.defense.dice],
  };
  const [attackText = "", defenseText = "", ...rest] = text.split("/");
  if (rest.length > 0)
    return { ok: false, error: `one "/" parts the attack dice's faces from the defence dice's` };
  const rolled = { attack: [] as number[], defense: [] as number[] };
  for (const [side, part] of [
    ["attack", attackText],
    ["defense", defenseText],
  ] as const) {
    const words = part
      .split(",")
      .map((w) => w.trim())
      .filter((w) => w !== "");
    const pool = dice[side];
    const name = side === "attack" ? "attack" : "defence";
    if (words.length !== pool.length)
      return {
        ok: false,
        error: `${words.length} ${name} ${words.length === 1 ? "face" : "faces"} for ${pool.length} ${name} ${pool.length === 1 ? "die" : "dice"} (${pool.join(", ") || "none"})`,
      };
    for (const [i, w] of words.entries()) {
      const face = readFace(pool[i]!, w, `${name} die ${i + 1}`);
      if (!face.ok) return face;
      rolled[side].push(face.face);
    }
  }
  return { ok: true, rolled };
}

/** A goal in words, for the CLI: `defeat` (the health), `damage` (the mean), a number of damage, or a condition. */
export function readGoal(
  a: Assault,
  text: string,
): { ok: true; goal: RerollGoal } | { ok: false; error: string } {
  const t = text.trim();
  if (t === "damage") return { ok: true, goal: { kind: "damage" } };
  if (t === "defeat")
    return a.health === null
      ? { ok: false, error: `"defeat" needs a health: give the target's health, or a number of damage` }
      : { ok: true, goal: { kind: "reach", damage: a.health } };
  if (/^\d+$/.test(t) && Number(t) >= 1) return { ok: true, goal: { kind: "reach", damage: Number(t) } };
  const names = [...new Set(a.attack.surges.flatMap((s) => conditionsOf(s)))];
  const name = names.find((n) => n.toLowerCase() === t.toLowerCase());
  if (name) return { ok: true, goal: { kind: "condition", name } };
  return {
    ok: false,
    error: `"${t}" is not a goal: defeat, damage, a number of damage${names.length ? `, or ${names.join(", ")}` : ""}`,
  };
}

/** The advice as the CLI prints it. */
export function formatRolled(advice: RolledAdvice, goal: RerollGoal): string {
  const lines = rolledLines(advice, goal);
  return [
    `for ${goalWords(goal)}:`,
    ...(lines.attacker ?? ["Attacker: no rerolls"]),
    ...(lines.defender ?? ["Defender: no rerolls"]),
    lines.asRolled,
  ].join("\n");
}
