// What other parts of the app may use from demo on the server only.
export { seedDemoData } from "./demo-data.server";
export { ensureConfiguredAdmin } from "./first-admin.server";
export { clearGallery } from "./reset.server";
export { printDemoSignIns, seedOnStart } from "./seed.server";
