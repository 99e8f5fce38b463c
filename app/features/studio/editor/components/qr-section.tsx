import { IconDownload } from "@tabler/icons-react";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { FormSection } from "~/features/owned-items/ui";
import { qrDownloadUrl } from "~/features/studio/artworks/qr-download";
import classes from "./editor.module.css";

/** The artwork's QR code, to download for a printed wall label. */
export function QrSection({ artworkId }: { artworkId: string }) {
  return (
    <FormSection
      title="QR Code"
      description="Print it on the wall label: it opens the artwork's page in the gallery."
    >
      <div className={`${layout.row} ${classes.qr}`}>
        <img
          src={qrDownloadUrl(artworkId, "png")}
          alt="QR code of the artwork's page"
          width={128}
          height={128}
          className={classes.qrImage}
        />
        <div className={`${layout.row} ${classes.qrButtons}`}>
          <Button
            href={qrDownloadUrl(artworkId, "png")}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download PNG
          </Button>
          <Button
            href={qrDownloadUrl(artworkId, "svg")}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download SVG
          </Button>
        </div>
      </div>
      <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>
        The SVG stays sharp at any print size.
      </p>
    </FormSection>
  );
}
