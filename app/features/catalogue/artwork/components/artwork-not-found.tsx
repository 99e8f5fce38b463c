import { IconPhotoOff, IconPhotoSearch } from "@tabler/icons-react";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import classes from "./artwork-page.module.css";

/** R-artwork-not-found: the artwork page for an id that names no artwork. */
export function ArtworkNotFound() {
  return (
    <div className={`${layout.roomy} ${classes.missing}`}>
      <ThemeIcon size={72} radius="xl" variant="light" color="gray">
        <IconPhotoOff size={38} aria-hidden />
      </ThemeIcon>
      <h1 className={classes.missingTitle}>Artwork Not Found</h1>
      <p className={classes.missingText}>
        This artwork may have been removed, or the link may be mistyped.
      </p>
      <Button
        to="/search"
        leftSection={<IconPhotoSearch size={18} aria-hidden />}
        className={classes.missingAction}
      >
        Browse Artwork
      </Button>
    </div>
  );
}
