import { leaseEndDay, MAX_LEASE_DAYS } from "~/features/commerce/leases/lease-pricing";
import { formatDate, formatWhole } from "~/lib/format";

/** R-checkout-code: the texts of the checkout (the spec's, and the product's own rules). */
export const CHECKOUT_MESSAGES = {
  purchased: "Purchase completed successfully",
  leased: "Lease completed successfully",
  failed: "Failed to process your transaction",
  invalidCode: "Invalid confirmation code. Please try again.",
  expiredCode: "This confirmation code has expired. Please request a new one.",
  usedCode: "This confirmation code has already been used. Please request a new one.",
  noCode: "Please request a confirmation code first.",
  tooManyTries: "Too many incorrect attempts. Please request a new confirmation code.",
  codeSent: "We sent a new confirmation code to your e-mail.",
  ownArtwork: "You cannot buy or lease your own artwork.",
  sold: "Sorry, this artwork has just been sold to another collector. Your card was not charged.",
  notForSale: "This artwork is not available for purchase.",
  notForLease: "This artwork is not available for lease.",
  leasedToOther: "This artwork is on lease to another member and cannot be purchased right now.",
  reserved:
    "This artwork is reserved for another buyer whose offer was accepted. It becomes available again if they do not buy it within 48 hours.",
  creditOverPrice:
    "The unused days of your lease are worth more than the price of this artwork, so it cannot be bought this way. Please contact the gallery.",
  pastStart: "The lease cannot start before today.",
  farStart: "The lease must start within two years from today.",
  badStart: "Please choose a start date.",
  tooLong: `A lease can last at most ${formatWhole(MAX_LEASE_DAYS)} days (ten years).`,
  declined: "Your card was declined. Please use a different card.",
  notAuthorised:
    "Your payment was not authorised for this checkout. Please go back to Payment and enter your card again.",
  cardAuthorised: "Card authorised",
  notFound: "Artwork not found",
  billingType: "Please choose how the lease is billed.",
  leaseNotFound: "This lease was not found among your leases.",
  extensionUpcoming: "This lease has not started yet, so it cannot be extended.",
  extensionEnded:
    "This lease has ended, so it cannot be extended. You can lease the work again instead.",
} as const;

/**
 * Refusal of dates another lease holds, naming them (first to last leased
 * day); the taken period may be the current lease or a later one.
 */
export function leaseOverlapMessage(taken: { startDate: string; endDate: string }) {
  return `This artwork is already leased from ${formatDate(taken.startDate)} to ${formatDate(leaseEndDay(taken))}. Please choose dates outside that period.`;
}

/**
 * R-lease-extension: step 1 of an extension names the lease it extends by the
 * day it ends (R-lease-end), as the member's list of leases does.
 */
export function extendingMessage(lease: { endDate: string }) {
  return `Extending your lease, which ends on ${formatDate(leaseEndDay(lease))}.`;
}

/** A start date other than the extended lease's end (only a tampered form sends one). */
export function extensionStartMessage(lease: { endDate: string }) {
  return `An extension starts on ${formatDate(lease.endDate)}, the day after your lease ends.`;
}

/**
 * Refusal of an extension that reaches another lease; when that lease starts
 * on the extension's first day, no extension fits at all.
 */
export function extensionOverlapMessage(taken: { startDate: string }, startDate: string) {
  const date = formatDate(taken.startDate);
  return taken.startDate <= startDate
    ? `Another lease of this work starts on ${date}, the day after this lease ends, so it cannot be extended.`
    : `Another lease of this work starts on ${date}, so this lease cannot be extended that far. Choose a shorter extension.`;
}
