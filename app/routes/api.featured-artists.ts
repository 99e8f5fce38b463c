import { db } from "~/db/client.server";
import { featuredArtists } from "~/features/catalogue/index.server";
import { logger } from "~/lib/logger.server";

// The navigation's Featured menu: { artists: [{ id, fullName, handle, avatarKey }] }, public fields only.
export async function loader() {
  try {
    const artists = await featuredArtists(db());
    return Response.json(
      { artists },
      { headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=600" } },
    );
  } catch (error) {
    // The menu then says that no featured artists are available.
    logger.error({ err: error }, "featured artists failed to load");
    return Response.json(
      { artists: [] },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
