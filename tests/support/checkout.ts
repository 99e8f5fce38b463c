import type { Database } from "~/db/client.server";
import { leases, transactions } from "~/db/schema";
import { addDays } from "~/features/commerce";
import { signedInMember } from "./sessions";

/** A card the test payment provider accepts, as the checkout form sends it. */
export const GOOD_CARD = {
  cardName: "Mo Member",
  cardNumber: "4242 4242 4242 4242",
  cardExpiry: "12/40",
  cardCvc: "123",
};

/** Books [startDate, startDate + days) of `artworkId` for a new lessee, as a completed lease would; answers the lessee. */
export async function bookLease(
  db: Database,
  {
    artworkId,
    artistId,
    startDate,
    days,
  }: {
    artworkId: string;
    artistId: string;
    startDate: string;
    days: number;
  },
) {
  const lessee = await signedInMember(db);
  const [record] = await db
    .insert(transactions)
    .values({
      userId: lessee.userId,
      artworkId,
      artistId,
      artworkTitle: "Booked",
      transactionType: "lease",
      amountCents: 1500 * days,
      status: "completed",
      leaseStartDate: startDate,
      leaseEndDate: addDays(startDate, days),
    })
    .returning({ id: transactions.id });
  await db.insert(leases).values({
    transactionId: record!.id,
    artworkId,
    lesseeId: lessee.userId,
    startDate,
    endDate: addDays(startDate, days),
  });
  return lessee;
}
