import type { Faction, LeaderId, UnitId } from "@/lib/data";
import type { RuleVariants, TacticsMode } from "./battle-options";
import type { SideCardLists } from "./card-lists";
import type { EnumChoice, EnumValue, TaggedChoice, TaggedValue } from "./choice";
import type { SIDE_POLICIES } from "./policies";
import type { GoalChoice } from "./goal-choice";
import type { InProgress } from "./in-progress";

export type { CardPlayPolicy, RetreatPolicy, TargetingPolicy } from "./policies";
export { DEFAULT_VARIANTS, type RuleVariants, type TacticsMode, type VariantKey } from "./battle-options";

export type { SideKey, UnitCounts } from "./sides";
export { SIDES } from "./sides";
import type { UnitCounts } from "./sides";
/** Damage already on individual units at the start, e.g. `{ "star-destroyer": [2] }`: one SD with 2 damage. */
export type DamagedUnits = Readonly<Partial<Record<UnitId, readonly number[]>>>;

type PolicyValue<C> = C extends TaggedChoice ? TaggedValue<C> : C extends EnumChoice ? EnumValue<C> : never;

/** A side's policies, one field per declaration of SIDE_POLICIES (targeting, retreat, cardPlay). */
export type SidePolicies = {
  readonly [C in (typeof SIDE_POLICIES)[number] as C["id"]]: PolicyValue<C>;
};

/** Cinematic Combat's lists of cards from earlier combats, by theater (card-lists.ts, docs/rules.md#cinematic-combat). */
export type { CardList } from "./card-lists";

/** A side; its card lists (`usedCards`, …: only in Cinematic Combat, only when some card is listed) from CARD_LISTS. */
export interface SideSetup extends SidePolicies, SideCardLists {
  readonly faction: Faction;
  /** Only unit types present: a parsed scenario holds no zero counts. */
  readonly units: UnitCounts;
  readonly leaders: readonly LeaderId[];
  readonly damaged: DamagedUnits;
  /** What the side plays for (goals.ts, docs/rules.md#goals); absent means "win"; `auto` is resolved per setup (lib/results/auto-goal.ts). The engine plays the same either way. */
  readonly goal?: GoalChoice;
}

/** A fully validated battle with every default filled in: what the engine consumes. */
export interface Scenario {
  readonly attacker: SideSetup;
  readonly defender: SideSetup;
  readonly tactics: TacticsMode;
  readonly roundCap: number;
  readonly variants: RuleVariants;
  /** Rebels' Death Star Plans objective (docs/rules.md#death-star-plans). */
  readonly deathStarPlans: boolean;
  readonly ignoreLimits: boolean;
  /** The battle as it stands (docs/rules.md#in-progress); absent: the start of the combat. Never only its defaults. */
  readonly inProgress?: InProgress;
}

/** Even with component limits off, a side fields at most this many of one unit type (declared in lib/data). */
export { MAX_UNITS_IGNORING_LIMITS } from "@/lib/data";
