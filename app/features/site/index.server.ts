// What other parts of the app may use from site on the server only.
export { sitemapEntries } from "./seo/queries.server";
