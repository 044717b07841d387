import type { Faction } from "./units";
import { tableIndex } from "./table-index";

/** Leaders with their space / ground tactic values (docs/rules.md#leaders). */
export interface LeaderDef {
  readonly id: string;
  readonly name: string;
  readonly faction: Faction;
  readonly space: number;
  readonly ground: number;
  readonly expansion: "base" | "rote";
  /** Two cards of the same person (Luke and Jedi Luke) cannot both be in a system. */
  readonly person?: string;
}

const e = (id: string, name: string, space: number, ground: number, expansion: "base" | "rote" = "base") =>
  ({ id, name, faction: "empire", space, ground, expansion }) as const;
const r = (id: string, name: string, space: number, ground: number, expansion: "base" | "rote" = "base") =>
  ({ id, name, faction: "rebel", space, ground, expansion }) as const;

// One row per entry reads better than wrapped objects.
// prettier-ignore
export const LEADERS = [
  e("emperor-palpatine", "Emperor Palpatine", 3, 2),
  e("darth-vader", "Darth Vader", 2, 3),
  e("grand-moff-tarkin", "Grand Moff Tarkin", 2, 1),
  e("general-tagge", "General Tagge", 1, 2),
  e("admiral-piett", "Admiral Piett", 3, 1),
  e("admiral-ozzel", "Admiral Ozzel", 2, 1),
  e("soontir-fel", "Soontir Fel", 2, 1),
  e("colonel-yularen", "Colonel Yularen", 2, 2),
  e("general-veers", "General Veers", 1, 3),
  e("moff-jerjerrod", "Moff Jerjerrod", 1, 1),
  e("boba-fett", "Boba Fett", 0, 0),
  e("janus-greejatus", "Janus Greejatus", 0, 0),
  e("director-krennic", "Director Krennic", 2, 2, "rote"),
  e("admiral-motti", "Admiral Motti", 2, 1, "rote"),
  e("krennics-finest", "Krennic's Finest", 1, 3, "rote"),
  e("jabba-the-hutt", "Jabba the Hutt", 0, 0, "rote"),
  r("mon-mothma", "Mon Mothma", 0, 0),
  r("jan-dodonna", "Jan Dodonna", 2, 1),
  r("princess-leia", "Princess Leia", 1, 1),
  r("general-rieekan", "General Rieekan", 1, 2),
  r("admiral-ackbar", "Admiral Ackbar", 3, 1),
  r("wedge-antilles", "Wedge Antilles", 3, 1),
  r("han-solo", "Han Solo", 2, 2),
  r("lando-calrissian", "Lando Calrissian", 2, 2),
  { ...r("luke-skywalker", "Luke Skywalker", 2, 2), person: "luke" },
  { ...r("luke-skywalker-jedi", "Luke Skywalker (Jedi)", 3, 3), person: "luke" },
  r("obi-wan-kenobi", "Obi-Wan Kenobi", 1, 3),
  r("general-madine", "General Madine", 1, 3),
  r("chewbacca", "Chewbacca", 1, 2),
  r("cassian-andor", "Cassian Andor", 2, 1, "rote"),
  r("jyn-erso", "Jyn Erso", 1, 2, "rote"),
  r("chirrut-imwe", "Chirrut Îmwe", 1, 2, "rote"),
  r("saw-gerrera", "Saw Gerrera", 1, 3, "rote"),
] as const satisfies readonly LeaderDef[];

export type LeaderId = (typeof LEADERS)[number]["id"];
export const LEADER_IDS = LEADERS.map((l) => l.id) as readonly LeaderId[] as readonly [
  LeaderId,
  ...LeaderId[],
];

const LEADER_INDEX = tableIndex<LeaderDef, LeaderId>(LEADERS, "leader");
export const isLeaderId = LEADER_INDEX.isId;
export const leaderDef = LEADER_INDEX.row;
