import { z } from "zod";
import type { SimulationResult } from "@/lib/engine";
import type { Scenario, SideKey, UnitCounts } from "@/lib/scenario/types";
import { checkLuck } from "./luck-check";
import { LUCK_PARAM, type LuckEntry } from "./luck-entry";
import { luckReading } from "./luck-reading";

/** The longest entry read: every unit type of both sides with a count is far shorter. */
const LUCK_MAX_CHARS = 2000;

/**
 * The luck gauge's entry as the CLI (`--luck`) and the API (`luck`) take it: the link's own syntax
 * (lib/luck/luck-entry.ts:LUCK_PARAM), the attacker's losses `~` the defender's: `"tie-fighter.3~x-wing.4"`.
 */
export const luckFieldSchema = z
  .string({ error: "must be a string: the attacker's losses ~ the defender's (\"tie-fighter.3~x-wing.4\")" })
  .max(LUCK_MAX_CHARS, { error: `is over ${LUCK_MAX_CHARS} characters` })
  .transform((text, ctx) => {
    try {
      return LUCK_PARAM.parse(text);
    } catch (e) {
      ctx.addIssue({ code: "custom", message: e instanceof Error ? e.message : String(e) });
      return z.NEVER;
    }
  });

export type LuckFieldResult =
  { readonly ok: true; readonly entry: LuckEntry } | { readonly ok: false; readonly error: string };

/** Reads the entry and checks it against the battle (docs/rules.md#luck); a problem is one line naming `field`. */
export function readLuckField(field: string, value: unknown, scenario: Scenario): LuckFieldResult {
  const parsed = luckFieldSchema.safeParse(value);
  if (!parsed.success)
    return { ok: false, error: `${field}: ${parsed.error.issues[0]?.message ?? "is invalid"}` };
  const problem = checkLuck(scenario, parsed.data);
  return problem ? { ok: false, error: `${field}: ${problem}` } : { ok: true, entry: parsed.data };
}

/** One side's reading, plain for JSON: what it lost, where that falls (docs/rules.md#luck), and the page's line. */
export interface LuckSideAnswer {
  readonly lost: UnitCounts;
  /** The strength lost (dice plus half health per unit: lib/data/unit-strength.ts). */
  readonly strengthLost: number;
  /** The mid-rank percentile: the share of simulated battles that went worse for the side, plus half the same. */
  readonly percentile: number;
  /** Its mirror, the page's number: the share that went better plus half the same. */
  readonly wentBetter: number;
  /** Simulated battles that went better (less strength lost), the same, and worse. */
  readonly better: number;
  readonly same: number;
  readonly worse: number;
  readonly line: string;
}

export type LuckAnswer = Record<SideKey, LuckSideAnswer>;

/** Each side's reading of a checked entry against a run of the battle it started from. */
export function luckAnswer(scenario: Scenario, entry: LuckEntry, result: SimulationResult): LuckAnswer {
  const reading = luckReading(scenario, entry, result);
  if (!reading.ok) throw new Error(reading.error); // (readLuckField checked the entry)
  const [attacker, defender] = reading.sides.map(({ lost, lost2, place, line }): LuckSideAnswer => ({
    lost,
    strengthLost: lost2 / 2,
    percentile: place.percentile,
    wentBetter: place.wentBetter,
    better: place.better,
    same: place.same,
    worse: place.worse,
    line,
  }));
  return { attacker: attacker!, defender: defender! };
}

/** The CLI's lines: each side's line, then its percentile and counts. */
export function formatLuck(answer: LuckAnswer): string {
  const pct = (p: number) => `${(100 * p).toFixed(2)}%`;
  return (["attacker", "defender"] as const)
    .map((side) => {
      const a = answer[side];
      return `${a.line}\n  ${side}: strength lost ${a.strengthLost}, percentile ${pct(a.percentile)} (better ${a.better}, same ${a.same}, worse ${a.worse})`;
    })
    .join("\n");
}
