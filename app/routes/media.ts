import { mediaFileResponse } from "~/features/media/index.server";
import type { Route } from "./+types/media";

// Processed images: /media/{key}/{variant}.webp, immutable and cached for a year.
export function loader({ request, params }: Route.LoaderArgs) {
  return mediaFileResponse(request, params["*"] ?? "");
}
