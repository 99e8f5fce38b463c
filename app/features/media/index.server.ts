// What other parts of the app may use from media on the server only.
export { IMAGE_REJECTED_MESSAGE, mediaErrors } from "./errors";
export { deleteImage, type ProcessedImage, paletteOfFile, processImage } from "./images.server";
export { startPaletteBackfill, stopPaletteBackfill } from "./palette-backfill.server";
export {
  artworkQrFile,
  artworkQrFileName,
  deleteArtworkQr,
  QR_CONTENT_TYPES,
  type QrFormat,
  storeArtworkQr,
} from "./qr.server";
export { MEDIA_CACHE_CONTROL, mediaFileResponse, notFoundResponse } from "./serve.server";
export { type MediaStorage, mediaStorage } from "./storage.server";
export { startMediaSweep } from "./sweep.server";
export {
  droppedImages,
  type ImageSlot,
  imageSlots,
  processFiles,
  readUploadForm,
  removeImages,
  type UploadProblem,
  writeImageOrder,
} from "./uploads.server";
