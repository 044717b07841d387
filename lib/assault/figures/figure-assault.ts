import type { Assault, SurgeAbility } from "../engine";
import type { Bonus, FigureRow } from "./figure";
import { figureById, figureName, findFigure, unknownFigure, weaponByName, type Figure } from "./find-figure";
import { WEAPONS, type WeaponRow } from "./heroes";
import { surgeFromWords } from "./surge-words";

/**
 * A figure's card read into an attack (docs/assault.md#figures): as the attacker, its attack dice, surge abilities
 * and bonuses (a hero's come from its weapon); as the target, its defence dice, bonuses, the abilities that always
 * apply when it defends, and its health. The JSON of a file or request may name figures and leave those numbers out
 * (`withFigures` fills them in); what it gives itself is kept. The page's pick does the same (`setAttacker`).
 */

/** The attack a figure makes: a figure's card, or a hero's weapon (its starting one unless `weapon` names another). */
function attackCard(f: Figure, weapon: string | null): { card: WeaponRow | FigureRow; bonus: Bonus } | null {
  if (f.kind === "hero") {
    const w = WEAPONS.find((x) => x.id === (weapon ?? f.row.weapon));
    return w ? { card: w, bonus: {} } : null;
  }
  return f.row.attack ? { card: f.row, bonus: f.row.bonus ?? {} } : null;
}

const surgesOf = (words: readonly string[]): SurgeAbility[] =>
  words.flatMap((w) => {
    const s = surgeFromWords(w);
    return s ? [s] : [];
  });

/** The attack side's numbers a figure gives (null: it has no attack). */
export function attackNumbers(f: Figure, weapon: string | null) {
  const made = attackCard(f, weapon);
  if (!made || !made.card.attack) return null;
  return {
    dice: made.card.attack.dice,
    surges: surgesOf(made.card.surges),
    accuracy: made.bonus.accuracy ?? 0,
    damage: made.bonus.damage ?? 0,
    surge: made.bonus.surge ?? 0,
    pierce: made.bonus.pierce ?? 0,
    melee: made.card.attack.type === "melee",
  };
}

