import { robotsTxt } from "~/features/site";
import { env } from "~/lib/env.server";

// /robots.txt: public pages open to crawlers, private areas closed, and the sitemap's address.
export function loader() {
  return new Response(robotsTxt(env().APP_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
