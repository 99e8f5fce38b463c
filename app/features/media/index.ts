// What other parts of the app may use from media: rules, schemas, types and texts (browser and server).
export { imageUrl, VARIANTS_OF_KIND } from "./urls";