/** The defence side's numbers and health a figure gives. */
export function defenseNumbers(f: Figure) {
  const always =
    f.kind === "figure" ? (f.row.options ?? []).filter((o) => o.always && o.when === "defending") : [];
  const bonus = f.kind === "figure" ? (f.row.bonus ?? {}) : {};
  return {
    dice: f.row.defense,
    block: (bonus.block ?? 0) + always.reduce((s, o) => s + (o.defense?.block ?? 0), 0),
    evade: bonus.evade ?? 0,
    rerolls: Math.min(
      f.row.defense.length,
      always.reduce((s, o) => s + (o.defense?.rerolls ?? 0), 0),
    ),
    health: f.row.health,
  };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** A figure named in a file or request (a name or an id), or the one line that says it is none. */
function named(path: string, value: unknown): { figure: Figure | null } | { error: string } {
  if (value === undefined || value === null) return { figure: null };
  if (typeof value !== "string") return { error: `${path}: must be a figure's name, such as "Stormtrooper"` };
  const found = findFigure(value);
  return found.ok ? { figure: found.figure } : { error: `${path}: ${unknownFigure(value, found.nearest)}` };
}

/**
 * The input with the named figures' ids, and their numbers wherever the input leaves them out; or the one line
 * that says what is wrong (an unknown name with the nearest one, a weapon for a figure that is not a hero).
 */
export function withFigures(input: Json): { value: Json } | { error: string } {
  const defense = isObject(input.defense) ? { ...input.defense } : input.defense;
  const out: Json = { ...input, defense };
  const own = attackerWithFigure("attack", input.attack);
  if ("error" in own) return own;
  out.attack = own.value;
  if (Array.isArray(input.more)) {
    const more: unknown[] = [];
    for (const [i, line] of input.more.entries()) {
      if (!isObject(line)) {
        more.push(line);
        continue;
      }
      const side = attackerWithFigure(`more[${i}].attack`, line.attack);
      if ("error" in side) return side;
      more.push({ ...line, attack: side.value });
    }
    out.more = more;
  }
  if (isObject(defense)) {
    const who = named("defense.figure", defense.figure);
    if ("error" in who) return who;
    if (who.figure) {
      defense.figure = who.figure.row.id;
      if (defense.dice === undefined) {
        const n = defenseNumbers(who.figure);
        defense.dice = [...n.dice];
        for (const k of ["block", "evade", "rerolls"] as const) if (n[k] > 0) defense[k] ??= n[k];
        out.health ??= n.health;
      }
    }
  }
  return { value: out };
}

/** One attacking figure's side with its figure's id and, where its dice are left out, its card's numbers. */
function attackerWithFigure(at: string, value: unknown): { value: unknown } | { error: string } {
  if (!isObject(value)) return { value };
  const attack = { ...value };
  const who = named(`${at}.figure`, attack.figure);
  if ("error" in who) return who;
  let weapon: string | null = null;
  if (attack.weapon !== undefined && attack.weapon !== null) {
    if (typeof attack.weapon !== "string")
      return { error: `${at}.weapon: must be a weapon's name, such as "Vibro-Ax"` };
    const w = weaponByName(attack.weapon);
    if (!w) return { error: `${at}.weapon: ${JSON.stringify(attack.weapon)} is not a weapon of the table` };
    if (who.figure?.kind !== "hero")
      return {
        error: `${at}.weapon: only a hero picks a weapon${who.figure ? ` (${figureName(who.figure)} is not one)` : ""}`,
      };
    weapon = w.id;
    attack.weapon = w.id;
  }
  if (who.figure) {
    attack.figure = who.figure.row.id;
    if (attack.dice === undefined) {
      const n = attackNumbers(who.figure, weapon);
      if (!n) return { error: `${at}.figure: ${figureName(who.figure)} has no attack: give ${at}.dice` };
      attack.dice = [...n.dice];
      attack.surges ??= n.surges;
      for (const k of ["accuracy", "damage", "surge", "pierce"] as const) if (n[k] > 0) attack[k] ??= n[k];
    }
  }
  return { value: attack };
}

/** The page's pick of an attacker (null: none): its numbers replace the attack side's; tokens stay. */
export function setAttacker(a: Assault, id: string | null, weapon: string | null = null): Assault {
  const f = id === null ? null : figureById(id);
  if (id !== null && !f) return a;
  if (!f) return { ...a, attack: { ...a.attack, figure: null, weapon: null } };
  const n = attackNumbers(f, weapon);
  if (!n) return a;
  return {
    ...a,
    attack: {
      ...a.attack,
      figure: f.row.id,
      weapon: f.kind === "hero" ? weapon : null,
      dice: n.dice,
      surges: n.surges,
      accuracy: n.accuracy,
      damage: n.damage,
      surge: n.surge,
      pierce: n.pierce,
      rerolls: 0,
      playFor: null,
    },
    // (a melee attack has no range; a ranged one keeps the range set, or 4)
    range: n.melee ? null : (a.range ?? 4),
  };
}

/** The page's pick of a target (null: none): its defence and health replace the target's; tokens stay. */
export function setTarget(a: Assault, id: string | null): Assault {
  const f = id === null ? null : figureById(id);
  if (id !== null && !f) return a;
  if (!f) return { ...a, defense: { ...a.defense, figure: null } };
  const n = defenseNumbers(f);
  return {
    ...a,
    defense: {
      ...a.defense,
      figure: f.row.id,
      dice: n.dice,
      block: n.block,
      evade: n.evade,
      rerolls: n.rerolls,
      noDodge: false,
    },
    health: n.health,
  };
}

/** The switches a figure's card offers on its side (attacking or defending), with whether each is on. */
export function figureOptions(a: Assault, side: "attack" | "defense") {
  const f = figureById(a[side].figure ?? "");
  if (!f || f.kind !== "figure") return [];
  const base = f.row.bonus ?? {};
  return (f.row.options ?? [])
    .filter((o) => o.when === (side === "attack" ? "attacking" : "defending") && !o.always)
    .map((o) => ({
      option: o,
      on:
        side === "attack"
          ? a.attack.rerolls >= (o.attack?.rerolls ?? 0) &&
            a.attack.damage >= (base.damage ?? 0) + (o.attack?.damage ?? 0)
          : a.defense.rerolls >= (o.defense?.rerolls ?? 0) &&
            a.defense.block >= (base.block ?? 0) + (o.defense?.block ?? 0),
    }));
}

/** Turns a card's switch on or off: its rerolls and bonuses added to the side's, or taken back. */
export function setOption(a: Assault, side: "attack" | "defense", id: string, on: boolean): Assault {
  const found = figureOptions(a, side).find((x) => x.option.id === id);
  if (!found || found.on === on) return a;
  const sign = on ? 1 : -1;
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v));
  if (side === "attack") {
    const o = found.option.attack ?? {};
    return {
      ...a,
      attack: {
        ...a.attack,
        rerolls: clamp(a.attack.rerolls + sign * (o.rerolls ?? 0), a.attack.dice.length),
        damage: clamp(a.attack.damage + sign * (o.damage ?? 0), 10),
      },
    };
  }
  const o = found.option.defense ?? {};
  return {
    ...a,
    defense: {
      ...a.defense,
      rerolls: clamp(a.defense.rerolls + sign * (o.rerolls ?? 0), a.defense.dice.length),
      block: clamp(a.defense.block + sign * (o.block ?? 0), 10),
    },
  };
}

/** The facts a picked figure shows beside its side: its card's numbers and what the calculator does not play. */
export function figureFacts(
  a: Assault,
  side: "attack" | "defense",
): { name: string; lines: string[] } | null {
  const f = figureById(a[side].figure ?? "");
  if (!f) return null;
  const lines = [
    `Health ${f.row.health}, speed ${f.row.speed}, defence ${f.row.defense.join(" + ") || "none"}`,
  ];
  if (side === "attack") {
    const card = f.kind === "hero" ? WEAPONS.find((w) => w.id === (a.attack.weapon ?? f.row.weapon)) : f.row;
    if (card && card.attack)
      lines.push(`${card.attack.type === "melee" ? "Melee" : "Ranged"}: ${card.attack.dice.join(" + ")}`);
    if (card?.other?.length) lines.push(`Not played here: ${card.other.join("; ")}`);
  }
  if (f.kind === "figure" && f.row.note) lines.push(f.row.note);
  return { name: figureName(f), lines };
}
