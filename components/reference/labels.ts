import type { Faction, Theater } from "@/lib/data";

/** Display words for the tables' enums (the values themselves come from lib/data). */
export const FACTION_LABEL: Record<Faction, string> = { empire: "Imperial", rebel: "Rebel" };
export const THEATER_LABEL: Record<Theater, string> = { space: "Space", ground: "Ground" };
export const EXPANSION_LABEL: Record<"base" | "rote", string> = {
  base: "Base game",
  rote: "Rise of the Empire",
};
