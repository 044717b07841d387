import { z } from "zod";

/**
 * How many trials and which seed a run uses when nobody says: the CLI, the API, the share link and the page
 * all read these, so the same battle gives the same numbers everywhere by default.
 */
export const DEFAULT_TRIALS = 100_000;
export const DEFAULT_SEED = "1";
export const SEED_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
export const SEED_RULE = "1 to 64 letters, digits, '.', '_' or '-'";

export const seedSchema = z.string().regex(SEED_PATTERN, `must be ${SEED_RULE}`);

/** Trials a page run (and so a share link) may ask for. */
export const MIN_LINK_TRIALS = 1000;
export const MAX_LINK_TRIALS = 2_000_000;
