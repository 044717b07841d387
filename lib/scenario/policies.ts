import type { EnumChoice, EnumValue, TaggedChoice, TaggedValue } from "./choice";

/**
 * Each side's documented choices (docs/rules.md#policies), declared once: the schema, the share link, the side's panel,
 * the reference page and docs/choices.md read these. The engine implements each option (lib/engine); its texts
 * here say what the engine does, so they change with it.
 */

/** How the side that rolled chooses where its damage goes. */
export const TARGETING = {
  kind: "tagged",
  id: "targeting",
  tag: "policy",
  noun: "targeting",
  default: "threat",
  options: [
    {
      value: "threat",
      label: "Threat",
      doc: "colour hits go first, since only units of that health colour can take them; then direct hits and card damage go where colour hits cannot reach. Among targets it prefers a unit the damage destroys, and among those the one carrying the most enemy dice that can actually hurt your units per point of damage needed — so damaged units get finished, and TIE fighters shoot the X-wing (whose black die threatens them) before the Y-wing (whose red die cannot hit fighters). It never puts damage on a unit already destroyed while another legal target can use it; damage left over (overkill) goes onto destroyed units only when the opponent could block, spread so each needs as much blocking as possible.",
    },
    {
      value: "max-kills",
      label: "Max kills",
      doc: "destroy as many units as possible — always the unit closest to destruction first (fewest points of health left), ties broken by threat.",
    },
    {
      value: "biggest-first",
      label: "Biggest first",
      doc: "pile damage onto the largest enemy unit (most dice and health) until it is destroyed, then the next largest. Good against capital ships, wasteful against swarms.",
    },
    {
      value: "priority",
      label: "Priority order",
      doc: "you list enemy unit types in the order you want them destroyed; damage goes to the first listed type that can legally take it (most damaged unit of that type first). Unlisted types come last, by threat.",
      params: {
        order: {
          kind: "unit-order",
          label: "Priority order, first destroyed first",
          noun: "priority order",
          placeholder: "[unit ids]",
        },
      },
    },
  ],
} as const satisfies TaggedChoice;

/** When a side withdraws from the combat (docs/rules.md#retreat). */
export const RETREAT = {
  kind: "tagged",
  id: "retreat",
  tag: "policy",
  noun: "retreat",
  default: "never",
  options: [
    { value: "never", label: "Never", doc: "fight until one side is gone." },
    {
      value: "after-round",
      label: "After round N",
      doc: "retreat at the end of round N if the rules allow it (a leader present, no Death Star / Interdictor preventing it).",
      params: {
        round: {
          kind: "int",
          label: "Round",
          noun: "round",
          placeholder: "N",
          min: 1,
          max: 1000,
          initial: 1,
        },
      },
    },
    {
      value: "when-outgunned",
      label: "When outgunned",
      doc: "retreat at the end of a round in which your remaining dice (after caps and ion cannons, over the contested theaters) divided by the enemy's fall below the ratio.",
      params: {
        ratio: {
          kind: "real",
          label: "Dice ratio below",
          noun: "ratio",
          placeholder: "R",
          above: 0,
          max: 10,
          step: 0.05,
          initial: 0.5,
        },
      },
    },
    {
      value: "when-losing-units",
      label: "When losing units",
      doc: "retreat once fewer than N of your units (structures not counted) are left in the system.",
      params: {
        below: {
          kind: "int",
          label: "Fewer units than",
          noun: "unit count",
          placeholder: "N",
          min: 1,
          max: 1000,
          initial: 2,
        },
      },
    },
  ],
} as const satisfies TaggedChoice;

/** Which tactic cards a side plays. */
export const CARD_PLAY = {
  kind: "enum",
  id: "cardPlay",
  noun: "card play",
  label: "Tactic card play",
  default: "smart",
  // (with dice only no card is ever played)
  onlyIn: ["base", "cinematic"],
  options: [
    {
      value: "smart",
      label: "Smart",
      doc: "with the base game's decks, it rerolls up to 2 different useless dice (blanks, and hits no enemy unit can take) with Concentrate Fire; pays a special for Brilliant Strategy first; plays Critical Hit, Take It Down, Onslaught and Bombardment only when they destroy a unit the dice alone would not, placed where its targeting policy puts them; pays for Unstoppable Assault when the attack destroys something and the opponent holds cards; pays for Escape Plan when it is about to retreat and lacks transport room (or has no ship to leave on); draws a card with every special left; plays No Escape when the opponent could retreat this round and has less firepower. Blocks only where a block saves a unit, most valuable units first, splitting a block's points over units (one Outmaneuver saves two X-wings hit once each), with Defensive Formation for 1 damage and Outmaneuver / Dig In (discarding its least useful other card, or a Defensive Formation or a second copy where that is what lets the hand cover the damage) for 2. In Cinematic Combat it weighs every ability it may use now in points of damage, each worth what the units it lands on are worth: damage and destruction where its targeting policy puts them (a kill counts the unit's threat), prevention by the hits the opponent's dice are expected to show, a cancel by the opponent's best card in hand, damage removal by the damage expected; it plays the card that does the most now, less a sixth of what that card is usually worth at the going rate of a point of damage (so a strong card waits while a weaker one does nearly as well; \"play 1 additional card\" counts the card it would play, less the same), choosing top or bottom as the card resolves, after both cards are revealed, and with nothing useful it spends its weakest card. Its leader rerolls take blanks, hits no enemy unit can take, specials with nothing to repair and hits the opponent's card prevents. It never sees the opponent's card of the round, only the cards left in its hand.",
    },
    {
      value: "first-useful",
      label: "First useful card",
      onlyIn: ["cinematic"],
      doc: "Cinematic Combat only: plays the first card in hand (in card order) with an ability that does something now, the top one when it can; shows how much the choice of card matters.",
    },
    {
      value: "none",
      label: "None",
      doc: "the side never plays tactic cards (its leader still lets it retreat); in Cinematic Combat, where a card must be chosen every round, it uses one without resolving either ability.",
    },
  ],
} as const satisfies EnumChoice;

/** A side's policies in the order the share link writes them (after faction, units, leaders, damage). */
export const SIDE_POLICIES = [TARGETING, RETREAT, CARD_PLAY] as const;

export type TargetingPolicy = TaggedValue<typeof TARGETING>;
export type RetreatPolicy = TaggedValue<typeof RETREAT>;
export type CardPlayPolicy = EnumValue<typeof CARD_PLAY>;
