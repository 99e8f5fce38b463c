// What other parts of the app may use from media: rules, schemas, types and texts (browser and server).
export { IMAGE_REJECTED_MESSAGE, mediaErrors } from "./errors";
export { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from "./limits";
export { deltaE, type Lab, labToCss, type PaletteColour, srgbToLab } from "./palette";
export { imageJpegUrl, imageUrl, VARIANTS_OF_KIND, variantSize } from "./urls";
