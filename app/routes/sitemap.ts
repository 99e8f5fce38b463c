import { db } from "~/db/client.server";
import { sitemapXml } from "~/features/site";
import { sitemapEntries } from "~/features/site/index.server";
import { env } from "~/lib/env.server";

// /sitemap.xml: the public pages, available artworks and the profiles that present them.
export async function loader() {
  const xml = sitemapXml(env().APP_URL, await sitemapEntries(db()));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
