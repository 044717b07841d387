import { isUnitId, UNIT_IDS, type UnitId } from "@/lib/data";
import { LinkError, wholeNumber } from "@/lib/link/link-error";
import { queryValue, readRider, type RiderParam } from "@/lib/link/riders";
import type { SideKey, UnitCounts } from "@/lib/scenario/types";

/**
 * How a real battle ended, as the player enters it for the luck gauge (docs/rules.md#luck): the units of each type
 * each side lost, of those it brought. Entered as "lost" or as "left" (lib/luck/luck-edits.ts), kept as losses.
 */
export interface LuckEntry {
  readonly attacker: UnitCounts;
  readonly defender: UnitCounts;
}

export const NO_LOSSES: LuckEntry = { attacker: {}, defender: {} };

const SIDES: readonly SideKey[] = ["attacker", "defender"];

/** One side's losses as the link writes them: `x-wing.4,y-wing` (a count of 1 implied), table order, no zeros. */
function serializeSide(lost: UnitCounts): string {
  return UNIT_IDS.filter((id) => (lost[id] ?? 0) > 0)
    .map((id) => (lost[id] === 1 ? id : `${id}.${lost[id]}`))
    .join(",");
}

function parseSide(text: string, side: SideKey): UnitCounts {
  const lost: Partial<Record<UnitId, number>> = {};
  if (text === "") return lost;
  for (const item of text.split(",")) {
    const [id = "", n, ...extra] = item.split(".");
    if (extra.length > 0 || id === "")
      throw new LinkError(`the ${side}'s loss "${item}" is not written as id or id.count`);
    if (!isUnitId(id)) throw new LinkError(`the ${side}'s loss "${id}": no such unit`);
    if (id in lost) throw new LinkError(`the ${side}'s losses list ${id} twice`);
    lost[id] = n === undefined ? 1 : wholeNumber(n, `the ${side}'s count of ${id} lost`);
  }
  return lost;
}

/**
 * `luck`: the luck gauge's entry, riding beside the setup (a link without it is the same battle): the attacker's
 * losses, `~`, the defender's, each `id.count` separated by commas: `luck=tie-fighter~x-wing.4,y-wing`; `luck=~`
 * is the gauge open with nothing lost. Checked against the setup by lib/luck/luck-check.ts.
 */
export const LUCK_PARAM: RiderParam<LuckEntry> = {
  rides: true,
  key: "luck",
  noun: "the luck gauge",
  invalid: "Invalid luck entry",
  serialize: (entry) => SIDES.map((side) => serializeSide(entry[side])).join("~"),
  parse: (text) => {
    const parts = text.split("~");
    if (parts.length !== 2)
      throw new LinkError(
        `"${text.slice(0, 40)}" is not the attacker's losses ~ the defender's (x-wing.2~tie-fighter)`,
      );
    return { attacker: parseSide(parts[0]!, "attacker"), defender: parseSide(parts[1]!, "defender") };
  },
};

type Params = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

export type LuckDecodeResult =
  { readonly ok: true; readonly luck: LuckEntry | null } | { readonly ok: false; readonly error: string };

/** Reads `luck` from a whole query (absent: the gauge is closed); a problem is one line naming it. */
export function decodeLuckParam(params: Params): LuckDecodeResult {
  const read = readRider(LUCK_PARAM, queryValue(params, LUCK_PARAM.key));
  return read.ok ? { ok: true, luck: read.value } : read;
}

/** `query` with the luck entry added (nothing when the gauge is closed). */
export function withLuck(query: string, luck: LuckEntry | null): string {
  if (!luck) return query;
  return `${query}${query ? "&" : ""}${LUCK_PARAM.key}=${LUCK_PARAM.serialize(luck)}`;
}
