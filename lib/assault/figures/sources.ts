/**
 * The public sources the figure table was transcribed from (docs/assault.md#figures): facts (dice, numbers,
 * keywords) were read from them and written into this project's own table; no code or text of theirs is here.
 * The primary source is Imperial Commander 2's card data; the second, natafaye's calculator's tables, checks the
 * dice and health of every row (tests/assault/figure-sources.test.ts keeps a table of its facts).
 */
export interface Source {
  readonly title: string;
  readonly repo?: string;
  readonly url?: string;
  readonly paths: readonly string[];
  readonly commit?: string;
}

export const SOURCES = {
  ic2: {
    title: "Imperial Commander 2 (campaign companion app), card data",
    repo: "GlowPuff/ImperialCommander2",
    paths: [
      "ImperialCommander2/Assets/Resources/CardData/enemies.json",
      "ImperialCommander2/Assets/Resources/CardData/villains.json",
      "ImperialCommander2/Assets/Resources/CardData/allies.json",
    ],
    commit: "8fcc97e665acf5f6e5790e07da1bf12bb8b9f399",
  },
  natafaye: {
    title: "natafaye's Imperial Assault calculator, data tables",
    repo: "natafaye/imperial-assault-calculator",
    paths: ["src/data/units.ts", "src/data/weapons.ts"],
    commit: "342697397b79f3d66f6c14cf777edc9a92cd5313",
  },
  baritonehands: {
    title: "baritonehands' Imperial Assault dice, weapons",
    repo: "baritonehands/imperial-assault-dice",
    paths: ["src/imperial_assault/weapons.clj"],
    commit: "7766441d1ade0c59059e0010624da99b3ae183d3",
  },
  yasen5: {
    title: "yasen5's Imperial Assault game, hero classes",
    repo: "yasen5/ImperialAssault",
    paths: ["src/main/java/game/DialaPassil.java", "src/main/java/game/Gaarkhan.java"],
    commit: "fdad3d1cdb956b5d3786140d3984d05e0b4f3521",
  },
  iaEspana: {
    title: "Imperial Assault España, hero reviews",
    url: "https://imperialassaultespana.blogspot.com/2020/07/heroes-gaarkhan-12.html",
    paths: [],
  },
  iaArmies: {
    title: "ia-armies.com army lists (deployment cards' ability text)",
    url: "http://ia-armies.com/army/",
    paths: [],
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;
