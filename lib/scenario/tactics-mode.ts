import { unitDef, type UnitId } from "@/lib/data";
import { TACTICS, VARIANTS } from "./battle-options";
import { CARD_LISTS, withList } from "./card-lists";
import { cardsListed, withoutCards } from "./in-progress-cards";
import { withInProgress } from "./in-progress-edits";
import { appliesIn, type EnumChoice } from "./choice";
import { orList } from "./choice-schema";
import { SIDE_POLICIES } from "./policies";
import type { Setup } from "./setup";
import { SIDES, type Scenario, type SideSetup, type TacticsMode } from "./types";
import { factionNoun, possessive } from "./words";

/**
 * The tactics mode as the page switches it. Each choice or option declares the modes it exists in (`onlyIn`), so
 * the page offers only those, and a switch that would leave a setting the new mode does not have changes it and
 * says so in one line: nothing the player chose changes silently, and no switch leaves an invalid setup.
 */

const modeSystem = (mode: string) => TACTICS.options.find((o) => o.value === mode)?.system ?? mode;

/** The combat system a tactics mode stands for, as the declaration words it (`label`, `system`, `brief`). */
export function combatSystem(tactics: TacticsMode): (typeof TACTICS)["options"][number] {
  return TACTICS.options.find((o) => o.value === tactics.mode) ?? TACTICS.options[0];
}

/** The rule variants that matter in `mode`, in declaration order (the page shows only these). */
export function variantsIn(mode: string): readonly (typeof VARIANTS)[number][] {
  return VARIANTS.filter((v) => appliesIn(v, mode));
}

export interface TacticsSwitch {
  readonly setup: Setup;
  /** What the switch changed besides the mode, in one line; null when nothing else changed. */
  readonly notice: string | null;
}

/**
 * The setup in tactics mode `tactics`: a side's policy option the new mode does not have goes back to the
 * policy's default (first-useful → smart when leaving Cinematic Combat), and a card list (cards already used, …)
 * is cleared when the new mode does not have it. Rule variants keep their values (a variant of another mode changes
 * nothing there, and is back when the player returns to it).
 */
export function switchTactics(setup: Setup, tactics: TacticsMode): TacticsSwitch {
  const mode = tactics.mode;
  // What the new mode lacks (by the modes that have it), and what changed on each side because of it.
  const lacks = new Map<string, readonly string[]>();
  const changes: string[] = [];
  const scenario: Scenario = { ...setup.scenario, tactics };
  const sides = { attacker: scenario.attacker, defender: scenario.defender };
  for (const key of SIDES) {
    let side: SideSetup = sides[key];
    const changed: string[] = [];
    for (const c of SIDE_POLICIES) {
      if (c.kind !== "enum") continue;
      const choice: EnumChoice = c;
      const option = choice.options.find((o) => o.value === side[c.id]);
      if (!option || appliesIn(option, mode)) continue;
      const fallback = choice.options.find((o) => o.value === choice.default);
      side = { ...side, [c.id]: choice.default } as SideSetup;
      lacks.set(`${option.label} (${choice.noun})`, option.onlyIn ?? []);
      changed.push(`${choice.noun} is now ${fallback?.label ?? choice.default}`);
    }
    for (const list of CARD_LISTS) {
      const cards = side[list.id];
      if (!cards || (list.onlyIn as readonly string[]).includes(mode)) continue;
      side = withList(side, list.id, undefined);
      lacks.set(list.noun, list.onlyIn);
      changed.push(list.cleared(cards.space.length + cards.ground.length));
    }
    if (changed.length > 0)
      changes.push(`${possessive(factionNoun(side.faction))} ${changed.join(" and its ")}`);
    sides[key] = side;
  }
  // (the battle in progress's hands and discards are the base decks': docs/rules.md#in-progress)
  const held = mode === "base" ? 0 : cardsListed(scenario.inProgress);
  if (held > 0) {
    lacks.set("tactic cards held and discarded in a battle in progress", ["base"]);
    changes.push(`the battle in progress no longer lists its ${held === 1 ? "card" : `${held} cards`}`);
  }
  const base =
    held > 0 && scenario.inProgress ? withInProgress(scenario, withoutCards(scenario.inProgress)) : scenario;
  if (changes.length === 0) return { setup: { ...setup, scenario }, notice: null };
  const modes = [...new Set([...lacks.values()].flat())].map((m) => modeSystem(m));
  return {
    setup: { ...setup, scenario: { ...base, ...sides } },
    notice: `Only ${orList(modes)} has ${andList([...lacks.keys()])}: ${changes.join("; ")}.`,
  };
}

function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Rise of the Empire units are in the battle while the base decks are chosen: the page suggests Cinematic Combat. */
export function cinematicSuggested(scenario: Scenario): boolean {
  if (scenario.tactics.mode !== "base") return false;
  return SIDES.some((key) =>
    Object.entries(scenario[key].units).some(
      ([id, n]) => (n ?? 0) > 0 && unitDef(id as UnitId).expansion === "rote",
    ),
  );
}
