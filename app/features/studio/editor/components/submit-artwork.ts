import { showToast } from "~/components/toast";
import { submitWithProgress } from "~/features/media/ui";
import { SAVE_FAILED_MESSAGE } from "../errors";

export const QR_FAILED_WARNING = "Artwork uploaded successfully, but QR code generation failed";

/** Sends the artwork form with upload progress; warns when only the QR code failed (R-qr-code). */
export function submitArtworkWithProgress(request: Request) {
  return submitWithProgress(request, {
    failedMessage: SAVE_FAILED_MESSAGE,
    beforeRedirect: (header) => {
      if (header("X-Artwork-Qr") === "failed") showToast(QR_FAILED_WARNING, "yellow");
    },
  });
}
