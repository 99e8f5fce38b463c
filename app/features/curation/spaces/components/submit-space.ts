import { submitWithProgress } from "~/features/media/ui";
import { SPACE_SAVE_FAILED_MESSAGE } from "../../errors";

/** Sends the space form with upload progress; a failed upload is 'Failed to save space'. */
export function submitSpaceWithProgress(request: Request) {
  return submitWithProgress(request, { failedMessage: SPACE_SAVE_FAILED_MESSAGE });
}
