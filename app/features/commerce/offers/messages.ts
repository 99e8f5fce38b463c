import { formatCents } from "~/lib/format";

/** The offers' texts: the dialog, the lists, the refusals, the thread and the mails. */
export const OFFER_MESSAGES = {
  makeOffer: "Make an Offer",
  amountLabel: "Your offer (USD)",
  noteLabel: "Note to the owner (optional)",
  counterNoteLabel: "Note to the buyer (optional)",
  sent: "Your offer has been sent. The owner has 72 hours to answer.",
  belowFloor:
    "Thank you for your offer. The owner has set a lowest offer they can consider, and this one is below it, so it was declined. You are welcome to offer a higher amount.",
  notFound: "Offer not found.",
  ownWork: "This artwork is yours, so you cannot make an offer on it.",
  notAccepting: "The owner is not taking offers on this artwork.",
  notForSale: "This artwork is not for sale at the moment.",
  invalidAmount: "Enter an amount in dollars and cents, greater than 0.",
  aboveAsking: "An offer cannot be more than the asking price.",
  counterTooLow: "A counter-offer must be more than the buyer's offer.",
  alreadyOpen:
    "You already have an offer waiting on this artwork. Withdraw it or wait for its answer first.",
  notWaiting: "This offer has already been answered, withdrawn or has expired.",
  notYourTurn: "This offer is waiting for the other party's answer.",
  reserved: "This artwork is reserved for another buyer whose offer was accepted.",
  rateLimited: "You have made many offers in a short time. Please wait a little and try again.",
  signIn: "Please sign in to make an offer.",
  failed: "Something went wrong with the offer. Please try again.",
  settingsSaved: "Offer settings saved.",
  floorAboveAsking: "The lowest offer cannot be more than the asking price.",
  accepted: "Offer accepted. The artwork is reserved for the buyer for 48 hours.",
  counterAccepted:
    "Counter-offer accepted. The artwork is reserved for you for 48 hours: complete your purchase at checkout.",
  declined: "Offer declined.",
  withdrawn: "Offer withdrawn.",
  countered: "Counter-offer sent. The buyer has 72 hours to answer.",
} as const;

/** How each state reads in the lists. */
export const OFFER_STATUS_LABELS = {
  open: "Waiting for the owner",
  countered: "Countered",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
  expired: "Expired",
  lapsed: "Reservation ended",
  completed: "Purchased",
  void: "Closed by a sale",
} as const;

/** One line in the thread for each move (the note, if any, follows on its own lines). */
export function offerThreadText(
  kind: "made" | "countered" | "accepted" | "declined" | "withdrawn" | "expired",
  title: string,
  amountCents: number,
  note?: string | null,
) {
  const amount = formatCents(amountCents);
  const line = {
    made: `Offer: ${amount} for "${title}".`,
    countered: `Counter-offer: ${amount} for "${title}".`,
    accepted: `Accepted the offer of ${amount} for "${title}". It is reserved for the buyer at that price for 48 hours.`,
    declined: `Declined the offer of ${amount} for "${title}".`,
    withdrawn: `Withdrew the offer of ${amount} for "${title}".`,
    expired: `The offer of ${amount} for "${title}" expired without an answer.`,
  }[kind];
  return note ? `${line}\n\n${note}` : line;
}
