import { ASSAULT_LINK_KEYS } from "@/lib/assault";
import { LINK_PARAMS } from "@/lib/scenario/link-params";
import { DROPPED_PARAM } from "@/lib/link/riders";

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
