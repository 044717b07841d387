import { ASSAULT_LINK_KEYS } from "@/lib/assault";
import { LUCK_PARAM } from "@/lib/luck/luck-entry";
import { DROPPED_PARAM, type RiderParam } from "@/lib/link/riders";
import { SETUP_PARAMS, type SetupParam } from "@/lib/scenario/link-params";
import { NAME_PARAM, PINNED_PARAM, PLAN_PARAM, SHARED_PARAM } from "@/lib/scenario/link-riders";

const rider = <T, I>(p: RiderParam<T, I>) => p as unknown as RiderParam;

/**
 * Every key of the battle's share link, declared once, in the order written: the setup's own (SETUP_PARAMS), then the
 * parameters that ride beside it (`vs`, `plan`, `luck`, `name`, `shared`, and the server's `dropped`), each declared
 * by the room that reads it. Only `v`, the format version, is the codec's.
 */
export const LINK_PARAMS: readonly (SetupParam | RiderParam)[] = [
  ...SETUP_PARAMS,
  rider(PINNED_PARAM),
  rider(PLAN_PARAM),
  rider(LUCK_PARAM),
  rider(NAME_PARAM),
  rider(SHARED_PARAM),
  rider(DROPPED_PARAM),
];

/**
 * Every query key each page's link reads, by path: what a link too long for the server keeps when the
 * standalone server trims it (scripts/header-overflow.cjs reads this, written at build time as link-keys.json by
 * scripts/standalone.mjs). Anything else in such a link (a tracking tag, a key of no version) is left out.
 */
export function linkKeysByPath(): Record<string, readonly string[]> {
  const battle = ["v", ...LINK_PARAMS.map((p) => p.key).filter((k) => k !== DROPPED_PARAM.key)];
  const assault = [...ASSAULT_LINK_KEYS, "pin"];
  return { "/": battle, "/og": battle, "/assault": assault, "/assault/og": assault };
}
