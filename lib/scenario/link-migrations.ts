import { migrate, migrations, type Migration as LinkMigration } from "@/lib/link/versions";
import { LINK_DEFAULTS, type LinkDefaults } from "./link-defaults";
import { SETUP_PARAMS } from "./link-params";
import { SIDE_POLICIES } from "./policies";
import type { Setup } from "./setup";
import { encodeSide, withGoal, withPolicies } from "./side-link";
import type { SideKey } from "./types";

/**
 * Older battle links are read through a chain of migrations (docs/links-and-history.md#link-versions): each
 * turns the setup's keys of a link of one version into keys of the next with the same meaning, until the link
 * is one of the version the code reads. A version that only changed defaults needs no hand-written step:
 * `keepOlderDefaults` writes out every old default the link relied on.
 */

/** The setup's keys of a link, each with its text (`a` → `empire_star-destroyer.2`). */
export type LinkValues = ReadonlyMap<string, string>;

/** One step of the battle's chain (lib/link/versions.ts). */
export type Migration = LinkMigration<Map<string, string>>;

const setupOf = (d: LinkDefaults): Setup =>
  d.precision === null
    ? { scenario: d.scenario, trials: d.trials, seed: d.seed }
    : { scenario: d.scenario, trials: d.trials, seed: d.seed, precision: d.precision };

const SIDE_KEYS: Readonly<Record<string, SideKey>> = { a: "attacker", d: "defender" };

/** A side with every policy written out, so no later default can change it. */
function explicitSide(side: LinkDefaults["scenario"]["attacker"]): string {
  return withPolicies(encodeSide(side), Object.fromEntries(SIDE_POLICIES.map((c) => [c.id, side[c.id]])));
}

/**
 * The migration from a link of `older` to one of `newer` when defaults changed: wherever the link leaves out a
 * value whose default changed (a whole key such as `t`, a whole side, a side's empty policy or goal field), the old
 * default is written out. A link's own values are kept as they are.
 */
export function keepOlderDefaults(older: LinkDefaults, newer: LinkDefaults): Migration["migrate"] {
  const [was, now] = [setupOf(older), setupOf(newer)];
  const changedPolicies = Object.fromEntries(
    SIDE_POLICIES.filter(
      (c) => JSON.stringify(older.sidePolicies[c.id]) !== JSON.stringify(newer.sidePolicies[c.id]),
    ).map((c) => [c.id, older.sidePolicies[c.id]]),
  );
  const written = new Map<string, string>();
  for (const p of SETUP_PARAMS) {
    const side = SIDE_KEYS[p.key];
    const text = side ? explicitSide(was.scenario[side]) : p.serialize(p.read(was));
    const changed = side ? text !== explicitSide(now.scenario[side]) : text !== p.serialize(p.read(now));
    if (!changed) continue;
    // (an old default the grammar cannot write, such as "no precision", needs a hand-written step)
    if (text === "")
      throw new Error(`link version ${newer.version}: the old default of "${p.key}" cannot be written`);
    written.set(p.key, text);
  }
  const goalChanged = older.goal !== newer.goal;
  return (values) => {
    const out = new Map(values);
    for (const [key, text] of values) {
      if (!SIDE_KEYS[key]) continue;
      let side = Object.keys(changedPolicies).length > 0 ? withPolicies(text, changedPolicies) : text;
      // (a side that wrote no goal meant the old version's: written out, as a policy is)
      if (goalChanged) side = withGoal(side, older.goal);
      out.set(key, side);
    }
    for (const [key, text] of written) if (!out.has(key)) out.set(key, text);
    return out;
  };
}

/** The chain: version 1 → 2 → … → the latest. */
export const MIGRATIONS: readonly Migration[] = migrations(LINK_DEFAULTS, keepOlderDefaults);

/** A link of `version`'s setup keys as keys of the latest version, with the same meaning. */
export function migrateLink(values: LinkValues, version: number): Map<string, string> {
  return migrate(MIGRATIONS, new Map(values), version);
}
