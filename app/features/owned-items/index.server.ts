// What other parts of the app may use from owned items on the server only.

export {
  createItem,
  deleteItem,
  type ImageProblem,
  type ItemKind,
  itemImageSlots,
  ownedItem,
  ownsItem,
  updateItem,
} from "./item-writes.server";
export { assertSlotFree, claimSlot, memberQuota, type SlotKind } from "./slot-claim.server";
export {
  type ItemSubmission,
  invalidItem,
  readItemSubmission,
  type SubmissionShape,
} from "./submission.server";
