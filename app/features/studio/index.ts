// What other parts of the app may use from studio: rules, schemas, types and texts (browser and server).

export { artworksErrors, DELETE_FAILED_MESSAGE, RESALE_FAILED_MESSAGE } from "./artworks/errors";
export { artworkListUrl, parseListParams } from "./artworks/list-search";
export { artworkListActionSchema } from "./artworks/schema";
export { editorErrors, SAVE_FAILED_MESSAGE } from "./editor/errors";
export { editArtworkValues, newArtworkValues, toCents } from "./editor/form-values";
export { artworkFormSchema, MAX_ARTWORK_BODY_BYTES } from "./editor/schema";
export { quotaErrors } from "./quota/errors";
export {
  artworkLimitMessage,
  artworkLimitToast,
  overLimitLine,
  remainingUploadsLine,
} from "./quota/messages";
export { artworkQuota, mayUploadArtwork, planAllowsArtworks } from "./quota/policy";
