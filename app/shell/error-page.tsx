import { IconArrowLeft, IconPhotoSearch } from "@tabler/icons-react";
import { Button } from "~/components/button";
import text from "~/components/text.module.css";
import classes from "./error-page.module.css";

/**
 * The page for a missing route (404) and for unexpected failures. A failure
 * shows the request id, so a visitor can quote it and it can be found in the logs.
 */
export function ErrorPage({
  status,
  requestId,
  notFound,
}: {
  status: number;
  requestId?: string;
  notFound: boolean;
}) {
  return (
    <div className={classes.page}>
      <div className={classes.frame} aria-hidden="true">
        <div className={classes.canvas}>
          <span className={classes.status}>{status}</span>
        </div>
      </div>
      <div className={classes.words}>
        <h1 className={`${text.title} ${text.h1} ${classes.title}`}>
          {notFound ? "Page Not Found" : "Something went wrong"}
        </h1>
        <p className={`${text.lg} ${text.dimmed} ${text.plain} ${classes.lead}`}>
          {notFound
            ? "This frame is empty: the page you're looking for doesn't exist or has moved."
            : "We couldn't show this page. Please try again in a moment."}
        </p>
      </div>
      {!notFound && requestId ? (
        <p className={`${text.sm} ${text.dimmed} ${text.plain} ${classes.reference}`}>
          Error {status}. If it keeps happening, contact us and quote reference{" "}
          <code className={classes.code}>{requestId}</code>
        </p>
      ) : null}
      <div className={classes.actions}>
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
