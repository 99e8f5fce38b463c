import { defineErrors } from "~/lib/errors";

/** What the plans page refuses (R-admin-plans). */
export const planAdminErrors = defineErrors("admin-plans", {
  "not-found": {
    message: "This plan no longer exists. Reload the page and try again.",
    status: 404,
  },
  "name-taken": { message: "A plan with this name already exists", status: 409, field: "name" },
  "free-plan-fixed": {
    message:
      "The Free Tier is every member's plan when they have no subscription: it keeps its name and price and stays active.",
    status: 409,
  },
});
