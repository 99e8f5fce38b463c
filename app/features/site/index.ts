// What other parts of the app may use from site: rules, schemas, types and texts (browser and server).
export { robotsTxt } from "./seo/robots";
export { sitemapXml } from "./seo/sitemap";
