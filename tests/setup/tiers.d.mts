// Types of tests/setup/tiers.mjs, for the vitest configs and tests/helpers/tier.ts.
export type Tier = "quick" | "full";
export declare const TIER: Tier;
export declare function unitTestFiles(tier: Tier): { include: string[]; exclude: string[] };
export declare function e2eTestFiles(tier: Tier): { include: string[]; exclude: string[] };
