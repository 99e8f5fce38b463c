// What other parts of the app may use from plans: rules, schemas, types and texts (browser and server).
export type { PlanForDisplay } from "./display";
