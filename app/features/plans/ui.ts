// The components of plans that pages and other parts of the app may render.
export { PlansPage } from "./components/plans-page";
