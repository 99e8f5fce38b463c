import { IconArrowLeft, IconHourglassHigh, IconPhotoSearch } from "@tabler/icons-react";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import classes from "./coming-soon.module.css";

/** The placeholder for features that are on their way. */
export function ComingSoonPage() {
  return (
    <div className={`${layout.stack} ${layout.roomy} ${classes.page}`}>
      <ThemeIcon size={88} radius={44} variant="light">
        <IconHourglassHigh size={44} stroke={1.4} aria-hidden="true" />
      </ThemeIcon>
      <div className={`${layout.stack} ${classes.message}`}>
        <h1 className={`${text.title} ${text.h1} ${classes.title}`}>Coming Soon</h1>
        <p className={`${text.plain} ${text.lg} ${classes.text}`}>
          We're still hanging this part of the gallery. It will open soon; in the meantime, there is
          plenty of original work to explore.
        </p>
      </div>
      <div className={`${layout.row} ${classes.actions}`}>
        <Button to="/" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
          Return Home
        </Button>
        <Button
          to="/search"
          variant="default"
          leftSection={<IconPhotoSearch size={18} aria-hidden="true" />}
        >
          Browse Artwork
        </Button>
      </div>
    </div>
  );
}
