// The components of curation that pages may render.
export { DiscoveryMode } from "./discovery/components/discovery-mode";
export { GalleryNotFound, GalleryWithoutPhoto } from "./gallery/components/gallery-not-found";
export { VirtualGallery } from "./gallery/components/virtual-gallery";
export { SpaceEditor, type StoredSpaceImage } from "./spaces/components/space-editor";
export { SpaceList } from "./spaces/components/space-list";
export { SpaceLoadFailed } from "./spaces/components/space-load-failed";
export { submitSpaceWithProgress } from "./spaces/components/submit-space";
export { PopulateDialog } from "./suggestions/components/populate-dialog";
