/** One line of an artwork's ownership history, as the artwork page shows it (names only). */
export type ProvenanceEntry = {
  id: string;
  event: "upload" | "purchase";
  /** The member's profile id, or null when the account is gone. */
  ownerId: string | null;
  ownerName: string;
  acquiredAt: string;
};

export function provenanceLabel(event: ProvenanceEntry["event"]) {
  return event === "upload" ? "Uploaded by" : "Sold to";
}
