import { IconZoomIn } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/button";
import { Dialog } from "~/components/dialog";
import { Loader } from "~/components/loader";
import link from "~/components/text-link.module.css";
import { artworkManifestPath } from "~/features/catalogue/artwork/iiif";
import classes from "./zoom.module.css";

// OpenSeadragon is a chunk of its own, fetched when the dialog first opens.
const ZoomViewer = lazy(() => import("./zoom-viewer"));

/**
 * Under the picture: the Zoom button, which opens the picture's deep zoom in
 * a full-window dialog (Escape closes it and focus returns to the button),
 * and the link to the artwork's IIIF manifest. Neither shows before the
 * picture's tiles are cut (ADR 0025).
 */
export function ZoomActions({
  artworkId,
  title,
  image,
  manifest,
}: {
  artworkId: string;
  title: string;
  image: { id: string; zoomable: boolean } | undefined;
  manifest: boolean;
}) {
  const [opened, setOpened] = useState(false);
  // The dialog joins the page when first asked for, so a page nobody zooms has no second title.
  const [mounted, setMounted] = useState(false);
  if (!image?.zoomable && !manifest) return null;
  return (
    <div className={classes.actions}>
      {image?.zoomable ? (
        <>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconZoomIn size={16} aria-hidden />}
            aria-haspopup="dialog"
            onClick={() => {
              setMounted(true);
              setOpened(true);
            }}
          >
            Zoom
          </Button>
          {mounted ? (
            <Dialog
              opened={opened}
              onClose={() => setOpened(false)}
              title={`${title}: zoom`}
              className={classes.dialog}
            >
              <Suspense
                fallback={
                  <div className={classes.loading}>
                    <Loader label="Loading the zoomable picture" />
                  </div>
                }
              >
                <ZoomViewer imageId={image.id} title={title} />
              </Suspense>
            </Dialog>
          ) : null}
        </>
      ) : null}
      {manifest ? (
        <a href={artworkManifestPath(artworkId)} className={`${link.link} ${link.sm}`}>
          IIIF manifest
        </a>
      ) : null}
    </div>
  );
}
