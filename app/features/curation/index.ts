// What other parts of the app may use from curation: rules, schemas, types and texts (browser and server).
export * from "./discovery/schema";
export * from "./discovery/slides";
export * from "./errors";
export * from "./gallery/schema";
export * from "./selection/schema";
export * from "./spaces/form-values";
export * from "./spaces/list-search";
export * from "./spaces/policy";
export * from "./spaces/schema";
export { isStopWord } from "./suggestions/prompt-meaning";
export * from "./suggestions/schema";
