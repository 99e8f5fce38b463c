/** The addresses of an artwork's IIIF documents, for its page (see iiif.server.ts). */

export const IIIF_PRESENTATION_CONTEXT = "http://iiif.io/api/presentation/3/context.json";

/** The media type IIIF prescribes for a Presentation 3 manifest. */
export const IIIF_MANIFEST_MEDIA_TYPE = `application/ld+json;profile="${IIIF_PRESENTATION_CONTEXT}"`;

export const artworkManifestPath = (artworkId: string) =>
  `/iiif/artwork/${artworkId}/manifest.json`;

export const imageInfoPath = (imageId: string) => `/iiif/image/${imageId}/info.json`;
