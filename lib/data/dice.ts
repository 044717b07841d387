/** Die colours and faces (docs/rules.md#dice). */
export const DIE_COLOURS = ["red", "black", "green"] as const;
export type DieColour = (typeof DIE_COLOURS)[number];

export const FACES = ["blank", "hit", "direct", "special"] as const;
export type Face = (typeof FACES)[number];

/** How many of the six sides show each face. */
export type FaceCounts = Readonly<Record<Face, number>>;

export const DICE = {
  red: { blank: 2, hit: 2, direct: 1, special: 1 },
  black: { blank: 2, hit: 2, direct: 1, special: 1 },
  green: { blank: 4, hit: 0, direct: 2, special: 0 },
} as const satisfies Record<DieColour, FaceCounts>;

/** (variant) one transcription's black die: no direct hits, three hits. */
export const BLACK_DIE_NO_DIRECT = { blank: 2, hit: 3, direct: 0, special: 1 } as const satisfies FaceCounts;

/** Most dice of each colour one attack may roll (docs/rules.md#one-attack). */
export const DICE_CAP = { red: 5, black: 5, green: 3 } as const satisfies Record<DieColour, number>;
