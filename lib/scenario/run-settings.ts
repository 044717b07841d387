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

/** Trials one server run may use: `POST /api/simulate`'s cap, and the most a link's preview image runs. */
export const API_MAX_TRIALS = 200_000;

/** Trials a page run (and so a share link) may ask for. */
export const MIN_LINK_TRIALS = 1000;
export const MAX_LINK_TRIALS = 2_000_000;

/**
 * Adaptive precision, the share link's `p`: instead of a fixed number of trials, a page run stops at the first
 * chunk where every headline chance is known to ± this many percentage points (95%); its trials are then the
 * most it may use. Off (fixed trials) unless the link says.
 */
export const PRECISION_CHOICES = [1, 0.5, 0.25, 0.1] as const;
export type Precision = (typeof PRECISION_CHOICES)[number];
