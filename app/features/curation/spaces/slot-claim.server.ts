import type { SlotKind } from "~/features/owned-items/index.server";
import { curationErrors } from "../errors";
import { spaceLimitMessage } from "./policy";
import { spaceCount } from "./queries.server";

/** Spaces use the plan's curator space slots (R-quota-spaces), under the same lock as artworks. */
export const spaceSlots: SlotKind = {
  count: spaceCount,
  max: (plan) => plan.maxCuratorSpaces,
  limitReached: (quota) =>
    curationErrors.raise("space-limit", { message: spaceLimitMessage(quota.max) }),
  profileMissing: () => curationErrors.raise("profile-missing"),
};
