import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "~/components/alert";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { showToast } from "~/components/toast";
import { MY_SPACES_PATH, SPACE_LOAD_DETAILS_FAILED_MESSAGE } from "../list-search";
import classes from "./space-list.module.css";

/**
 * A space that cannot be edited here (missing, or another member's,
 * R-space-owner-only): the page answers 404, and in the browser the member
 * is sent back to My Spaces with the spec's toast.
 */
export function SpaceLoadFailed() {
  const navigate = useNavigate();
  useEffect(() => {
    showToast(SPACE_LOAD_DETAILS_FAILED_MESSAGE, "red");
    navigate(MY_SPACES_PATH, { replace: true });
  }, [navigate]);
  return (
    <div className={`${layout.stack} ${classes.failed}`}>
      <h1 className={`${text.title} ${text.h1}`}>Edit Space</h1>
      <Alert color="red" title={SPACE_LOAD_DETAILS_FAILED_MESSAGE}>
        This space does not exist or is not yours.{" "}
        <Link to={MY_SPACES_PATH} className={`${link.link} ${link.underlined}`}>
          Back to My Spaces
        </Link>
      </Alert>
    </div>
  );
}
