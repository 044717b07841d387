import { formatPercent } from "@/lib/format/percent";
import {
  assaultWork,
  attackersOf,
  attackOrders,
  figureOrders,
  MAX_ATTACKERS,
  MAX_STEPS,
  reordered,
  stepsOf,
  WORK_LIMIT,
  type Assault,
  type OrderOdds,
} from "./engine";
import { trimmed } from "./field-kinds";
import { figureById, figureName } from "./figures/find-figure";

/**
 * A whole activation on one target (docs/assault.md#activation): several attacking figures, each with its own
 * attack, range, attacks and power tokens, the target's tokens listed over every attack. The page edits one
 * figure at a time by showing it in the assault's own place (`lineView`), so every control of one attack serves
 * each figure; the answer and the advice read the activation in its order.
 */

type Edit = (a: Assault) => Assault;

/** The activation with figure `f` in the first place and the first in its place (the same swap undoes it). */
export function lineView(a: Assault, f: number): Assault {
  if (f === 0 || f >= attackersOf(a).length) return a;
  const order = attackersOf(a).map((_, i) => (i === 0 ? f : i === f ? 0 : i));
  return reordered(a, order);
}

/** The target's tokens cut to the attacks there are. */
const fitTokens = (a: Assault): Assault => {
  const steps = stepsOf(a);
  if (a.defense.powerTokens.length <= steps) return a;
  return { ...a, defense: { ...a.defense, powerTokens: trimmed(a.defense.powerTokens.slice(0, steps)) } };
};

/** An edit of one figure's attack, made on its view. */
export const onLine =
  (f: number, edit: Edit): Edit =>
  (a) =>
    fitTokens(lineView(edit(lineView(a, f)), f));

/**
 * Another attacking figure, a copy of figure `from` (its attack, range and attacks; no tokens spent yet), after
 * the last. Refused (the same activation back) past MAX_ATTACKERS figures or MAX_STEPS attacks.
 */
export const addAttacker =
  (from: number): Edit =>
  (a) => {
    const line = attackersOf(a)[from];
    if (!line || attackersOf(a).length >= MAX_ATTACKERS) return a;
    const attacks = Math.min(line.attacks, MAX_STEPS - stepsOf(a));
    if (attacks < 1) return a;
    return { ...a, more: [...a.more, { ...line, attack: { ...line.attack, powerTokens: [] }, attacks }] };
  };

/** Figure `f` leaves the activation (the next takes the first place); the last one stays. */
export const removeAttacker =
  (f: number): Edit =>
  (a) => {
    const lines = attackersOf(a);
    if (lines.length < 2 || f < 0 || f >= lines.length) return a;
    return fitTokens(
      reordered(
        a,
        lines.map((_, i) => i).filter((i) => i !== f),
      ),
    );
  };

/** A figure's name for the page: the table's name, or its dice ("Blue + Green"). */
export function attackerName(a: Assault, f: number): string {
  const line = attackersOf(a)[f]!;
  const figure = line.attack.figure === null ? null : figureById(line.attack.figure);
  if (figure) return figureName(figure);
  return line.attack.dice.map((d) => d[0]!.toUpperCase() + d.slice(1)).join(" + ");
}

/** The best order of the figures, the given order's answer beside it, or why it was not worked out. */
export type OrderAdvice =
  | { readonly ok: true; readonly best: OrderOdds; readonly given: OrderOdds; readonly text: string }
  | { readonly ok: false; readonly text: string };

/**
 * "Which figure first?" (docs/assault.md#activation): every distinct order worked out exactly (figures alike in
 * every number are one), within one answer's work limit in all; null for one figure.
 */
export function orderAdvice(a: Assault): OrderAdvice | null {
  const lines = attackersOf(a);
  if (lines.length < 2) return null;
  const count = figureOrders(a).length;
  if (count < 2)
    return { ok: false, text: "The figures are alike in every number: their order changes nothing" };
  if (assaultWork(a) * count > WORK_LIMIT)
    return {
      ok: false,
      text: `Best order: too much to work out ${count} orders here (fewer rerolls, or rerolls played for damage)`,
    };
  const rows = attackOrders(a);
  const best = rows[0]!;
  const given = rows.find((r) => r.order.every((f, i) => f === i))!;
  const what = (r: OrderOdds) =>
    r.defeated !== null ? `defeated ${formatPercent(r.defeated)}` : `${r.mean.toFixed(2)} damage`;
  const names = (r: OrderOdds) => r.order.map((f) => attackerName(a, f)).join(", then ");
  const same = rows.every((r) => what(r) === what(best) && r.mean.toFixed(2) === best.mean.toFixed(2));
  const text = same
    ? `The order of the figures does not change the answer (${count} orders worked out)`
    : best === given
      ? `Best order: as set (${what(best)}); the worst of ${count} orders: ${what(rows.at(-1)!)} (${names(rows.at(-1)!)})`
      : `Best order: ${names(best)} (${what(best)}); as set: ${what(given)}`;
  return { ok: true, best, given, text };
}

/**
 * The attacking figures in a line, "2× Stormtrooper (Blue + Green), then E-Web Engineer (…) (2 attacks), range 3":
 * consecutive alike figures counted once, a figure's attacks and its range when it differs from the first's.
 */
export function attackersWords(a: Assault, dice: (f: number) => string): string {
  const lines = attackersOf(a);
  const parts: { text: string; times: number }[] = [];
  lines.forEach((line, f) => {
    const range =
      f > 0 && line.range !== a.range ? (line.range === null ? ", melee" : `, range ${line.range}`) : "";
    const text = `${dice(f)}${a.more.length > 0 && line.attacks > 1 ? ` (${line.attacks} attacks)` : ""}${range}`;
    const last = parts.at(-1);
    if (last && last.text === text) last.times++;
    else parts.push({ text, times: 1 });
  });
  return parts.map((p) => (p.times > 1 ? `${p.times}× ${p.text}` : p.text)).join(", then ");
}
