// Cinematic Combat's small integer codes (import-free, like core/codes.ts, so esbuild inlines them).

/** Cards in each faction's deck of one theater. */
export const CARDS_PER_DECK = 8;

/** Effects outside one combat, in the order of the stats and of `CINEMATIC_EVENTS` (cinematic-mode.ts). */
export const EVENT_COUNT = 3;
export const EVENT_CAPTURE = 0;
export const EVENT_RESCUE = 1;
export const EVENT_MARK = 2;

/** What `CinematicState.prevent` holds per st: dice showing red hits, black hits, specials, direct hits. */
export const PREVENT_RED = 0;
export const PREVENT_BLACK = 1;
export const PREVENT_SPECIAL = 2;
export const PREVENT_DIRECT = 3;

/** Card-choice policies (scenario `cardPlay`): the strong one, the first card that does something, none. */
export const CHOICE_STRONG = 0;
export const CHOICE_FIRST_USEFUL = 1;
export const CHOICE_NONE = 2;
