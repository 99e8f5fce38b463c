import { data } from "react-router";
import { z } from "zod";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import {
  answerOfferSchema,
  makeOfferSchema,
  OFFER_MESSAGES,
  offerErrors,
  offerSettingsSchema,
} from "~/features/commerce";
import { answerOffer, makeOffer, saveOfferSettings } from "~/features/commerce/index.server";
import { failure, failureOrUnexpected, parseForm, readForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import type { Route } from "./+types/api.offers";

/** Offers are made and answered by POST only. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

const artworkId = z.object({ artworkId: z.uuid().transform((id) => id.toLowerCase()) });

/**
 * R-offer-make, R-offer-answer, R-offer-settings: a member's offer on a work,
 * an answer to an offer or a counter by one of its two parties, and an owner's
 * terms for offers on their work. Who may do what is the server's: the move
 * table and the SQL's scope decide, whatever the page showed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return failure(offerErrors.raise("unknown-request"));
  const viewer = await getViewer(request);
  if (!viewer) return failure(offerErrors.raise("sign-in"));
  try {
    const form = await readForm(request, ["acceptsOffers"]);
    const database = db();
    switch (form.intent) {
      case "make-offer": {
        const { artworkId: id } = parseForm(artworkId, form, OFFER_MESSAGES.notFound);
        const input = parseForm(makeOfferSchema, form);
        const made = await makeOffer(database, viewer.id, {
          artworkId: id,
          amountCents: input.amount,
          note: input.note,
        });
        return data({ ok: true as const, ...made }, { headers: { "Cache-Control": "no-store" } });
      }
      case "offer-settings": {
        const { artworkId: id } = parseForm(artworkId, form, OFFER_MESSAGES.notFound);
        const input = parseForm(offerSettingsSchema, form);
        await saveOfferSettings(database, viewer.id, id, input);
        return { ok: true as const, message: OFFER_MESSAGES.settingsSaved };
      }
      case "accept":
      case "decline":
      case "withdraw":
      case "counter": {
        const input = parseForm(answerOfferSchema, form);
        const answered = await answerOffer(database, viewer.id, input);
        return { ok: true as const, ...answered };
      }
      default:
        return failure(offerErrors.raise("unknown-request"));
    }
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: OFFER_MESSAGES.failed,
      log: "an offer move failed",
    });
  }
}
