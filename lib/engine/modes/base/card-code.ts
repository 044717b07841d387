import { TACTIC_CARD_IDS, type TacticCardId } from "@/lib/data";

/** The engine's code of a tactic card (its index in TACTIC_CARD_IDS; the CARD_* constants of card-codes.ts). */
export function cardCode(id: TacticCardId): number {
  return TACTIC_CARD_IDS.indexOf(id);
}
