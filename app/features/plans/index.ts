// What other parts of the app may use from plans: rules, schemas, types and texts (browser and server).
export { FREE_PLAN_NAME, type PlanSummary } from "./default-plans";
export type { PlanForDisplay } from "./plan-cards";
export { grantsPlan, PLAN_GRANTING_STATUS } from "./policy";
