export * from "./dice";
export * from "./units";
export * from "./leaders";
export * from "./tactic-cards";
export * from "./cinematic-cards";
export * from "./cinematic-readings";
