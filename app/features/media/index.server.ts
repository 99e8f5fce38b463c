// What other parts of the app may use from media on the server only.

export { type CopyReport, copyLocalMedia } from "./copy-media.server";
export { IMAGE_REJECTED_MESSAGE, mediaErrors } from "./errors";
export {
  IIIF_CORS,
  IIIF_IMAGE_CONTEXT,
  iiifImageServiceId,
  iiifInfoResponse,
  iiifJsonResponse,
  iiifNotFound,
  iiifTileResponse,
  type TileRequest,
} from "./iiif-serve.server";
export {
  cutTiles,
  startImageTiling,
  stopImageTiling,
  TILES_FOLDER,
  tileImagesSoon,
  tileUntiledImages,
  tilingSettled,
} from "./iiif-tiles.server";
export { deleteImage, type ProcessedImage, paletteOfFile, processImage } from "./images.server";
export { storedImageJpeg } from "./jpeg-copy.server";
export { startPaletteBackfill, stopPaletteBackfill } from "./palette-backfill.server";
export {
  artworkQrFile,
  artworkQrFileName,
  deleteArtworkQr,
  QR_CONTENT_TYPES,
  type QrFormat,
  renderQrPng,
  storeArtworkQr,
} from "./qr.server";
export { S3MediaStorage } from "./s3-storage.server";
export {
  MEDIA_CACHE_CONTROL,
  mediaFileResponse,
  mediaOrigin,
  notFoundResponse,
} from "./serve.server";
export {
  LocalDiskStorage,
  type MediaStorage,
  mediaStorage,
  s3Settings,
} from "./storage.server";
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
