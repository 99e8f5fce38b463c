// What other parts of the app may use from commerce: rules, schemas, types and texts (browser and server).
export { type AllowancePeriod, periodLine } from "./allowances/allowances";
export { CHECKOUT_MESSAGES, codeSchema, parseCheckoutType } from "./checkout/checkout";
export type { LeaseStatus } from "./leases/lease-pricing";
export type { ProvenanceEntry } from "./provenance/provenance";
export {
  REVEAL_MESSAGES,
  type RevealBlockState,
  type RevealResult,
  revealSchema,
} from "./reveals/reveals";
