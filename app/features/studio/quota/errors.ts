import { defineErrors } from "~/lib/errors";

/** Errors of the artwork quota: the plan's limit, and a member without a profile. */
export const quotaErrors = defineErrors("quota", {
  /** Raised with `artworkLimitMessage(max)`, which puts the plan's maximum in place of {max}. */
  "artwork-limit": {
    message:
      "You have reached your limit of {max} artworks. Please upgrade your subscription to upload more.",
    status: 403,
  },
  "profile-missing": { message: "Your profile could not be found.", status: 404 },
});
