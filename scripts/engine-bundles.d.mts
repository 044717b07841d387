// Types of scripts/engine-bundles.mjs, for next.config.ts and the tests.
export declare const ROOT: string;
export declare const ENGINE_BUILD_OPTIONS: Record<string, unknown>;
export declare const BROWSER_WORKER_FILE: string;
export declare const PLANNER_WORKER_FILE: string;
export declare const SERVER_THREAD_FILE: string;
export declare const MANIFEST_FILE: string;
export declare function buildEngineBundles(): string;
export declare const SERVICE_WORKER_FILE: string;
export declare const PUBLIC_ENGINE_DIR: string;
export declare function workerUrls(): { simulation: string; planner: string };
export declare const TEST_ENGINE_DIR: string;
export declare function buildTestEngine(): void;
