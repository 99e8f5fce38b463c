// What other parts of the app may use from studio: rules, schemas, types and texts (browser and server).
export { artworkListUrl, parseListParams } from "./artworks/artworks-list";
export {
  artworkFormSchema,
  editArtworkValues,
  MAX_ARTWORK_BODY_BYTES,
  newArtworkValues,
} from "./editor/artwork-form";
