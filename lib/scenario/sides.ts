import type { UnitId } from "@/lib/data";

/** A side of the battle, as the scenario names it. */
export type SideKey = "attacker" | "defender";
export const SIDES: readonly SideKey[] = ["attacker", "defender"];

/** How many of each unit type a side brings (or has in a state). */
export type UnitCounts = Readonly<Partial<Record<UnitId, number>>>;
