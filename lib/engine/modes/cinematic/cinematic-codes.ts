// Cinematic Combat's small integer codes (import-free, like core/codes.ts, so esbuild inlines them).

/** Cards in each faction's deck of one theater. */
export const CARDS_PER_DECK = 8;

/** Effects outside one combat, in the order of the stats and of `CINEMATIC_EVENTS` (cinematic-mode.ts). */
export const EVENT_COUNT = 3;
export const EVENT_CAPTURE = 0;
export const EVENT_RESCUE = 1;
export const EVENT_MARK = 2;

/** What `CinematicState.prevent` holds per sideTheater: dice showing red hits, black hits, specials, direct hits. */
export const PREVENT_RED = 0;
export const PREVENT_BLACK = 1;
export const PREVENT_SPECIAL = 2;
export const PREVENT_DIRECT = 3;

/** Card-choice policies (scenario `cardPlay`): the strong one, the first card that does something, none. */
export const CHOICE_STRONG = 0;
export const CHOICE_FIRST_USEFUL = 1;
export const CHOICE_NONE = 2;

/** Effect kinds of a compiled card ability (card-table.ts `Effect.kind`), one per `CinematicEffect` kind. */
export const EFFECT_DEAL = 0;
export const EFFECT_DESTROY = 1;
export const EFFECT_PREVENT = 2;
export const EFFECT_GAIN = 3;
export const EFFECT_CANCEL = 4;
export const EFFECT_EXTRA_CARD = 5;
export const EFFECT_LOCK = 6;
export const EFFECT_ATTACK_AFTER = 7;
export const EFFECT_NO_REPAIR = 8;
export const EFFECT_REMOVE_AFTER = 9;
export const EFFECT_MOVE_ONTO = 10;
export const EFFECT_ESCAPE = 11;
export const EFFECT_EVENT = 12;

/** `Effect.onto`: no unit named, a capital ship, an AT-AT / AT-ST. `Effect.cond`: none, more fighters, no shield generator. */
export const ONTO_NONE = 0;
export const ONTO_CAPITAL = 1;
export const ONTO_WALKER = 2;
export const IF_NONE = 0;
export const IF_MORE_FIGHTERS = 1;
export const IF_NO_SHIELD_GENERATOR = 2;

/** `Effect.what` of destroy: a triangle-tier ground unit, a structure; of gain: a TIE Fighter, a triangle-tier ground unit. */
export const WHAT_TRIANGLE_GROUND = 0;
export const WHAT_STRUCTURE = 1;
export const WHAT_TIE_FIGHTER = 2;
export const WHAT_TRIANGLE_SHIP = 3;
