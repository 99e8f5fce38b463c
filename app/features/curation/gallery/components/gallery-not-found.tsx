import { IconArrowLeft, IconLayoutOff } from "@tabler/icons-react";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import { SPACE_NOT_FOUND_MESSAGE } from "../../errors";
import classes from "./gallery-not-found.module.css";

/**
 * R-space-owner-only: the gallery of a space that is not the member's, does
 * not exist or has a malformed id — all alike, so nothing tells them apart.
 */
export function GalleryNotFound() {
  return (
    <div className={`${layout.roomy} ${classes.missing}`}>
      <ThemeIcon size={72} radius="xl" variant="light" color="gray">
        <IconLayoutOff size={38} aria-hidden />
      </ThemeIcon>
      <h1 className={`${text.title} ${text.h1}`}>Space Not Found</h1>
      <p className={`${text.lg} ${classes.text}`}>{SPACE_NOT_FOUND_MESSAGE}</p>
      <Button
        to="/curator/spaces"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        className={classes.action}
      >
        Back to Spaces
      </Button>
    </div>
  );
}

/** A space saved without a photo has nothing to place artwork on. */
export function GalleryWithoutPhoto() {
  return (
    <div className={`${layout.roomy} ${classes.missing}`}>
      <h1 className={`${text.title} ${text.h1}`}>No Photo to Show</h1>
      <p className={`${text.lg} ${classes.text}`}>
        Add a photo of this space to place artwork in it.
      </p>
      <Button
        to="/curator/spaces"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        className={classes.action}
      >
        Back to Spaces
      </Button>
    </div>
  );
}
