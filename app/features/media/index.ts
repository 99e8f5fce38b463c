// What other parts of the app may use from media: rules, schemas, types and texts (browser and server).
export { IMAGE_REJECTED_MESSAGE, mediaErrors } from "./errors";
export { imageUrl, VARIANTS_OF_KIND } from "./urls";
