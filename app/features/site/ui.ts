// The components of site that pages and other parts of the app may render.
export { AboutPage } from "./about/components/about";
export { ComingSoonPage } from "./coming-soon/components/coming-soon";
export { HomePage } from "./home/components/home-page";
