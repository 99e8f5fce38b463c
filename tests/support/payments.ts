import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { completeCheckout, issueCheckoutCode } from "~/features/commerce/index.server";
import { GOOD_CARD } from "./checkout";
import type { SignedIn } from "./sessions";

/** Mails `who` a checkout code for `artworkId` and reads it back from the outbox, as they would. */
export async function mailedCheckoutCode(db: Database, who: SignedIn, artworkId: string) {
  await issueCheckoutCode(db, {
    userId: who.userId,
    artworkId,
    email: who.email,
    artworkTitle: "Test",
  });
  return latestCheckoutCode(db, who);
}

/** The code of the newest checkout-code mail to `who` (one the checkout page asked for), as they read it. */
export async function latestCheckoutCode(db: Database, who: SignedIn) {
  const [mail] = await db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, who.email), eq(emailOutbox.kind, "checkout-code")))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const code = mail?.text?.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error("no code mailed");
  return code;
}

/** `who` buys the artwork through the whole checkout, with a good card. */
export async function buyArtwork(db: Database, who: SignedIn, artworkId: string) {
  return completeCheckout(db, who.userId, {
    artworkId,
    type: "purchase",
    card: GOOD_CARD,
    code: await mailedCheckoutCode(db, who, artworkId),
  });
}

/** `who` leases the artwork for `days` days from `startDate` through the whole checkout. */
export async function leaseArtwork(
  db: Database,
  who: SignedIn,
  artworkId: string,
  startDate: string,
  days: number,
) {
  return completeCheckout(db, who.userId, {
    artworkId,
    type: "lease",
    card: GOOD_CARD,
    code: await mailedCheckoutCode(db, who, artworkId),
    lease: { startDate, days: String(days), durationType: "daily" },
  });
}
