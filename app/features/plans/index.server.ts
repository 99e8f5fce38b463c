// What other parts of the app may use from plans on the server only.
export {
  currentPlan,
  ensureDefaultPlans,
  FREE_PLAN_FALLBACK,
  FREE_PLAN_NAME,
  findFreePlan,
  listActivePlans,
  type PlanSummary,
  subscribe,
} from "./plans.server";
