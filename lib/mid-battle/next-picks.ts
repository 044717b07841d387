import { cinematicCards, unitDef, type CinematicCardDef, type UnitId } from "@/lib/data";
import type { Scenario, SideKey } from "@/lib/scenario/types";

/**
 * The cards the rolling side may pick for the next step (docs/rules.md#cinematic-rerolls): its hand of that step's
 * theater, the ground after a space step when both sides fight there, else space (the next round's first step).
 */
export function nextPicks(
  scenario: Scenario,
  side: SideKey,
  theater: "space" | "ground",
): readonly CinematicCardDef[] {
  const fights = (t: "space" | "ground") =>
    (["attacker", "defender"] as const).every((k) =>
      Object.entries(scenario[k].units).some(
        ([id, n]) => (n ?? 0) > 0 && unitDef(id as UnitId).theater === t,
      ),
    );
  const next = theater === "space" && fights("ground") ? "ground" : fights("space") ? "space" : "ground";
  const out = (list: "usedCards" | "removedCards") => scenario[side][list]?.[next] ?? [];
  return cinematicCards(scenario[side].faction, next).filter(
    (c) => !out("usedCards").includes(c.id) && !out("removedCards").includes(c.id),
  );
}
