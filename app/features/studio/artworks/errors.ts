import { defineErrors } from "~/lib/errors";

/** The My Artwork list's plain failure: the spec's one text for a delete that did not happen. */
export const DELETE_FAILED_MESSAGE = "Failed to delete artwork";

/** The resale form's plain failure. */
export const RESALE_FAILED_MESSAGE = "Failed to save the resale offer";

/** Errors of the My Artwork list's actions (R-artwork-delete). */
export const artworksErrors = defineErrors("artworks", {
  /** Not the member's artwork, or no artwork at all: told like any failed delete. */
  "not-found": { message: DELETE_FAILED_MESSAGE, status: 404 },
  /** R-artwork-lifecycle: a sold work keeps its provenance; it is withdrawn, not deleted. */
  sold: {
    message:
      "A work that has been sold cannot be deleted: its provenance and certificates stay valid. Mark it unavailable to withdraw it instead.",
    status: 409,
  },
  /** R-artwork-lifecycle: a lessee's paid days are never taken (the message names the last day). */
  leased: {
    message:
      "This artwork is leased, so it cannot be deleted. You can delete it once the lease has ended.",
    status: 409,
  },
  /** R-resale: only a work bought through the gallery is offered again this way. */
  "not-resold": {
    message: "Only a work you bought through the gallery can be offered for resale here.",
    status: 409,
  },
  "resale-price": {
    message: "Please enter a sale price to offer it for sale.",
    field: "salePrice",
  },
});
