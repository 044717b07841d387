import { BESPIN_GAMBIT } from "./figures-bespin-gambit";
import { CORE } from "./figures-core";
import { HEART_OF_THE_EMPIRE } from "./figures-heart-of-the-empire";
import { JABBAS_REALM } from "./figures-jabbas-realm";
import { FIGURE_PACKS } from "./figures-packs";
import { RETURN_TO_HOTH } from "./figures-return-to-hoth";
import { TWIN_SHADOWS } from "./figures-twin-shadows";
import { TYRANTS_OF_LOTHAL } from "./figures-tyrants-of-lothal";
import type { FigureRow } from "./figure";

/**
 * The boxes the figures come with, as the primary source groups them (its campaign boxes and figure packs). Each
 * box's rows are transcribed from the printed cards' facts as two public tables agree on them (sources.ts): health,
 * speed, defence and attack dice, the surge abilities and the bonuses that change an attack, in the cards' own
 * words, one row per card (figure.ts builds it), each citing the table it was read from.
 */
export const SETS = [
  { id: "core", name: "Core set", figures: CORE },
  { id: "twin-shadows", name: "Twin Shadows", figures: TWIN_SHADOWS },
  { id: "return-to-hoth", name: "Return to Hoth", figures: RETURN_TO_HOTH },
  { id: "bespin-gambit", name: "Bespin Gambit", figures: BESPIN_GAMBIT },
  { id: "jabbas-realm", name: "Jabba's Realm", figures: JABBAS_REALM },
  { id: "heart-of-the-empire", name: "Heart of the Empire", figures: HEART_OF_THE_EMPIRE },
  { id: "tyrants-of-lothal", name: "Tyrants of Lothal", figures: TYRANTS_OF_LOTHAL },
  { id: "figure-packs", name: "Ally and villain packs", figures: FIGURE_PACKS },
] as const;

/** Every figure of the table, in set order (docs/assault.md#figures). */
export const FIGURES: readonly FigureRow[] = SETS.flatMap((s) => s.figures);

/**
 * Figures the sources name that the table leaves out, and why: a figure that cannot be verified is left out, not
 * guessed (docs/assault.md#figures lists them).
 */
export const LEFT_OUT: readonly { readonly name: string; readonly why: string }[] = [
  { name: "Gamorrean Guard (regular)", why: "its −1 Damage keyword is not a modifier the attack takes" },
  { name: "Rancor", why: "the two tables give different versions of its surge abilities and bonus" },
  { name: "IG-88", why: "no attack dice are printed on its card (it picks a weapon)" },
  { name: "General Weiss", why: "no attack dice are printed on his card (he fights from his AT-ST)" },
  {
    name: "Royal Guard Champion",
    why: "the tables disagree on its attack dice (red, blue, yellow; red, green, yellow)",
  },
  { name: "Rebel Saboteur (regular and elite)", why: "the tables disagree on its surge abilities" },
  { name: "R2-D2", why: "one table only" },
  {
    name: "Heroes other than Diala Passil and Gaarkhan",
    why: "one public table of hero sheets was found (natafaye's); a second agrees only on these two",
  },
  {
    name: "The heroes' skirmish cards (Biv Bodhrik, Fenn Signis, Jyn Odan and the others), companions (J4X-7, 88-Z, droids)",
    why: "one table only",
  },
];
