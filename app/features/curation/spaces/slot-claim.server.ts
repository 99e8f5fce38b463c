import type { Database, Transaction } from "~/db/client.server";
import { assertSlotFree, claimSlot, type SlotKind } from "~/features/owned-items/index.server";
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

/** Refuses early, before any image is processed, when no space slot is left. */
export const assertSpaceSlotFree = (db: Database, userId: string) =>
  assertSlotFree(db, userId, spaceSlots);

/** R-quota-spaces: claims a slot inside the transaction that inserts the space. */
export const claimSpaceSlot = (tx: Transaction, userId: string) =>
  claimSlot(tx, userId, spaceSlots);
