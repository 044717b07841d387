import { DEATH_STAR_PLANS, TACTICS, VARIANTS } from "./battle-options";
import {
  appliesIn,
  choiceLabel,
  explainChoice,
  explainOption,
  type EnumChoice,
  type TaggedChoice,
} from "./choice";
import { CARD_PLAY, SIDE_POLICIES } from "./policies";

/** A family of options as the reference page and docs/choices.md list them: option (or variant) id → its explanation. */
export interface DocFamily {
  readonly title: string;
  readonly docs: Readonly<Record<string, string>>;
}

function optionDocs(c: TaggedChoice | EnumChoice): Record<string, string> {
  return Object.fromEntries(c.options.map((o) => [String(o.value), explainOption(c, o)]));
}

/** Each player's choices: one family per side policy, in the order the share link writes them. */
export const POLICY_FAMILIES: readonly DocFamily[] = SIDE_POLICIES.map((c) => ({
  title: choiceLabel(c),
  docs: optionDocs(c),
}));

/** How tactic cards are played. */
export const TACTICS_DOCS: DocFamily = { title: "Tactic cards", docs: optionDocs(TACTICS) };

/** The rule variants and the Death Star Plans, by their scenario field names. */
export const VARIANT_DOCS: DocFamily = {
  title: "Rule variants",
  docs: Object.fromEntries([...VARIANTS, DEATH_STAR_PLANS].map((c) => [c.id, explainChoice(c)])),
};

/** Cinematic Combat's own choices: the card readings (its rule variants) and the card-choice policies. */
export const CINEMATIC_DOCS: { readonly readings: DocFamily; readonly cardChoice: DocFamily } = {
  readings: {
    title: "Card readings",
    docs: Object.fromEntries(
      VARIANTS.filter((v: EnumChoice) => v.onlyIn?.includes("cinematic")).map((c) => [
        c.id,
        explainChoice(c),
      ]),
    ),
  },
  cardChoice: {
    title: "Card choice",
    docs: Object.fromEntries(
      CARD_PLAY.options
        .filter((o) => appliesIn(o, "cinematic"))
        .map((o) => [o.value, explainOption(CARD_PLAY, o)]),
    ),
  },
};

/** Every explanation the reference page and docs/choices.md show, generated from the declarations. */
export const ALL_DOCS: readonly DocFamily[] = [...POLICY_FAMILIES, TACTICS_DOCS, VARIANT_DOCS];
