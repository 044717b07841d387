import { LinkError } from "@/lib/link/link-error";
import type { RiderParam } from "@/lib/link/riders";
import { knownVersion, LINK_VERSION, VERSIONS_READ } from "./link-defaults";
import { cleanName } from "./clean-name";
import type { SideKey } from "./types";

/**
 * The share link's parameters that ride beside the setup (declared here, listed in lib/share/link-keys.ts LINK_PARAMS with the setup's own):
 * each a panel's state, read by the panel.
 */

/**
 * `vs`: the pinned setup A, its own share link's query with `&` written `~` and `=` written `:` (neither occurs in
 * link values), led by the link version: `vs=1~t:50000~seed:abc`; `vs=1` alone pins version 1's default battle. Written
 * from A's query; read back as that query (the setup in it is then read strictly, all or nothing).
 */
const PINNED_KEY = "vs";
export const PINNED_PARAM: RiderParam<string, URLSearchParams> = {
  rides: true,
  key: PINNED_KEY,
  noun: "the pinned setup A",
  invalid: "Invalid compare link",
  serialize: (query) =>
    [
      String(LINK_VERSION),
      ...query
        .split("&")
        .filter((pair) => pair !== "" && !pair.startsWith("v="))
        .map((pair) => pair.replace("=", ":")),
    ].join("~"),
  parse: (text) => {
    const [version, ...pairs] = text.split("~");
    // An older version's A is read as that version's link (its own defaults), like any old link.
    if (knownVersion(version) === null)
      throw new LinkError(
        `pinned setup format "${version}" is not supported (this app reads ${VERSIONS_READ})`,
      );
    const query = new URLSearchParams([["v", version!]]);
    for (const pair of pairs) {
      const colon = pair.indexOf(":");
      if (colon <= 0) throw new LinkError(`pinned setup part "${pair}" is not written as key:value`);
      const key = pair.slice(0, colon);
      if (key === "v" || key === PINNED_KEY) throw new LinkError(`pinned setup cannot set "${key}"`);
      query.append(key, pair.slice(colon + 1));
    }
    return query;
  },
};

/** The Plan panel's settings (docs/planner.md#legal-forces). */
export interface PlanSettings {
  readonly side: SideKey;
  /** Whole percent, 1 to 100. */
  readonly target: number;
  /** The attacker's units are already in the system: plans need not carry their riders. */
  readonly inSystem?: boolean;
}

/**
 * `plan`: the Plan panel, as `plan=attacker.80` (the planning side and the target chance in whole percent), or
 * `plan=attacker.80.here` when the attacker's units are already in the system.
 */
export const PLAN_PARAM: RiderParam<PlanSettings> = {
  rides: true,
  key: "plan",
  noun: "the Plan panel",
  invalid: "Invalid plan link",
  serialize: (plan) =>
    `${plan.side}.${plan.target}${plan.inSystem && plan.side === "attacker" ? ".here" : ""}`,
  parse: (value) => {
    const match = /^(attacker|defender)\.(\d{1,3})(\.here)?$/.exec(value);
    if (!match)
      throw new LinkError(
        `"${value.slice(0, 40)}" is not written as side.target (attacker.80, attacker.80.here or defender.65)`,
      );
    if (match[3] && match[1] === "defender")
      throw new LinkError(`"here" (units already in the system) is for the attacker only (got "${value}")`);
    const target = Number(match[2]);
    if (target < 1 || target > 100)
      throw new LinkError(`the target must be a whole percent from 1 to 100 (got ${target})`);
    const side = match[1] as SideKey;
    return match[3] ? { side, target, inSystem: true } : { side, target };
  },
};

/**
 * `name`: what the player called the battle ("Sullust, turn 6"), shown in the page title, the preview and Recent
 * battles. Any text, read as plain text (clean-name.ts: cleaned and cut to 60 characters), written
 * escaped for a query (`name=Sullust%2C%20turn%206`).
 */
export const NAME_PARAM: RiderParam<string> = {
  rides: true,
  key: "name",
  noun: "the battle's name",
  invalid: "Invalid battle name",
  serialize: (name) => encodeURIComponent(cleanName(name)),
  parse: cleanName,
};

/** A side's and the battle's headline chances (0 to 1) as a link records them. */
export interface SharedChances {
  readonly attacker: number;
  readonly defender: number;
  readonly mutual: number;
}

/** The headline chances shown when the link was copied: B's (the link's setup) and, in a comparison, A's. */
export interface SharedOdds {
  readonly b: SharedChances;
  readonly a: SharedChances | null;
}

const chancesText = (c: SharedChances) =>
  [c.attacker, c.defender, c.mutual].map((p) => String(Math.round(p * 10_000) / 100)).join(",");

function parseChances(text: string): SharedChances {
  const parts = text.split(",");
  const values = parts.map((t) => (/^\d{1,3}(\.\d{1,2})?$/.test(t) ? Number(t) : NaN));
  const sum = values.reduce((s, v) => s + v, 0);
  if (parts.length !== 3 || values.some((v) => Number.isNaN(v) || v > 100) || sum > 100.05)
    throw new LinkError(
      `"${text}" is not three chances in percent (attacker, defender, mutual destruction: 98.8,0.9,0.3)`,
    );
  const [attacker, defender, mutual] = values.map((v) => Number((v / 100).toFixed(4))) as [
    number,
    number,
    number,
  ];
  return { attacker, defender, mutual };
}

/**
 * `shared`: the headline chances (attacker wins, defender wins, mutual destruction, in percent to 2 decimals)
 * the page showed when the link was copied, `shared=98.83,0.9,0.27`, and A's after a `~` in a comparison. The
 * preview shows them without running anything, and the page says when its own run differs (a rules change).
 */
export const SHARED_PARAM: RiderParam<SharedOdds> = {
  rides: true,
  key: "shared",
  noun: "the shared odds",
  invalid: "Invalid shared odds",
  serialize: (odds) => [odds.b, ...(odds.a ? [odds.a] : [])].map(chancesText).join("~"),
  parse: (text) => {
    const [b, a, ...extra] = text.split("~");
    if (extra.length > 0) throw new LinkError(`"${text}" holds more than B's and A's chances`);
    return { b: parseChances(b!), a: a === undefined ? null : parseChances(a) };
  },
};
