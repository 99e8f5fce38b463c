import { MAX_PROFILE_BODY_BYTES } from "~/features/accounts";
import { MAX_WEBHOOK_BODY_BYTES, STRIPE_WEBHOOK_PATH } from "~/features/commerce";
import { MAX_SPACE_BODY_BYTES } from "~/features/curation";
import { MAX_ARTWORK_BODY_BYTES } from "~/features/studio";
import { FORM_BODY_BYTES } from "~/lib/http/body-limits";

/**
 * The most a request body to `pathname` may carry. The upload pages take the
 * spec's images (five of 5 MB per artwork, ten of 5 MB per curator space,
 * one 5 MB photo per profile); their actions refuse oversized forms with
 * their own messages, so the cap here sits a form's size above theirs and
 * only stops what they would not.
 */
export function bodyLimit(pathname: string): number {
  // A route's action is also reached at its single-fetch address (`/x.data`, `/_.data`).
  const path = pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  if (/^\/artist\/artwork\/(upload|edit\/[^/]+)\/?$/.test(path)) {
    return MAX_ARTWORK_BODY_BYTES + FORM_BODY_BYTES;
  }
  if (/^\/curator\/spaces\/(upload|edit\/[^/]+)\/?$/.test(path)) {
    return MAX_SPACE_BODY_BYTES + FORM_BODY_BYTES;
  }
  if (/^\/profile\/?$/.test(path)) return MAX_PROFILE_BODY_BYTES + FORM_BODY_BYTES;
  // Stripe's events: a few kilobytes, sometimes more than a form (the route caps them too).
  if (pathname === STRIPE_WEBHOOK_PATH) return MAX_WEBHOOK_BODY_BYTES;
  return FORM_BODY_BYTES;
}
