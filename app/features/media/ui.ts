// The components of media that pages and other parts of the app may render.
export { CropDialog, type CropTarget } from "./components/crop-dialog";
export {
  type ImageItem,
  ImageList,
  imagePayload,
  newImageItem,
  type StoredImage,
  storedImageItems,
} from "./components/image-list";
export { UploadProgress } from "./components/upload-progress";
export { submitWithProgress } from "./components/upload-request";
