// What other parts of the app may use from media on the server only.
export { IMAGE_REJECTED_MESSAGE, mediaErrors } from "./errors";
export { deleteImage, type ProcessedImage, processImage } from "./images.server";
export {
  artworkQrFile,
  artworkQrFileName,
  deleteArtworkQr,
  QR_CONTENT_TYPES,
  type QrFormat,
  storeArtworkQr,
} from "./qr.server";
export { MEDIA_CACHE_CONTROL, mediaFileResponse } from "./serve.server";
export { type MediaStorage, mediaStorage } from "./storage.server";
export { startMediaSweep } from "./sweep.server";
