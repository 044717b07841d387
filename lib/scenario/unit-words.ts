import type { Faction, UnitId } from "@/lib/data";
import { unitName } from "./words";

/** "1 TIE Fighter", "3 TIE Fighters", "2 Death Stars Under Construction": a count of units as a player says it. */
export function unitCount(id: UnitId, n: number): string {
  return `${n} ${unitName(id, n)}`;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** Counts by unit type in words, in the order given; types with 0 left out. */
export function unitList(counts: Readonly<Partial<Record<UnitId, number>>>): string {
  return joinWords(
    Object.entries(counts)
      .filter(([, n]) => (n ?? 0) > 0)
      .map(([id, n]) => unitCount(id as UnitId, n!)),
  );
}

/** The verb that agrees with a faction's name: "the Empire loses", "the Rebels lose". */
export function verb(faction: Faction, singular: string, plural: string): string {
  return faction === "rebel" ? plural : singular;
}
