// The smart Cinematic card policy's weights, in one place (the policy: card-choice.ts, card-values.ts; what it
// does in words: the `smart` option of CARD_PLAY in lib/scenario/policies.ts). Every value is in points of damage,
// the unit the policy values both hands in; each weight says how much of a full point an uncertain effect is worth.
// They are judgement, not measurement: tests/engine/cinematic-choice.test.ts holds the policy to obvious plays, so
// change one and those tests say what moved.

/** A cancel is worth this share of the card it cancels: nearly all of it, since the cancelled card is used for nothing. */
export const CANCEL_SHARE = 0.9;
/** Locking the opponent out of next round's card: this share of its best card now (it only delays that card). */
export const LOCK_SHARE = 0.4;
/** "Play 1 additional card": this share of the best other card in hand (it spends that card as well). */
export const EXTRA_CARD_SHARE = 0.7;

/** A card's usual strength (card-table.ts, for keeping strong cards): damage on a condition counts this share. */
export const CONDITIONAL_DAMAGE_SHARE = 0.6;
/** Preventing a special counts this share of a point (a special only removes damage). */
export const PREVENTED_SPECIAL_SHARE = 0.5;
/** A card's usual strength: a unit gained, or a cancel, counts this many points. */
export const GAIN_STRENGTH = 1.5;
export const CANCEL_STRENGTH = 1.5;
/** A card's usual strength: damage removed or moved after an attack counts this share a point (it may find less). */
export const REMOVAL_SHARE = 0.8;
