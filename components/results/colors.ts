import type { Faction } from "@/lib/data";

/** Chart colours, chosen to read on the dark background (contrast above 4.5:1 against slate-900). */
export const FACTION_COLOUR: Record<Faction, string> = { empire: "#f87171", rebel: "#fb923c" };
export const NEUTRAL = {
  none: "#94a3b8",
  contested: "#c4b5fd",
  mutual: "#94a3b8",
  split: "#c4b5fd",
  stalemate: "#64748b",
} as const;
export const SERIES = [
  "#fbbf24",
  "#38bdf8",
  "#34d399",
  "#f472b6",
  "#a78bfa",
  "#f87171",
  "#fb923c",
  "#e2e8f0",
  "#2dd4bf",
  "#facc15",
];
export const AXIS = { stroke: "#94a3b8", fontSize: 12 } as const;

export function seriesColour(i: number): string {
  return SERIES[i % SERIES.length] ?? "#fbbf24";
}
