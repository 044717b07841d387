// Types of scripts/chromium.mjs, for the tests and the TypeScript scripts.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const CHROMIUM_LAUNCH: { executablePath: string; args: string[] };
