// What other parts of the app may use from owned items: the plan's slots and the lists' search (browser and server).

export { mayManageItem } from "./policy";
export { type ItemQuota, itemQuota, mayAddItem } from "./quota";
