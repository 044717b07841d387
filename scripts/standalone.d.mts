// Types of scripts/standalone.mjs, for the browser tests' global setup.
export declare function prepareStandalone(): string;
