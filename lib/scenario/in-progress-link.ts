import { LinkError } from "@/lib/link/link-error";
import type { InProgress } from "./in-progress";
import type { SideKey } from "./types";

const SIDE_KEYS: readonly SideKey[] = ["attacker", "defender"];
const THEATERS = ["space", "ground"] as const;

/**
 * The battle as it stands in a link (`mid=`, docs/links-and-history.md): parts joined by `~`, words of a part by `.`
 * (ids keep their hyphens): `r.3` the round, `step.space.attacker`, `retreated.defender`, `noescape.defender`,
 * `lethal.defender.x-wing.2`, `hand.attacker.space.1.critical-hit` (unknown cards, then the known ones),
 * `discarded.ground.dig-in.dig-in`. Absent: the start of a combat, as every older link means.
 */
export function encodeInProgress(p: InProgress | undefined): string {
  if (!p) return "";
  const parts = [`r.${p.round}`];
  if (p.step) parts.push(`step.${p.step.theater}.${p.step.rolled}`);
  for (const key of SIDE_KEYS) {
    const side = p[key];
    if (side.retreated) parts.push(`retreated.${key}`);
    if (side.noEscape) parts.push(`noescape.${key}`);
    for (const [id, n] of Object.entries(side.lethal))
      if ((n ?? 0) > 0) parts.push(`lethal.${key}.${id}.${n}`);
    for (const t of THEATERS) {
      const hand = side.hand?.[t];
      if (hand) parts.push([`hand.${key}.${t}.${hand.unknown}`, ...hand.cards].join("."));
    }
  }
  for (const t of THEATERS)
    if (p.discarded[t].length) parts.push([`discarded.${t}`, ...p.discarded[t]].join("."));
  return parts.join("~");
}

type SideDraft = {
  retreated?: boolean;
  noEscape?: boolean;
  lethal?: Record<string, number>;
  hand?: Record<string, unknown>;
};

/** Reads `mid=` back into the schema's input shape (the schema checks it with the rest), or throws a LinkError. */
export function decodeInProgress(text: string): Record<string, unknown> {
  const out: Record<string, unknown> & { attacker: SideDraft; defender: SideDraft } = {
    attacker: {},
    defender: {},
  };
  const discarded: Record<string, string[]> = {};
  for (const part of text.split("~")) {
    const [word, ...rest] = part.split(".");
    const side = (at: number): SideDraft => {
      const key = rest[at];
      if (key !== "attacker" && key !== "defender") throw bad(part, "a side (attacker or defender)");
      return out[key];
    };
    const count = (at: number) => {
      const n = /^\d{1,3}$/.test(rest[at] ?? "") ? Number(rest[at]) : NaN;
      if (Number.isNaN(n)) throw bad(part, "a whole number");
      return n;
    };
    const theater = (at: number) => {
      const t = rest[at];
      if (t !== "space" && t !== "ground") throw bad(part, "a theater (space or ground)");
      return t;
    };
    if (word === "r" && rest.length === 1) out.round = count(0);
    else if (word === "step" && rest.length === 2) {
      side(1);
      out.step = { theater: theater(0), rolled: rest[1] };
    } else if (word === "retreated" && rest.length === 1) side(0).retreated = true;
    else if (word === "noescape" && rest.length === 1) side(0).noEscape = true;
    else if (word === "lethal" && rest.length === 3) (side(0).lethal ??= {})[rest[1]!] = count(2);
    else if (word === "hand" && rest.length >= 3)
      (side(0).hand ??= {})[theater(1)] = { unknown: count(2), cards: rest.slice(3) };
    else if (word === "discarded" && rest.length >= 2) discarded[theater(0)] = rest.slice(1);
    else
      throw new LinkError(
        `the battle in progress: "${part}" is not a part of it (r, step, retreated, noescape, lethal, hand, discarded)`,
      );
  }
  if (Object.keys(discarded).length) out.discarded = discarded;
  return out;
}

const bad = (part: string, what: string) => new LinkError(`the battle in progress: "${part}" needs ${what}`);
