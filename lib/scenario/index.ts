export * from "./types";
export * from "./schema";
export * from "./validate-scenario";
export * from "./presets";
export * from "./run-settings";
export * from "./in-progress";
