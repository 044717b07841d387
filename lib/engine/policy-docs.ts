/**
 * What each player-choice policy does, in words the UI, the reference page and the README show.
 * Kept next to the engine so the text changes with the code it describes.
 */
export const POLICY_DOCS = {
  targeting: {
    threat:
      "Threat (default): colour hits go first, since only units of that health colour can take them; then direct hits and card damage go where colour hits cannot reach. Among targets it prefers a unit the damage destroys, and among those the one carrying the most enemy dice that can actually hurt your units per point of damage needed — so damaged units get finished, and TIE fighters shoot the X-wing (whose black die threatens them) before the Y-wing (whose red die cannot hit fighters). It never puts damage on a unit already destroyed while another legal target can use it; damage left over (overkill) goes onto destroyed units only when the opponent could block, spread so each needs as much blocking as possible.",
    "max-kills":
      "Max kills: destroy as many units as possible — always the unit closest to destruction first (fewest points of health left), ties broken by threat.",
    "biggest-first":
      "Biggest first: pile damage onto the largest enemy unit (most dice and health) until it is destroyed, then the next largest. Good against capital ships, wasteful against swarms.",
    priority:
      "Priority order: you list enemy unit types in the order you want them destroyed; damage goes to the first listed type that can legally take it (most damaged unit of that type first). Unlisted types come last, by threat.",
  },
  retreat: {
    never: "Never (default): fight until one side is gone.",
    "after-round":
      "After round N: retreat at the end of round N if the rules allow it (a leader present, no Death Star / Interdictor preventing it).",
    "when-outgunned":
      "When outgunned: retreat at the end of a round in which your remaining dice (after caps and ion cannons, over the contested theaters) divided by the enemy's fall below the ratio.",
    "when-losing-units":
      "When losing units: retreat once fewer than N of your units (structures not counted) are left in the system.",
  },
  cardPlay: {
    smart:
      "Smart (default): rerolls up to 2 different useless dice (blanks, and hits no enemy unit can take) with Concentrate Fire; pays a special for Brilliant Strategy first; plays Critical Hit, Take It Down, Onslaught and Bombardment only when they destroy a unit the dice alone would not, placed where its targeting policy puts them; pays for Unstoppable Assault when the attack destroys something and the opponent holds cards; pays for Escape Plan when it is about to retreat and lacks transport room (or has no ship to leave on); draws a card with every special left; plays No Escape when the opponent could retreat this round and has less firepower. Blocks only where a block saves a unit, most valuable units first, splitting a block's points over units (one Outmaneuver saves two X-wings hit once each), with Defensive Formation for 1 damage and Outmaneuver / Dig In (discarding its least useful other card, or a Defensive Formation or a second copy where that is what lets the hand cover the damage) for 2.",
    none: "None: the side never plays tactic cards (its leader still lets it retreat).",
  },
  variants: {
    blackDie:
      "Black die: standard (2 blank, 2 hit, 1 direct hit, 1 special, like red) or no-direct (2 blank, 3 hit, 1 special), as one transcription gives it.",
    spaceDeck:
      "Space deck: standard (one Onslaught, one Unstoppable Assault) or two-onslaught (two Onslaught, no Unstoppable Assault).",
    dsucHealth: "Death Star under construction health colour: black (default) or red.",
    monCalCapacity: "Mon Calamari cruiser transport capacity: 4 (default) or 6.",
    deathStarPlans:
      "Death Star Plans: once per combat, after a space step in which the Rebels have a fighter present, they roll 3 red dice; any direct hit destroys a Death Star (or the DSUC). The run waits while a Shield Bunker stands.",
  },
} as const;
