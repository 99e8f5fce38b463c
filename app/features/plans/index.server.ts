// What other parts of the app may use from plans on the server only.
export {
  type Allowance,
  capAllowancesToPlan,
  grantCurrentPlanAllowances,
  spendAllowance,
  spendable,
  spendableAllowances,
} from "./allowances.server";
export { FREE_PLAN_FALLBACK, FREE_PLAN_NAME, type PlanSummary } from "./default-plans";
export {
  ensureDefaultPlans,
  grantPlanAllowances,
  oneMonthAfter,
  subscribe,
} from "./mutations.server";
export {
  currentPlan,
  currentPlanSummary,
  findFreePlan,
  listActivePlans,
  listPlansForDisplay,
} from "./queries.server";
